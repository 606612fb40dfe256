import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { cohorts, interestOpenings, outbox, registrations } from '../base/db/schema'
import { bootcampDay } from '../base/clock'
import type { Database } from '../base/env'
import { registrationJob } from '../base/notify/jobs'

/** The email that tells a family in line that its cohort is open (emails.ts). */
const OPENED = 'cohort-opened' as const

/** A registration of interest: it came while no cohort was open, and is still waiting for one. */
const inLine = and(eq(registrations.status, 'interest'), isNull(registrations.cohortId))

/** A uuid-shaped random id made per row inside SQLite (a signed link's token carries it). */
const randomId = sql<string>`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(6)))`

/**
 * The statements that open `cohortId` to the families in line, for the batch of whatever opened
 * it (its creation open, or a change to open), after that write: when it is open, ahead and
 * opens for the first time, each registration of interest gets its opening row and its email,
 * in order of interest, and the cohort records its opening and, with anyone in line, the end of
 * their head start. Guarded by `opened_at` in the same transaction: a cohort opens once, so
 * closing and opening it again, or two staff pressing at once, tells nobody twice.
 */
export function openingStatements(db: Database, cohortId: string, now: Date, fallbackOrigin: string) {
  const at = now.toISOString()
  const opensNow = sql`EXISTS (SELECT 1 FROM cohorts WHERE id = ${cohortId} AND open = 1 AND archived_at IS NULL AND opened_at IS NULL AND start_date > ${bootcampDay(now)})`
  const toldNow = sql`(SELECT registration_id FROM interest_openings WHERE cohort_id = ${cohortId} AND created_at = ${at})`
  const invite = db.insert(interestOpenings).select(
    db
      .select({
        id: randomId.as('id'),
        registrationId: sql<string>`registrations.id`.as('registration_id'),
        cohortId: sql<string>`${cohortId}`.as('cohort_id'),
        createdAt: sql<string>`${at}`.as('created_at'),
        takenAt: sql<null>`null`.as('taken_at'),
      })
      .from(registrations)
      .where(and(inLine, opensNow))
      .orderBy(asc(registrations.queueNumber)),
  )
  const emails = db.insert(outbox).select(
    db
      .select(registrationJob(OPENED, now, fallbackOrigin))
      .from(registrations)
      .where(and(inLine, inArray(registrations.id, toldNow), opensNow))
      .orderBy(asc(registrations.queueNumber)),
  )
  const opened = db
    .update(cohorts)
    .set({
      openedAt: at,
      headStartUntil: sql`CASE WHEN EXISTS ${toldNow} THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || ${cohorts.headStartHours} || ' hours') END`,
    })
    .where(and(eq(cohorts.id, cohortId), sql`${opensNow}`))
  return [invite, emails, opened] as const
}

/** The opening emails written at `now` for `cohortId`, in order of interest, to queue once the batch is in. */
export async function openingJobIds(db: Database, cohortId: string, now: Date): Promise<string[]> {
  const at = now.toISOString()
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .innerJoin(interestOpenings, eq(interestOpenings.registrationId, outbox.recordId))
    .innerJoin(registrations, eq(registrations.id, outbox.recordId))
    .where(
      and(
        eq(outbox.kind, OPENED),
        eq(outbox.createdAt, at),
        eq(interestOpenings.cohortId, cohortId),
        eq(interestOpenings.createdAt, at),
      ),
    )
    .orderBy(asc(registrations.queueNumber))
  return rows.map((row) => row.id)
}
