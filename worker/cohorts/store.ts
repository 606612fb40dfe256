import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import {
  COHORT_DEFAULTS,
  lastSessionDay,
  sessionDatesFrom,
  type Cohort,
  type CohortCreate,
  type CohortFields,
  type CohortMoney,
  type CohortPatch,
  type PublicCohort,
} from '../../contract/cohorts'
import { isKeyOf } from '../../contract/records'
import { BRAND } from '../../content/brand'
import { inList } from '../base/db/id-list'
import { cohorts, registrations } from '../base/db/schema'
import { SEAT_HOLDING } from '../seats/rules'
import type { Database } from '../base/env'

type CohortRow = typeof cohorts.$inferSelect
type CohortColumns = typeof cohorts.$inferInsert

const cents = (dollars: number) => Math.round(dollars * 100)
const dollars = (amount: number) => amount / 100
const maybeDollars = (amount: number | null) => (amount === null ? null : dollars(amount))

/**
 * The fields the API speaks in whole dollars and the columns that keep them in cents. Every
 * other field is stored under its own name and type (worker/contract-check.ts holds both to it).
 */
export const CENTS_COLUMNS = {
  sessionPrice: 'sessionPriceCents',
  sessionPriceMax: 'sessionPriceMaxCents',
  completePrice: 'completePriceCents',
  earlyBirdSaving: 'earlyBirdSavingCents',
} as const satisfies Partial<Record<keyof CohortFields, keyof CohortColumns>>

/** A cohort's seats as counted: held (seated or offered), of which offered, and the waitlist. */
interface SeatCounts {
  taken: number
  offered: number
  waitlisted: number
}
const NO_SEATS_COUNTED: SeatCounts = { taken: 0, offered: 0, waitlisted: 0 }

/** The seat counts of each cohort in `ids`, in one grouped read (the status index covers it). */
async function seatCounts(db: Database, ids: string[]): Promise<Map<string, SeatCounts>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ cohortId: registrations.cohortId, status: registrations.status, n: count() })
    .from(registrations)
    .where(and(inList(registrations.cohortId, ids), inArray(registrations.status, [...SEAT_HOLDING, 'waitlisted'])))
    .groupBy(registrations.cohortId, registrations.status)
  const counts = new Map<string, SeatCounts>()
  for (const { cohortId, status, n } of rows) {
    const cohort = counts.get(cohortId!) ?? { ...NO_SEATS_COUNTED }
    if (status === 'waitlisted') cohort.waitlisted += n
    else cohort.taken += n
    if (status === 'offered') cohort.offered += n
    counts.set(cohortId!, cohort)
  }
  return counts
}

/** A stored cohort as staff see it: whole dollars, and the seats it has given. */
function toCohort(row: CohortRow, seats: SeatCounts = NO_SEATS_COUNTED): Cohort {
  const {
    sessionPriceCents,
    sessionPriceMaxCents,
    completePriceCents,
    earlyBirdSavingCents,
    archivedAt,
    ...sameNamed
  } = row
  return {
    ...sameNamed,
    sessionPrice: dollars(sessionPriceCents),
    sessionPriceMax: maybeDollars(sessionPriceMaxCents),
    completePrice: dollars(completePriceCents),
    earlyBirdSaving: maybeDollars(earlyBirdSavingCents),
    archived: archivedAt !== null,
    seatsTaken: seats.taken,
    seatsOffered: seats.offered,
    waitlisted: seats.waitlisted,
  }
}

/**
 * What the page may show on `today`: the early bird only through its deadline day, seats left
 * never below zero, and, given the instant `now`, the head start of the families in line while it lasts.
 */
export function toPublic(cohort: Cohort, today: string, now?: Date): PublicCohort {
  const headStart =
    now && cohort.headStartUntil && cohort.headStartUntil > now.toISOString() ? cohort.headStartUntil : null
  return {
    headStartUntil: headStart,
    id: cohort.id,
    startDate: cohort.startDate,
    endDate: lastSessionDay(cohort),
    sessionDates: cohort.sessionDates,
    sessionStart: cohort.sessionStart,
    sessionEnd: cohort.sessionEnd,
    place: cohort.place,
    formats: cohort.formats,
    prices: {
      session: cohort.sessionPrice,
      sessionMax: cohort.sessionPriceMax,
      complete: cohort.completePrice,
      currency: 'USD',
    },
    earlyBird:
      cohort.earlyBirdDeadline !== null && cohort.earlyBirdSaving !== null && today <= cohort.earlyBirdDeadline
        ? { deadline: cohort.earlyBirdDeadline, saving: cohort.earlyBirdSaving }
        : null,
    group: { minimum: cohort.groupMinimum, percent: cohort.groupPercent },
    refundDays: cohort.refundDays,
    seatsLeft: cohort.waitlisted > 0 ? 0 : Math.max(0, cohort.capacity - cohort.seatsTaken),
  }
}

