import type { PublicCohort } from '../contract/cohorts'
import { formatsFor } from './format'
import { inEveryLanguage, type Language } from './language'
import { PRICING } from './pricing'

/**
 * The words around a cohort's facts, in each language: what the emails (and, next, the page)
 * say about the next cohort, or the honest state while none is ahead. The facts themselves
 * (dates, prices, offers) come from the cohort's row, never from a constant.
 */
export const COHORT_COPY = inEveryLanguage(
  {
    nextCohort: (date: string) => `Next cohort starts ${date}`,
    yourCohort: (date: string) => `Your cohort starts ${date}`,
    sessions: (days: string) => `Sessions on ${days}`,
    hours: (from: string, to: string) => `Saturdays ${from}-${to}, 4-hour intensive sessions`,
    comingSoon: 'Dates for the next cohort are coming soon',
    comingSoonEmail: 'We will email you the dates as soon as they are set, before anyone else hears.',
    perSession: 'per session',
    allSessions: 'all 4 sessions',
    earlyBird: (deadline: string, saving: string) => `Register by ${deadline} and save ${saving}`,
    group: (minimum: number, percent: string) => `${minimum} or more friends registering together get ${percent} off`,
    and: 'and',
    location: (place: string, inPerson: boolean, virtual: boolean) => `Location: ${inPerson ? place : 'Online'}${inPerson && virtual ? ' (in person) and online' : ''}`,
  },
  {
    nextCohort: (date: string) => `El próximo grupo empieza el ${date}`,
    yourCohort: (date: string) => `Tu grupo empieza el ${date}`,
    sessions: (days: string) => `Sesiones: ${days}`,
    hours: (from: string, to: string) => `Sábados de ${from} a ${to}, sesiones intensivas de 4 horas`,
    comingSoon: 'Pronto anunciaremos las fechas del próximo grupo',
    comingSoonEmail: 'Te enviaremos las fechas por correo en cuanto estén listas, antes que a nadie.',
    perSession: 'por sesión',
    allSessions: 'las 4 sesiones',
    earlyBird: (deadline: string, saving: string) => `Inscríbete antes del ${deadline} y ahorra ${saving}`,
    group: (minimum: number, percent: string) => `${minimum} o más amigos que se inscriben juntos reciben un ${percent} de descuento`,
    and: 'y',
    location: (place: string, inPerson: boolean, virtual: boolean) => `Ubicación: ${inPerson ? place : 'En línea'}${inPerson && virtual ? ' (presencial) y en línea' : ''}`,
  },
)

/** "10AM" / "2PM" in English, as the spec writes the hours; "10 a.m." in Spanish. */
function clock(time: string, language: Language) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  const shown = minutes ? `${twelve}:${String(minutes).padStart(2, '0')}` : String(twelve)
  return language === 'en' ? `${shown}${hours < 12 ? 'AM' : 'PM'}` : `${shown} ${hours < 12 ? 'a.m.' : 'p.m.'}`
}

/** The lines a cohort's facts make in `language`: when, prices and offers, each a sentence. */
export function cohortLines(language: Language, cohort: PublicCohort) {
  const copy = COHORT_COPY[language]
  const format = formatsFor(language)
  const [perSession, complete] = PRICING[language].plans
  const [earlyBird, group, assistance] = PRICING[language].offers
  const days = cohort.sessionDates.map((day) => format.dayOfMonth(day))
  const price = cohort.prices.sessionMax !== null ? format.priceRange(cohort.prices.session, cohort.prices.sessionMax) : format.price(cohort.prices.session)
  return {
    start: format.date(cohort.startDate),
    sessions: copy.sessions(`${days.slice(0, -1).join(', ')} ${copy.and} ${days.at(-1)}`),
    hours: copy.hours(clock(cohort.sessionStart, language), clock(cohort.sessionEnd, language)),
    location: copy.location(cohort.place, cohort.formats.includes('in-person'), cohort.formats.includes('virtual')),
    prices: [`${perSession!.name}: ${price} ${copy.perSession}`, `${complete!.name}: ${format.price(cohort.prices.complete)} ${copy.allSessions}`],
    offers: [
      ...(cohort.earlyBird ? [`${earlyBird!.title}: ${copy.earlyBird(format.dayOfMonth(cohort.earlyBird.deadline), format.price(cohort.earlyBird.saving))}`] : []),
      ...(cohort.group.percent > 0 ? [`${group!.title}: ${copy.group(cohort.group.minimum, format.percent(cohort.group.percent / 100))}`] : []),
      `${assistance!.title}: ${assistance!.detail}`,
    ],
  }
}
