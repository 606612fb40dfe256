import { asc, count, gte, inArray, isNull, sql, sum } from 'drizzle-orm'
import { Hono } from 'hono'
import { chartsQuerySchema, type Charts } from '../../contract/admin'
import { addDays, lastSessionDay } from '../../contract/cohorts'
import type { AdminEnv } from '../admin/session'
import { bootcampDay, requestNow, startOfDay, zoneOffsetMs } from '../clock'
import { cohorts, funnelDays, registrations } from '../db/schema'
import { SEAT_HOLDING } from '../seats/rules'
import { validated } from '../validation'

const DEFAULT_DAYS = 30

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
        step: funnelDays.step,
        n: sum(funnelDays.count).mapWith(Number),
      })
      .from(funnelDays)
      .where(gte(funnelDays.day, first))
      .groupBy(funnelDays.source, funnelDays.campaign, funnelDays.step),
  ])
  const counted = new Map(perDay.map((row) => [row.day, row.n]))
  const taken = new Map(seats.map((row) => [row.cohortId, row.n]))
  const funnels = new Map<string, Charts['funnel'][number]>()
  for (const row of funnel) {
    const key = `${row.source}\n${row.campaign}`
    const entry = funnels.get(key) ?? { source: row.source, campaign: row.campaign, view: 0, start: 0, send: 0 }
    entry[row.step] += row.n
    funnels.set(key, entry)
  }
  return c.json({
    registrationsPerDay: Array.from({ length: days }, (_, index) => {
      const day = addDays(first, index)
      return { day, count: counted.get(day) ?? 0 }
    }),
    // Cohorts still running or ahead: a finished one's seats are history.
    cohorts: cohortRows
      .filter((row) => lastSessionDay(row) >= today)
      .map(({ id, startDate, capacity }) => ({ id, startDate, capacity, seatsTaken: taken.get(id) ?? 0 })),
    funnel: [...funnels.values()].sort((a, b) => b.view - a.view || a.source.localeCompare(b.source)),
  } satisfies Charts)
})
