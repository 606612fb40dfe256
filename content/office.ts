import { EMAILS } from './emails'
import { inEveryLanguage } from './language'

/**
 * What a family reads when staff change its place by hand: moved to another cohort, seated,
 * put on the waitlist, or cancelled. The email says where the registration stands when it is
 * sent, so a second change before it leaves is never contradicted.
 */
export const OFFICE_EMAILS = inEveryLanguage(
  {
    subject: 'Your registration has changed',
    // A parent or the participant may read it: it greets the reader, and names the participant below.
    greeting: 'Hello,',
    moved: (participant: string, start: string) => `Our staff moved ${participant} to the cohort starting ${start}.`,
    seated: (participant: string, start: string) =>
      `${participant} has a seat in the cohort starting ${start}. Your registration page shows what is left to pay.`,
    waitlisted: (participant: string, start: string, place: number) =>
      `${participant} is on the waitlist of the cohort starting ${start}, number ${place} in line. If a seat frees up, we will email you a link to claim it.`,
    cancelled: (participant: string, start: string) =>
      `Our staff cancelled ${participant}'s registration for the cohort starting ${start}. Any refund due goes back to the card that paid.`,
    questions: 'Questions? Reply to this email.',
    signature: EMAILS.en.signature,
  },
  {
    subject: 'Tu inscripción ha cambiado',
    greeting: 'Hola:',
    moved: (participant: string, start: string) =>
      `Nuestro equipo pasó a ${participant} a la cohorte que empieza el ${start}.`,
    seated: (participant: string, start: string) =>
      `${participant} tiene un lugar en la cohorte que empieza el ${start}. Tu página de inscripción muestra lo que queda por pagar.`,
    waitlisted: (participant: string, start: string, place: number) =>
      `${participant} está en la lista de espera de la cohorte que empieza el ${start}, en el lugar ${place}. Si se libera un lugar, te enviaremos un enlace para reclamarlo.`,
    cancelled: (participant: string, start: string) =>
      `Nuestro equipo canceló la inscripción de ${participant} en la cohorte que empieza el ${start}. Cualquier reembolso se devuelve a la tarjeta que pagó.`,
    questions: '¿Preguntas? Responde a este correo.',
    signature: EMAILS.es.signature,
  },
)
