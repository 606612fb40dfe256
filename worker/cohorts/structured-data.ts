import type { PublicCohort } from '../../contract/cohorts'
import { AGE_RANGE, BRAND } from '../../content/brand'
import type { Language } from '../../content/language'
import { PRICING } from '../../content/pricing'
import { SITE } from '../../content/site'
import { zoneOffsetMs } from '../base/clock'

/** `2025-02-15` at `10:00` in New York, as ISO 8601 with that day's offset (`2025-02-15T10:00:00-05:00`). */
function zonedDateTime(day: string, time: string) {
  const minutes = Math.round(zoneOffsetMs(new Date(`${day}T${time}:00Z`)) / 60_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day}T${time}:00${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`
}

/**
 * The next cohort as schema.org structured data (an `EducationEvent`), for search engines: the
 * same row as the visible text, so the two cannot disagree. `origin` makes the addresses absolute.
 */
export function educationEvent(cohort: PublicCohort, language: Language, origin: string) {
  const url = new URL(SITE[language].path, origin).href
  const inPerson = cohort.formats.includes('in-person')
  const virtual = cohort.formats.includes('virtual')
  const [perSession, bundle] = PRICING[language].plans
  const [earlyBird] = PRICING[language].offers
  // Each offer named: the early bird is the Complete Bootcamp's alone (pricing.ts), never a session's.
  const price = (name: string, amount: number, validThrough?: string) => ({
    '@type': 'Offer',
    name,
    price: amount.toFixed(2),
    priceCurrency: cohort.prices.currency,
    availability: cohort.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    url,
    ...(validThrough ? { validThrough } : {}),
  })
  const complete = cohort.earlyBird
    ? price(
        `${bundle!.name} (${earlyBird!.title})`,
        cohort.prices.complete - cohort.earlyBird.saving,
        zonedDateTime(cohort.earlyBird.deadline, '23:59'),
      )
    : null
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: BRAND.fullName,
    description: SITE[language].description,
    inLanguage: language,
    startDate: zonedDateTime(cohort.startDate, cohort.sessionStart),
    endDate: zonedDateTime(cohort.endDate, cohort.sessionEnd),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      inPerson && virtual
        ? 'https://schema.org/MixedEventAttendanceMode'
        : inPerson
          ? 'https://schema.org/OfflineEventAttendanceMode'
          : 'https://schema.org/OnlineEventAttendanceMode',
    location: [
      ...(inPerson ? [{ '@type': 'Place', name: cohort.place, address: cohort.place }] : []),
      ...(virtual ? [{ '@type': 'VirtualLocation', url }] : []),
    ],
    organizer: { '@type': 'Organization', name: BRAND.fullName, url: new URL('/', origin).href, email: BRAND.email },
    typicalAgeRange: AGE_RANGE,
    remainingAttendeeCapacity: cohort.seatsLeft,
    // The bundle at its price (and, while the early bird lasts, at the early-bird price until its deadline), then one session.
    offers: [
      ...(complete ? [complete] : []),
      price(bundle!.name, cohort.prices.complete),
      price(perSession!.name, cohort.prices.session),
    ],
  }
}