/** Open, unarchived and starting after `today`: what "ahead" means; soonest first, the first is "next". */
const isAhead = (today: string) => and(eq(cohorts.open, true), isNull(cohorts.archivedAt), gt(cohorts.startDate, today))
const soonestFirst = [asc(cohorts.startDate), asc(cohorts.createdAt)]

/** Every cohort ahead of `today`, with its seats taken. */
export async function cohortsAhead(db: Database, today: string): Promise<Cohort[]> {
  const rows = await db
    .select()
    .from(cohorts)
    .where(isAhead(today))
    .orderBy(...soonestFirst)
  const seats = await seatCounts(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toCohort(row, seats.get(row.id)))
}

/** Only the ids of the cohorts ahead, soonest first: what a registration needs, in one small query. */
export async function cohortIdsAhead(db: Database, today: string): Promise<string[]> {
  return (
    await db
      .select({ id: cohorts.id })
      .from(cohorts)
      .where(isAhead(today))
      .orderBy(...soonestFirst)
  ).map((row) => row.id)
}

/** Every cohort for staff, newest start first, with its books. */
export async function allCohorts(db: Database): Promise<Cohort[]> {
  const rows = await db.select().from(cohorts).orderBy(desc(cohorts.startDate))
  const seats = await seatCounts(
    db,
    rows.map((row) => row.id),
  )
  const money = await moneyOf(db)
  return rows.map((row) => ({
    ...toCohort(row, seats.get(row.id)),
    money: money.get(row.id) ?? { paidCents: 0, refundedCents: 0, paid: 0, unpaidSeated: 0, openAssistance: 0 },
  }))
}

/**
 * Each cohort's books in one grouped read over its registrations. The subqueries name
 * `registrations.id` in full: drizzle writes a lone table's columns unqualified, and inside a
 * subquery over payments a bare "id" would be the payment's.
 */
async function moneyOf(db: Database): Promise<Map<string, CohortMoney>> {
  const paidIn = sql`(SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE registration_id = registrations.id AND status IN ('paid', 'refunded'))`
  const rows = await db
    .select({
      cohortId: registrations.cohortId,
      paidCents: sql<number>`coalesce(sum(${paidIn}), 0)`,
      refundedCents: sql<number>`coalesce(sum((SELECT coalesce(sum(refunded_cents), 0) FROM payments WHERE registration_id = registrations.id)), 0)`,
      paid: sql<number>`sum(EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'paid'))`,
      unpaidSeated: sql<number>`sum(registrations.status = 'seated' AND NOT EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'paid') AND NOT EXISTS (SELECT 1 FROM assistance_requests WHERE registration_id = registrations.id AND status = 'granted' AND amount_cents = 0))`,
      openAssistance: sql<number>`sum(EXISTS (SELECT 1 FROM assistance_requests WHERE registration_id = registrations.id AND status = 'open'))`,
    })
    .from(registrations)
    .where(sql`${registrations.cohortId} IS NOT NULL`)
    .groupBy(registrations.cohortId)
  return new Map(rows.map(({ cohortId, ...money }) => [cohortId!, money]))
}

export async function findCohort(db: Database, id: string): Promise<Cohort | null> {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id))
  if (!row) return null
  return toCohort(row, (await seatCounts(db, [id])).get(id))
}

/**
 * The columns of the fields given (those left out are not touched): dollars in cents, and a new
 * start moves the four weekly sessions with it.
 */
function columnsOf(fields: Omit<CohortPatch, 'archived'>): Partial<CohortColumns> {
  const set: Partial<CohortColumns> = {}
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if (isKeyOf(CENTS_COLUMNS, field))
      Object.assign(set, { [CENTS_COLUMNS[field]]: typeof value === 'number' ? cents(value) : null })
    else Object.assign(set, { [field]: value })
  }
  if (fields.startDate !== undefined) set.sessionDates = sessionDatesFrom(fields.startDate)
  return set
}

/** The row for a new cohort: the spec's programme and place for every field not given. */
export function newCohortRow(input: CohortCreate): CohortColumns {
  return {
    place: BRAND.venue,
    ...COHORT_DEFAULTS,
    ...columnsOf(input),
    startDate: input.startDate,
    sessionDates: sessionDatesFrom(input.startDate),
    capacity: input.capacity,
    sessionPriceCents: cents(input.sessionPrice),
    completePriceCents: cents(input.completePrice),
  }
}

/** The columns a change sets (only those given); archiving stamps the time. */
export function patchColumns({ archived, ...fields }: CohortPatch, now: string): Partial<CohortColumns> {
  return {
    ...columnsOf(fields),
    ...(archived === undefined ? {} : { archivedAt: archived ? now : null }),
    updatedAt: now,
  }
}
