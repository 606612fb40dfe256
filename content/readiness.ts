import { inEveryLanguage } from './language'

/** "Ready for the day" on the family page: what is still missing before the first session, each with its link. */
export const READINESS = inEveryLanguage(
  {
    heading: 'Ready for the first day',
    ready: 'Everything we need before the first session is here. Thank you.',
    missing: 'Before the first session, please complete:',
    parts: {
      health: 'the health and safety record',
      consent: 'the consents to take part and to emergency medical treatment',
      release: 'who may take the participant home after each session',
    },
    emailMissing: (firstName: string) =>
      `Before the first session, please complete on ${firstName}'s registration page (each link opens its part):`,
  },
  {
    heading: 'Listo para el primer día',
    ready: 'Tenemos todo lo necesario antes de la primera sesión. Gracias.',
    missing: 'Antes de la primera sesión, completa por favor:',
    parts: {
      health: 'el registro de salud y seguridad',
      consent: 'los consentimientos de participación y de atención médica de emergencia',
      release: 'quién puede llevarse al participante a casa después de cada sesión',
    },
    emailMissing: (firstName: string) =>
      `Antes de la primera sesión, completa en la página de inscripción de ${firstName} (cada enlace abre su parte):`,
  },
)

/** The console's words for readiness (staff read English). */
export const READINESS_STAFF = {
  column: 'Ready for the day',
  ready: 'Ready',
  missing: (parts: string) => `Missing: ${parts}`,
  parts: { health: 'health', consent: 'consent', release: 'pick-up' },
  summary: (notReady: number, holding: number) => `${notReady} of ${holding} holding a seat not ready for the day`,
} as const
