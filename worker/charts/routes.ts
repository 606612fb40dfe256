import { asc, count, desc, gte, inArray, isNull, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { chartsQuerySchema, type Charts } from '../../contract/admin'
import { addDays, lastSessionDay } from '../../contract/cohorts'
import type { FunnelStep } from '../../contract/constants'
import type { AdminEnv } from '../base/staff/session'
import { bootcampDay, requestNow, startOfDay, zoneOffsetMs } from '../base/clock'
import { cohorts, funnelDays, registrations } from '../base/db/schema'
import { SEAT_HOLDING } from '../seats/rules'
import { validated } from '../base/validation'

const DEFAULT_DAYS = 30
/**
 * The funnel's rows (partner and campaign) a chart shows, most viewed first: more than a chart
 * can show readably, and a bound on what the query reads back however many were counted.
 */
const FUNNEL_CHART_ROWS = 50

/** A step's total over the rows of one partner and campaign. */
const stepTotal = (step: FunnelStep) =>
  sql<number>`coalesce(sum(CASE WHEN ${funnelDays.step} = ${step} THEN ${funnelDays.count} END), 0)`.mapWith(Number)

/**
 * `GET /api/admin/charts[?days=]`: registrations per day (the bootcamp's days, every day present,
 * zeros too), seats held against capacity for every cohort not archived and not over, and the page's funnel
 * per partner and campaign over the same days.
 */
export const chartRoutes = new Hono<AdminEnv>().get('/', validated('query', chartsQuerySchema), async (c) => {
  const days = c.req.valid('query').days ?? DEFAULT_DAYS
  const today = bootcampDay(requestNow(c))
  const first = addDays(today, 1 - days)
  const since = startOfDay(first).toISOString()
  const db = c.var.db
  // The day in New York of each stored instant: shifted by the zone's offset now (a change of clocks
  // within the window moves a registration made between midnight and 1 AM by a day, at most).
  const offsetMinutes = Math.round(zoneOffsetMs(requestNow(c)) / 60_000)
  const localDay = sql<string>`date(${registrations.createdAt}, ${`${offsetMinutes} minutes`})`
  const [perDay, cohortRows, seats, funnel] = await Promise.all([
    db
      .select({ day: localDay, n: count() })
      .from(registrations)
      .where(gte(registrations.createdAt, since))
      .groupBy(localDay),
    db
      .select({
        id: cohorts.id,
        startDate: cohorts.startDate,
        capacity: cohorts.capacity,
        sessionDates: cohorts.sessionDates,
      })
      .from(cohorts)
      .where(isNull(cohorts.archivedAt))
      .orderBy(asc(cohorts.startDate)),
    db
      .select({ cohortId: registrations.cohortId, n: count() })
      .from(registrations)
      .where(inArray(registrations.status, SEAT_HOLDING))
      .groupBy(registrations.cohortId),
    db
      .select({
        source: funnelDays.source,
        campaign: funnelDays.campaign,
        view: stepTotal('view'),
        start: stepTotal('start'),
        send: stepTotal('send'),
      })
      .from(funnelDays)
      .where(gte(funnelDays.day, first))
      .groupBy(funnelDays.source, funnelDays.campaign)
      .orderBy(desc(stepTotal('view')), asc(funnelDays.source), asc(funnelDays.campaign))
      .limit(FUNNEL_CHART_ROWS),
  ])
  const counted = new Map(perDay.map((row) => [row.day, row.n]))
  const taken = new Map(seats.map((row) => [row.cohortId, row.n]))
  return c.json({
    registrationsPerDay: Array.from({ length: days }, (_, index) => {
      const day = addDays(first, index)
      return { day, count: counted.get(day) ?? 0 }
    }),
    // Cohorts still running or ahead: a finished one's seats are history.
    cohorts: cohortRows
      .filter((row) => lastSessionDay(row) >= today)
      .map(({ id, startDate, capacity }) => ({ id, startDate, capacity, seatsTaken: taken.get(id) ?? 0 })),
    funnel,
  } satisfies Charts)
})
