import type { AuditAction } from '../db/schema'
import { auditLog } from '../db/schema'
import type { Database } from '../env'

/** One audit entry: who did what, when. `detail` names tables, filters and counts, never data. */
export function audit(db: Database, action: AuditAction, username: string, detail: string | null = null, client: string | null = null) {
  return db.insert(auditLog).values({ id: crypto.randomUUID(), action, username, detail, client })
}
