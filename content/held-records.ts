import { LEGAL_HOLD_TABLES, type LegalHoldTable } from '../contract/retention'
import { formatsFor } from './format'
import { inEveryLanguage, LOCALES, type Language } from './language'

/**
 * What an erasure keeps and why (worker/retention/legal-hold.ts): said to the family on its page
 * after erasing, to staff on the console's erase screen and by `npm run data:delete`.
 */
export const HELD_RECORDS = inEveryLanguage(
  {
    heading: 'What we keep, and why',
    records: {
      consents: 'the consent records (what was agreed to, by whom and when)',
      attendance: 'the check-in records (the sessions attended)',
      check_outs: 'the check-out records (who collected the participant, when, and how they were identified)',
      incidents: 'the incident records (what happened, what was done, and when the family was told)',
      incident_corrections: 'the corrections added to those incident records',
    } satisfies Record<LegalHoldTable, string>,
    kept: (name: string, records: string, date: string) =>
      `For ${name} we keep ${records} until ${date}; then they are erased.`,
    why: (years: number) =>
      `Rules for youth programmes and our insurers ask us to keep these records until ${years} ${years === 1 ? 'year' : 'years'} after a participant turns 18, so that we can answer a question or a claim about the bootcamp. With them we keep only the participant's name, cohort and age: no email address, phone number, answers or health record.`,
  },
  {
    heading: 'Lo que guardamos y por qué',
    records: {
      consents: 'los registros de consentimiento (qué se aceptó, quién lo hizo y cuándo)',
      attendance: 'los registros de asistencia (las sesiones a las que asistió)',
      check_outs: 'los registros de salida (quién recogió al participante, cuándo y cómo se le identificó)',
      incidents: 'los registros de incidentes (qué pasó, qué se hizo y cuándo se avisó a la familia)',
      incident_corrections: 'las correcciones añadidas a esos registros de incidentes',
    },
    kept: (name, records, date) => `De ${name} guardamos ${records} hasta el ${date}; después se borran.`,
    why: (years) =>
      `Las normas de los programas para jóvenes y nuestra aseguradora nos piden guardar estos registros hasta ${years} ${years === 1 ? 'año' : 'años'} después de que el participante cumpla 18, para poder responder a una pregunta o un reclamo sobre el bootcamp. Con ellos guardamos solo el nombre, la cohorte y la edad del participante: ningún correo, teléfono, respuesta ni registro de salud.`,
  },
)

/** One sentence per held registration: whose records, which, until when, in `language`. */
export function heldSentences(
  language: Language,
  held: readonly {
    firstName: string
    lastName: string
    heldUntil: string
    tables: Partial<Record<LegalHoldTable, number>>
  }[],
): string[] {
  const copy = HELD_RECORDS[language]
  const list = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' })
  return held.map((hold) =>
    copy.kept(
      `${hold.firstName} ${hold.lastName}`,
      list.format(LEGAL_HOLD_TABLES.filter((table) => hold.tables[table]).map((table) => copy.records[table])),
      formatsFor(language).date(hold.heldUntil),
    ),
  )
}
