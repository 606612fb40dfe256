import type { CohortSlot, CohortTexts, PublicCohort } from '../contract/cohorts'
import { BRAND } from './brand'
import { FORMS } from './forms'
import { formatsFor } from './format'
import { inEveryLanguage, type Language } from './language'
import { PRICING } from './pricing'
import { SCHEDULE } from './schedule'

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
    comingSoonEmail:
      'When registration opens, we will email you first, with a link to take a seat before anyone else can.',
    perSession: 'per session',
    allSessions: 'all 4 sessions',
    earlyBird: (deadline: string, saving: string) => `Register by ${deadline} and save ${saving}`,
    /** The early bird is the Complete Bootcamp's alone (worker/payments/pricing.ts): the page and the emails say so. */
    completeOnly: 'on the Complete Bootcamp',
    group: (minimum: number, percent: string) => `${minimum} or more friends registering together get ${percent} off`,
    and: 'and',
    location: (place: string, inPerson: boolean, virtual: boolean) =>
      `Location: ${inPerson ? place : 'Online'}${inPerson && virtual ? ' (in person) and online' : ''}`,
    days: (from: string, to: string) => `Saturdays ${from}-${to}`,
    /** "$100+" while the per-session price is a range (the spec's), the exact amount for one price. */
    saving: (amount: string, atLeast: boolean) => `Save ${amount}${atLeast ? '+' : ''} vs. individual sessions`,
    startsOn: (date: string) => `Starts ${date}`,
    /** A cohort's seats as the page shows them, current within a minute. */
    seats: (left: number) => (left === 0 ? 'Full: join the waitlist' : `${left} ${left === 1 ? 'seat' : 'seats'} left`),
    /**
     * While the families who registered interest take its seats first (worker/interest/); newcomers
     * join the waitlist. As short as "Full": the form's reserved height holds one line for it.
     */
    headStart: 'Waitlist: families in line go first',
    /** Where the page says sessions meet while no cohort names a place of its own. */
    region: BRAND.region,
    venueDetail: (place: string, inPerson: boolean, virtual: boolean) =>
      !inPerson ? 'Online' : virtual ? `${place}, with in-person and virtual options` : `${place}, in person`,
  },
  {
    nextCohort: (date: string) => `La próxima cohorte empieza el ${date}`,
    yourCohort: (date: string) => `Tu cohorte empieza el ${date}`,
    sessions: (days: string) => `Sesiones: ${days}`,
    hours: (from: string, to: string) => `Sábados de ${from} a ${to}, sesiones intensivas de 4 horas`,
    comingSoon: 'Pronto anunciaremos las fechas de la próxima cohorte',
    comingSoonEmail:
      'Cuando abra la inscripción, te escribiremos primero, con un enlace para tomar un lugar antes que nadie.',
    perSession: 'por sesión',
    allSessions: 'las 4 sesiones',
    earlyBird: (deadline: string, saving: string) => `Inscríbete antes del ${deadline} y ahorra ${saving}`,
    completeOnly: 'en el Bootcamp completo',
    group: (minimum: number, percent: string) =>
      `${minimum} o más amigos que se inscriben juntos reciben un ${percent} de descuento`,
    and: 'y',
    location: (place: string, inPerson: boolean, virtual: boolean) =>
      `Ubicación: ${inPerson ? place : 'En línea'}${inPerson && virtual ? ' (presencial) y en línea' : ''}`,
    days: (from: string, to: string) => `Sábados de ${from} a ${to}`,
    saving: (amount: string, atLeast: boolean) =>
      `Ahorra ${atLeast ? 'más de ' : ''}${amount} frente a las sesiones sueltas`,
    startsOn: (date: string) => `Empieza el ${date}`,
    seats: (left: number) =>
      left === 0 ? 'Completo: únete a la lista de espera' : left === 1 ? 'Queda 1 lugar' : `Quedan ${left} lugares`,
    headStart: 'Lista de espera: la fila va primero',
    region: 'Área de Columbus, Ohio',
    venueDetail: (place: string, inPerson: boolean, virtual: boolean) =>
      !inPerson ? 'En línea' : virtual ? `${place}, con opciones presenciales y virtuales` : `${place}, presencial`,
  },
)

