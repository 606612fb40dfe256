import { SQL, sql } from 'drizzle-orm'
import type { AuditAction } from '../db/schema'
import { auditLog } from '../db/schema'
import type { Database } from '../env'

/** One audit entry: who did what, when. `detail` names tables, filters and counts, never data. */
export function audit(
  db: Database,
  action: AuditAction,
  username: string,
  detail: string | null = null,
  client: string | null = null,
) {
  return db.insert(auditLog).values({ id: crypto.randomUUID(), action, username, detail, client })
}

type AuditValues = Omit<typeof auditLog.$inferSelect, 'detail' | 'client' | 'subject' | 'device'> & {
  detail?: string | SQL<string> | null
  client?: string | null
  subject?: string | null
  device?: string | null
}

/**
 * An audit entry as the columns of an INSERT … SELECT, for an entry that is written only when
 * its SELECT finds a row (a claimed sign-in check, a held email still held): every column in
 * the table's order, each named as the column it fills; `detail` may be built from the row.
 */
export function auditSelection(entry: AuditValues) {
  const value = <T>(given: T | SQL<T> | null | undefined) =>
    given instanceof SQL ? given : sql<T | null>`${given ?? null}`
  return {
    id: sql<string>`${entry.id}`.as('id'),
    at: sql<string>`${entry.at}`.as('at'),
    action: sql<AuditAction>`${entry.action}`.as('action'),
    username: sql<string>`${entry.username}`.as('username'),
    detail: value(entry.detail).as('detail'),
    client: value(entry.client).as('client'),
    subject: value(entry.subject).as('subject'),
    device: value(entry.device).as('device'),
  } satisfies Record<keyof typeof auditLog.$inferSelect, unknown>
}
