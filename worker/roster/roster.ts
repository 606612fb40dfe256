import { and, eq, ne, sql } from 'drizzle-orm'
import { REQUIRED_CONSENTS } from '../../contract/consents'
import {
  ROSTER_STATUS_ORDER,
  type Roster,
  type RosterConsent,
  type RosterPayment,
  type RosterRow,
} from '../../contract/admin'
import { assistanceRequests, attendance, cohorts, payments, registrations } from '../base/db/schema'
import { consentStatesOfCohort, missingFrom, NO_CONSENTS, type ConsentState } from '../consents/state'
import type { Database } from '../base/env'
import { missingParts, readinessColumns } from '../readiness/readiness'
import { waitlistPlace } from '../seats/waitlist-place'

/** How a bill stands, from its paid payment and its assistance request (the pricing module decides amounts, not this). */
function paymentOf(paid: boolean, assistance: { status: string; amountCents: number | null } | null): RosterPayment {
  if (paid) return 'paid'
  if (assistance?.status === 'granted') return assistance.amountCents === 0 ? 'waived' : 'assistance-granted'
  if (assistance?.status === 'open') return 'assistance-requested'
  return 'unpaid'
}

/** The required consents from the records: one missing, one on an older text, or both given. */
function consentOf(state: ConsentState): RosterConsent {
  if (missingFrom(state).length > 0) return 'missing'
  return REQUIRED_CONSENTS.some((kind) => state[kind].status === 'outdated') ? 'outdated' : 'given'
}

/**
 * A cohort's roster: everyone registered for it but interest (seated, offered, waitlisted, and
 * those whose place ended), with their bill, consent and attendance. Four reads, whatever the size.
 */
export async function rosterOf(db: Database, cohortId: string, today: string): Promise<Roster | null> {
  const cohort = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).get()
  if (!cohort) return null
  const people = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      age: registrations.age,
      status: registrations.status,
      waitlistPlace,
      paid: sql<number>`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.registrationId} = ${registrations.id} AND ${payments.status} = 'paid')`,
      assistanceStatus: assistanceRequests.status,
      assistanceCents: assistanceRequests.amountCents,
      ...readinessColumns(),
    })
    .from(registrations)
    .leftJoin(assistanceRequests, eq(assistanceRequests.registrationId, registrations.id))
    .where(and(eq(registrations.cohortId, cohortId), ne(registrations.status, 'interest')))
  // Joined on the cohort, not bound id by id: D1 binds at most 100 parameters in a statement.
  const marks = await db
    .select({ id: attendance.registrationId, day: attendance.sessionDate, present: attendance.present })
    .from(attendance)
    .innerJoin(registrations, eq(registrations.id, attendance.registrationId))
    .where(and(eq(registrations.cohortId, cohortId), ne(registrations.status, 'interest')))
  const consents = await consentStatesOfCohort(db, cohortId)
  const attendanceOf = new Map<string, Record<string, boolean>>()
  for (const mark of marks) attendanceOf.set(mark.id, { ...attendanceOf.get(mark.id), [mark.day]: mark.present })
  const participants = people.map((person): RosterRow => ({
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    age: person.age,
    status: person.status,
    waitlistPlace: person.waitlistPlace,
    payment: paymentOf(
      Boolean(person.paid),
      person.assistanceStatus ? { status: person.assistanceStatus, amountCents: person.assistanceCents } : null,
    ),
    consent: consentOf(consents.get(person.id) ?? NO_CONSENTS),
    noPhotos:
      (consents.get(person.id) ?? NO_CONSENTS).media.status !== 'given' &&
      (consents.get(person.id) ?? NO_CONSENTS).media.status !== 'outdated',
    notReady: missingParts(person),
    attendance: attendanceOf.get(person.id) ?? {},
  }))
  participants.sort(byStatusThenName)
  return {
    cohortId,
    startDate: cohort.startDate,
    sessionDates: cohort.sessionDates,
    capacity: cohort.capacity,
    today,
    participants,
  }
}

/** Status in ROSTER_STATUS_ORDER, then the waitlist's order, then last and first name. */
function byStatusThenName(a: RosterRow, b: RosterRow) {
  const rank = (row: RosterRow) => ROSTER_STATUS_ORDER.indexOf(row.status)
  return (
    rank(a) - rank(b) ||
    (a.waitlistPlace ?? 0) - (b.waitlistPlace ?? 0) ||
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName)
  )
}

/** The roster as CSV rows: the same facts, one column per session day ("present", "absent" or empty). */
export function rosterCsvRows(roster: Roster) {
  return roster.participants.map((row) => ({
    first_name: row.firstName,
    last_name: row.lastName,
    age: row.age,
    status: row.status,
    waitlist_number: row.waitlistPlace,
    payment: row.payment,
    consent: row.consent,
    no_photos: row.noPhotos ? 'yes' : '',
    ...Object.fromEntries(
      roster.sessionDates.map((day) => [
        `attended_${day}`,
        row.attendance[day] === undefined ? '' : row.attendance[day] ? 'present' : 'absent',
      ]),
    ),
  }))
}

/** The CSV's columns, present even for a roster with nobody on it. */
export const rosterCsvColumns = (roster: Roster) => [
  'first_name',
  'last_name',
  'age',
  'status',
  'waitlist_number',
  'payment',
  'consent',
  'no_photos',
  ...roster.sessionDates.map((day) => `attended_${day}`),
]
