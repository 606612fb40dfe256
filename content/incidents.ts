import type { FamilyTold, IncidentKind } from '../contract/incidents'
import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * The email that tells a family of an incident the day staff record it, in the family's
 * language: what happened, what was done, and whom to call. It never carries who else was
 * involved nor who recorded it (worker/incidents/email.ts).
 */
export const INCIDENT_EMAIL = inEveryLanguage(
  {
    /** `day` when it is told on a later day than it happened; null on the day itself. */
    subject: (firstName: string, day: string | null) =>
      day
        ? `${firstName}: something happened at the bootcamp on ${day}`
        : `${firstName}: something happened at the bootcamp today`,
    hello: 'Hello,',
    intro: (firstName: string, kind: string, date: string, time: string, place: string) =>
      `We are writing to tell you about ${kind} involving ${firstName} on ${date} at ${time}, at ${place}.`,
    kinds: {
      injury: 'an injury',
      illness: 'an illness',
      behaviour: 'an incident of behaviour',
      other: 'an incident',
    } satisfies Record<IncidentKind, string>,
    whatHappened: 'What happened',
    actionTaken: 'What we did',
    told: {
      phone: (time: string) => `At ${time} we spoke with you by phone.`,
      'in-person': (time: string) => `At ${time} we told you in person.`,
      'not-yet': () => 'We could not reach you by phone yet, so we are writing.',
    } satisfies Record<FamilyTold, (time: string) => string>,
    call: `If you have a question, or want to talk about it, call us at ${BRAND.phone} or reply to this email.`,
    signature: `The ${BRAND.fullName} team`,
  },
  {
    subject: (firstName, day) =>
      day ? `${firstName}: algo pasó en el bootcamp el ${day}` : `${firstName}: algo pasó hoy en el bootcamp`,
    hello: 'Hola:',
    intro: (firstName, kind, date, time, place) =>
      `Te escribimos para informarte de ${kind} de ${firstName} el ${date} a las ${time}, en ${place}.`,
    kinds: {
      injury: 'una lesión',
      illness: 'un malestar o enfermedad',
      behaviour: 'un incidente de conducta',
      other: 'un incidente',
    },
    whatHappened: 'Qué pasó',
    actionTaken: 'Qué hicimos',
    told: {
      phone: (time) => `A las ${time} hablamos contigo por teléfono.`,
      'in-person': (time) => `A las ${time} te lo contamos en persona.`,
      'not-yet': () => 'Todavía no pudimos comunicarnos contigo por teléfono, así que te escribimos.',
    },
    call: `Si tienes una pregunta o quieres hablar de ello, llámanos al ${BRAND.phone} o responde a este correo.`,
    signature: `El equipo del ${BRAND.fullName}`,
  },
)
