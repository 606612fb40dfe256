import ical from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import type { Cohort } from '../../contract/cohorts'
import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { CALENDAR } from '../../content/calendar'
import type { Language } from '../../content/language'

/** The VTIMEZONE block of a zone, from the IANA rules the library ships; null for a name it does not know. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)
  return Array.isArray(block) ? (block[0] ?? null) : null
}

/** An instant as RFC 5545 writes UTC: `20270102T030405Z`. */
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, '')

/**
 * A cohort's four sessions as an iCalendar file (RFC 5545), in the bootcamp's time zone with its
 * VTIMEZONE, so a family's calendar shows 10:00 in Columbus whatever zone the phone is in.
 * Each session's UID is made from the cohort and the session's number: a second download updates
 * the events instead of adding copies, and a date staff move shows as a change.
 *
 * Times are given as the local wall clock (`2027-03-06T10:00:00`), not as a Date: given a Date,
 * ical-generator writes its UTC hours under the TZID (shared/STACK.md).
 */
export function cohortCalendar(
  cohort: Pick<Cohort, 'id' | 'sessionDates' | 'sessionStart' | 'sessionEnd' | 'place'>,
  language: Language,
  site: string,
  now: Date,
): string {
  const copy = CALENDAR[language]
  const calendar = ical({
    name: copy.name,
    prodId: { company: 'VITAL', product: 'bootcamp', language: language.toUpperCase() },
    timezone: { name: BOOTCAMP_TIME_ZONE, generator: vtimezone },
  })
  cohort.sessionDates.forEach((day, index) =>
    calendar.createEvent({
      id: `${cohort.id}-session-${index + 1}@vital-bootcamp`,
      start: `${day}T${cohort.sessionStart}:00`,
      end: `${day}T${cohort.sessionEnd}:00`,
      timezone: BOOTCAMP_TIME_ZONE,
      stamp: now,
      summary: copy.session(index + 1, cohort.sessionDates.length),
      description: copy.description(site),
      location: cohort.place,
      url: site,
    }),
  )
  // DTSTAMP must be UTC (RFC 5545 3.8.7.2), but with a calendar time zone ical-generator writes
  // it as a local time without its Z: written here from the same instant.
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, () => `DTSTAMP:${utcStamp(now)}`)
}