/** "10AM" / "2PM" in English, as the spec writes the hours; "10 a.m." in Spanish. */
function clock(time: string, language: Language) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
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
  const price = sessionPrice(language, cohort)
  return {
    start: format.date(cohort.startDate),
    sessions: copy.sessions(`${days.slice(0, -1).join(', ')} ${copy.and} ${days.at(-1)}`),
    hours: copy.hours(clock(cohort.sessionStart, language), clock(cohort.sessionEnd, language)),
    location: copy.location(cohort.place, cohort.formats.includes('in-person'), cohort.formats.includes('virtual')),
    prices: [
      `${perSession!.name}: ${price} ${copy.perSession}`,
      `${complete!.name}: ${format.price(cohort.prices.complete)} ${copy.allSessions}`,
    ],
    offers: [
      ...(cohort.earlyBird
        ? [`${earlyBird!.title}: ${earlyBirdOffer(language, cohort.earlyBird)} ${copy.completeOnly}`]
        : []),
      ...(cohort.group.percent > 0 ? [`${group!.title}: ${groupOffer(language, cohort.group)}`] : []),
      `${assistance!.title}: ${assistance!.detail}`,
    ],
  }
}

/** A cohort's seats as the page shows them: during the head start of the families in line, that they come first. */
const seatsText = (language: Language, cohort: PublicCohort) =>
  cohort.headStartUntil ? COHORT_COPY[language].headStart : COHORT_COPY[language].seats(cohort.seatsLeft)

/** "$50-75" for a range, "$60" for one price. */
function sessionPrice(language: Language, cohort: PublicCohort) {
  const format = formatsFor(language)
  return cohort.prices.sessionMax !== null
    ? format.priceRange(cohort.prices.session, cohort.prices.sessionMax)
    : format.price(cohort.prices.session)
}

const earlyBirdOffer = (language: Language, offer: NonNullable<PublicCohort['earlyBird']>) =>
  COHORT_COPY[language].earlyBird(
    formatsFor(language).dayOfMonth(offer.deadline),
    formatsFor(language).price(offer.saving),
  )

const groupOffer = (language: Language, group: PublicCohort['group']) =>
  COHORT_COPY[language].group(group.minimum, formatsFor(language).percent(group.percent / 100))

/** What four sessions at the top per-session price cost beyond the bundle ("Save $100+"); nothing when the bundle saves nothing. */
function bundleSaving(cohort: PublicCohort) {
  const saving =
    (cohort.prices.sessionMax ?? cohort.prices.session) * cohort.sessionDates.length - cohort.prices.complete
  return saving > 0 ? saving : null
}

/**
 * The place the page names: the one staff typed on the next cohort, or the region while it meets
 * at the default venue (the spec's words) or none is ahead.
 */
const venueOf = (language: Language, next: PublicCohort | undefined) =>
  next && next.place !== BRAND.venue ? next.place : COHORT_COPY[language].region

/**
 * Every text the page, the elements and the form show about the cohorts ahead (soonest first; the
 * first is "next"), in `language`; with none ahead, the honest state: no date, no price,
 * no offer: "coming soon". The build writes `cohortTexts(language, [])`; the worker writes the rows' texts into
 * `/` and `/es` and answers them to elements on partner pages.
 */
export function cohortTexts(language: Language, ahead: PublicCohort[]): CohortTexts {
  const copy = COHORT_COPY[language]
  const format = formatsFor(language)
  const sessions = FORMS[language].registration.sessions
  const [next] = ahead
  const priced = (label: string, price: string | undefined) => (price ? `${label} (${price})` : label)
  const saving = next ? bundleSaving(next) : null
  const slots: Record<CohortSlot, string | null> = {
    next: next ? copy.nextCohort(format.date(next.startDate)) : copy.comingSoon,
    hours: next
      ? copy.days(clock(next.sessionStart, language), clock(next.sessionEnd, language))
      : SCHEDULE[language].facts[1].title,
    'price-individual': next ? sessionPrice(language, next) : null,
    'price-complete': next ? format.price(next.prices.complete) : null,
    saving: saving ? copy.saving(format.price(saving), next!.prices.sessionMax !== null) : null,
    'early-bird': next?.earlyBird ? `${earlyBirdOffer(language, next.earlyBird)} ${copy.completeOnly}` : null,
    group: next && next.group.percent > 0 ? groupOffer(language, next.group) : null,
    'session-individual': priced(sessions.individual, next && sessionPrice(language, next)),
    'session-complete': priced(sessions.complete, next && format.price(next.prices.complete)),
    seats: next ? seatsText(language, next) : null,
    venue: venueOf(language, next),
    'venue-detail': next
      ? copy.venueDetail(venueOf(language, next), next.formats.includes('in-person'), next.formats.includes('virtual'))
      : SCHEDULE[language].facts[2].detail,
    // Only an address with a group's link has these (worker/registration/group-link.ts).
    'group-link': null,
    'group-joined': null,
  }
  return {
    language,
    slots,
    choices: ahead.map((cohort) => ({
      id: cohort.id,
      label: copy.startsOn(format.date(cohort.startDate)),
      seats: seatsText(language, cohort),
    })),
  }
}
