import { and, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../base/env'
import { attendance, auditLog } from '../base/db/schema'
import { auditSelection } from '../base/staff/audit'

/**
 * The audit log's entries for check-in taps: one per person and session, however often a phone
 * taps and untaps. The first tap writes it; each later one rewrites it to the state the taps left
 * (present or absent), who tapped last and when, so the log reads one line per child per day
 * rather than hundreds of taps. Run after the taps are stored, in the same batch.
 */
export function checkInEntries(
  db: Database,
  taps: readonly { registrationId: string; sessionDate: string }[],
  username: string,
  at: string,
): BatchItem<'sqlite'>[] {
  const pairs = new Map(taps.map((tap) => [`${tap.registrationId} ${tap.sessionDate}`, tap]))
  return [...pairs.values()].flatMap(({ registrationId, sessionDate }) => {
    const prefix = `registration ${registrationId}, session ${sessionDate}: `
    const stored = and(eq(attendance.registrationId, registrationId), eq(attendance.sessionDate, sessionDate))
    const state = sql<string>`${prefix} || CASE WHEN ${attendance.present} THEN 'present' ELSE 'absent' END`
    const entryOfPair = and(
      eq(auditLog.action, 'check-in'),
      sql`substr(${auditLog.detail}, 1, ${prefix.length}) = ${prefix}`,
    )
    return [
      db
        .update(auditLog)
        .set({ at, username, detail: sql`(SELECT ${state} FROM ${attendance} WHERE ${stored})` })
        .where(entryOfPair),
      db.insert(auditLog).select(
        db
          .select(auditSelection({ id: crypto.randomUUID(), at, action: 'check-in', username, detail: state }))
          .from(attendance)
          .where(and(stored, sql`NOT EXISTS (SELECT 1 FROM ${auditLog} WHERE ${entryOfPair})`)),
      ),
    ]
  })
}
