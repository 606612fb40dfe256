import { UNSUBSCRIBED_KEEP_DAYS } from '../../contract/constants'
import type { Language } from '../language'

/** One line of the retention schedule: which data, how long it is kept, what happens then. */
export interface RetentionRule {
  data: string
  kept: string
  then: string
}

/**
 * The retention schedule as families read it on /privacy, in one place: `months` and `holdYears` are
 * the console's settings (worker/retention/settings.ts), which the sweep (worker/retention/sweep.ts)
 * and every erasure apply. A
 * new kind of record with its own period adds its line here, in both languages.
 */
export function retentionSchedule(language: Language, months: number, holdYears: number): RetentionRule[] {
  return language === 'es'
    ? [
        {
          data: 'La inscripción de un participante (sus datos de contacto y respuestas), su solicitud de ayuda, su registro de salud, su evaluación y su certificado, las notas del personal sobre el participante, los enlaces de su página familiar y los correos sobre todo ello',
          kept: `${months} ${months === 1 ? 'mes' : 'meses'} después de la última sesión de su cohorte`,
          then: 'Se borran. Los pagos (en línea, en efectivo y con cheque) se conservan para la contabilidad, sin nombre de nadie.',
        },
        {
          data: 'Los registros de consentimiento y de asistencia de un participante, con su nombre, su cohorte y su edad (sin correo, teléfono, respuestas ni registro de salud)',
          kept: `Hasta la fecha más tardía entre la de arriba y ${holdYears} ${holdYears === 1 ? 'año' : 'años'} después de que el participante cumpla 18 (contados desde el cumpleaños 18 más tardío que permite la edad indicada al inscribirse). Una solicitud de borrado conserva solo estos, por ese tiempo.`,
          then: 'Se borran. Las normas de los programas para jóvenes y las aseguradoras piden guardarlos para poder responder a una pregunta o un reclamo.',
        },
        {
          data: 'Una inscripción de interés en la próxima cohorte (aún sin fechas)',
          kept: 'Hasta que se asigna a una cohorte o la persona pide borrarla',
          then: 'Como cualquier inscripción de esa cohorte.',
        },
        {
          data: 'Un correo suscrito a la guía y a las novedades',
          kept: 'Hasta que la persona se da de baja o pide borrarlo',
          then: `Se borra ${UNSUBSCRIBED_KEEP_DAYS} días después de la baja; queda solo una huella (hash) del correo para no volver a escribirle.`,
        },
        {
          data: 'Un mensaje de contacto y los correos sobre él',
          kept: `${months} ${months === 1 ? 'mes' : 'meses'} después de recibirlo`,
          then: 'Se borra.',
        },
        {
          data: 'El registro de un correo enviado',
          kept: `${months} ${months === 1 ? 'mes' : 'meses'} después de escribirlo`,
          then: 'Se borra; los correos pendientes se conservan hasta enviarse.',
        },
      ]
    : [
        {
          data: "A participant's registration (contact details and answers), their assistance request, their health and safety record, their assessment and certificate, the staff's notes on them, their family-page links and the emails about them",
          kept: `${months} ${months === 1 ? 'month' : 'months'} after the last session of their cohort`,
          then: 'Erased. Payments (online, cash and cheque) stay for the accounts, naming no one.',
        },
        {
          data: "A participant's consent records and check-in records, with their name, cohort and age (no email address, phone number, answers or health record)",
          kept: `Until the later of the date above and ${holdYears} ${holdYears === 1 ? 'year' : 'years'} after the participant turns 18 (counted from the latest 18th birthday the age given at registration allows). An erasure request keeps only these, for that long.`,
          then: 'Erased. Rules for youth programmes and insurers ask us to keep them, so that we can answer a question or a claim.',
        },
        {
          data: 'Interest in the next cohort (before its dates are set)',
          kept: 'Until it is placed in a cohort, or the person asks us to delete it',
          then: 'As any registration of that cohort.',
        },
        {
          data: 'An email address signed up for the guide and news',
          kept: 'Until the person unsubscribes or asks us to delete it',
          then: `Erased ${UNSUBSCRIBED_KEEP_DAYS} days after the unsubscribe; only a hash of the address stays, so we never write to it again.`,
        },
        {
          data: 'A contact message and the emails about it',
          kept: `${months} ${months === 1 ? 'month' : 'months'} after it arrived`,
          then: 'Erased.',
        },
        {
          data: 'The record of a sent email',
          kept: `${months} ${months === 1 ? 'month' : 'months'} after it was written`,
          then: 'Erased; emails still waiting to be sent stay until they are sent.',
        },
      ]
}
