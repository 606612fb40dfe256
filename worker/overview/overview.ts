import { asc, count, isNull, sql } from 'drizzle-orm'
import type { Overview } from '../../contract/admin'
import { contactMessages, emailSignups, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { suppressedPerDay } from '../suppressed/routes'

/** How many waiting messages the overview lists. */
const WAITING_SHOWN = 20
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

type CountedTable = typeof registrations | typeof emailSignups | typeof contactMessages

/** All rows of a table, and those since the staff member's midnight and in the last seven days. */
function countsSince(db: Database, table: CountedTable, since: string, now: Date) {
  const week = new Date(now.getTime() - WEEK_MS).toISOString()
  return db
    .select({
      all: count(),
      today: sql<number>`coalesce(sum(${table.createdAt} >= ${since}), 0)`.as('today'),
      week: sql<number>`coalesce(sum(${table.createdAt} >= ${week}), 0)`.as('week'),
    })
    .from(table)
}

const perPartner = (db: Database, table: CountedTable) =>
  db.select({ source: table.source, n: count() }).from(table).groupBy(table.source)

const counted = (row: { all: number; today: number; week: number } | undefined) => ({
  today: Number(row?.today ?? 0),
  week: Number(row?.week ?? 0),
  all: row?.all ?? 0,
})

/**
 * The console's first screen in one batch: counts of each form's rows (today since `since`, the
 * staff member's local midnight, else UTC's; this week; all), the same per partner (most active
 * first), the oldest messages still waiting for a reply, and the held emails per day.
 */
export async function overviewOf(db: Database, since: string | undefined, now: Date): Promise<Overview> {
  const from = since ?? new Date(new Date(now).setUTCHours(0, 0, 0, 0)).toISOString()
  const [[r], [s], [m], rp, sp, mp, waiting, suppressed] = await db.batch([
    countsSince(db, registrations, from, now),
    countsSince(db, emailSignups, from, now),
    countsSince(db, contactMessages, from, now),
    perPartner(db, registrations),
    perPartner(db, emailSignups),
    perPartner(db, contactMessages),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        subject: contactMessages.subject,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(isNull(contactMessages.repliedAt))
      .orderBy(asc(contactMessages.createdAt))
      .limit(WAITING_SHOWN),
    suppressedPerDay(db, now),
  ])
  const partners = new Map<string | null, Overview['partners'][number]>()
  const add = (rows: { source: string | null; n: number }[], key: 'registrations' | 'signups' | 'messages') => {
    for (const { source, n } of rows) {
      const entry = partners.get(source) ?? { source, registrations: 0, signups: 0, messages: 0 }
      entry[key] = n
      partners.set(source, entry)
    }
  }
  add(rp, 'registrations')
  add(sp, 'signups')
  add(mp, 'messages')
  const total = (entry: Overview['partners'][number]) => entry.registrations + entry.signups + entry.messages
  return {
    counts: { registrations: counted(r), signups: counted(s), messages: counted(m) },
    partners: [...partners.values()].sort((a, b) => total(b) - total(a)),
    waiting,
    suppressed: suppressed.map(({ day, count }) => ({ day, count: Number(count) })),
  }
}
