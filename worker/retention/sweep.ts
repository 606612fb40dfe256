import { addDays, addMonths, lastSessionDay } from '../../contract/cohorts'
import { UNSUBSCRIBED_KEEP_DAYS } from '../../contract/constants'
import { addressHash } from '../announcements/recipients'
import { audit } from '../base/staff/audit'
import { bootcampDay, startOfDay } from '../base/clock'
import { openDatabase } from '../base/db/client'
import { cohorts } from '../base/db/schema'
import { REGISTRATION_TABLES } from '../base/db/tables'
import { isHeld } from './classes'
import { endHolds } from './hold-ends'
import { erasedRegistrations, HOLD_INSERT, holdsOf, holdValues, type ErasedRegistration } from './legal-hold'
import type { Bindings } from '../base/env'
import { legalHoldYears, retentionMonths } from './settings'

/** What one sweep erased, by kind: counts only, never who. */
export interface RetentionCounts {
  participants: number
  /** Of those participants, how many keep their consents and check-ins under legal hold. */
  held: number
  /** Held records erased because their hold ended (counted by registration). */
  holdsEnded: number
  signups: number
  messages: number
  emails: number
}

/** Registrations of the cohorts `?1` (a JSON array of ids). */
const OF_ENDED = `SELECT id FROM registrations WHERE cohort_id IN (SELECT value FROM json_each(?1))`

/**
 * The retention schedule (docs/privacy.md), run by the cron: erases what is past its period
 * and nothing else, each rule in one transaction, and writes one audit entry with the counts.
 * - Participants of a cohort whose last session was more than N months ago (the console's
 *   setting, 12 by default): the registration and every row that belongs to it (assistance
 *   reason, links, health record, its emails), and the announcements written to that cohort.
 *   Its consents and check-ins stay under legal hold while it lasts (classes.ts, legal-hold.ts),
 *   beside a reduced row with the name they need; they go the day after the hold's last day
 *   (counted with the director's setting of the hold's years, hold-ends.ts).
 *   Its payments stay for the books, naming no one: the row they pointed to is gone.
 * - Sign-ups that unsubscribed more than 30 days ago: the row goes, a hash of the address stays,
 *   so no announcement reaches it again.
 * - Contact messages received more than N months ago, and their emails.
 * - Records of sent emails older than N months (they hold addresses); pending ones stay.
 * Days are the bootcamp's calendar days.
 */
export async function sweepRetention(env: Bindings, now: Date): Promise<RetentionCounts> {
  const db = openDatabase(env.DB)
  const months = await retentionMonths(db)
  const today = bootcampDay(now)
  const cutoffDay = addMonths(today, -months)
  const cutoff = startOfDay(cutoffDay).toISOString()
  const unsubscribedCutoff = startOfDay(addDays(today, -UNSUBSCRIBED_KEEP_DAYS)).toISOString()

  const cohortRows = await db
    .select({ id: cohorts.id, startDate: cohorts.startDate, sessionDates: cohorts.sessionDates })
    .from(cohorts)
  const ended = cohortRows.filter((row) => lastSessionDay(row) < cutoffDay).map((row) => row.id)
  const endedIds = JSON.stringify(ended)

  // Their consents and check-ins stay under legal hold while it lasts (legal-hold.ts), with a reduced row.
  const endedRows = ended.length
    ? (
        await env.DB.prepare(erasedRegistrations(`id IN (${OF_ENDED})`))
          .bind(endedIds)
          .all<ErasedRegistration>()
      ).results
    : []
  const yearsAfter18 = await legalHoldYears(db)
  const holds = holdsOf(endedRows, today, yearsAfter18)
  const heldIds = JSON.stringify(holds.map((hold) => hold.id))
  const participants = endedRows.length
  if (participants > 0)
    await env.DB.batch([
      ...holds.map((hold) => env.DB.prepare(HOLD_INSERT).bind(...holdValues(hold, now, 'retention'))),
      ...REGISTRATION_TABLES.map((table) =>
        isHeld(table)
          ? env.DB.prepare(
              `DELETE FROM ${table} WHERE registration_id IN (${OF_ENDED}) AND registration_id NOT IN (SELECT value FROM json_each(?2))`,
            ).bind(endedIds, heldIds)
          : env.DB.prepare(`DELETE FROM ${table} WHERE registration_id IN (${OF_ENDED})`).bind(endedIds),
      ),
      // Their emails: about the registration, about its payments (receipts, refunds), and the cohort's announcements.
      env.DB.prepare(
        `DELETE FROM outbox WHERE record_id IN (${OF_ENDED}) OR record_id IN (SELECT id FROM payments WHERE registration_id IN (${OF_ENDED})) OR (kind = 'announcement' AND record_id IN (SELECT id FROM announcements WHERE cohort_id IN (SELECT value FROM json_each(?1))))`,
      ).bind(endedIds),
      env.DB.prepare(`DELETE FROM registrations WHERE id IN (${OF_ENDED})`).bind(endedIds),
      // What staff wrote to those families may name them: it goes with them.
      env.DB.prepare('DELETE FROM announcements WHERE cohort_id IN (SELECT value FROM json_each(?1))').bind(endedIds),
    ])

  // Held records whose hold has ended (their last day, counted with today's setting, was before today) go.
  const holdsEnded = await endHolds(env, today, yearsAfter18)

  const leaving = await env.DB.prepare(
    'SELECT id, email FROM email_signups WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at < ?1',
  )
    .bind(unsubscribedCutoff)
    .all<{ id: string; email: string }>()
  const hashes = await Promise.all(leaving.results.map((row) => addressHash(row.email)))
  if (leaving.results.length)
    await env.DB.batch([
      ...hashes.map((hash) =>
        env.DB.prepare(
          'INSERT INTO forgotten_addresses (address_hash, created_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING',
        ).bind(hash, now.toISOString()),
      ),
      ...leaving.results.flatMap((row) => [
        env.DB.prepare('DELETE FROM outbox WHERE record_id = ?1').bind(row.id),
        env.DB.prepare('DELETE FROM email_signups WHERE id = ?1').bind(row.id),
      ]),
    ])

  const [, messages, emails] = await env.DB.batch([
    env.DB.prepare(
      'DELETE FROM outbox WHERE record_id IN (SELECT id FROM contact_messages WHERE created_at < ?1)',
    ).bind(cutoff),
    env.DB.prepare('DELETE FROM contact_messages WHERE created_at < ?1').bind(cutoff),
    env.DB.prepare(
      "DELETE FROM outbox WHERE created_at < ?1 AND status NOT IN ('pending', 'sending', 'suppressed')",
    ).bind(cutoff),
  ])
  const counts: RetentionCounts = {
    participants,
    held: holds.length,
    holdsEnded,
    signups: leaving.results.length,
    messages: messages?.meta.changes ?? 0,
    emails: emails?.meta.changes ?? 0,
  }
  if (Object.values(counts).some((count) => count > 0))
    await audit(
      db,
      'retention-sweep',
      'system',
      `kept ${months} months: erased ${counts.participants} participants of ended cohorts (${counts.held} keeping records under legal hold), ${counts.holdsEnded} held records past their hold, ${counts.signups} unsubscribed sign-ups, ${counts.messages} messages, ${counts.emails} email records`,
    )
  return counts
}
