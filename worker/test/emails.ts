import { env } from 'cloudflare:workers'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import type { Email, Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import { readRows } from './helpers'

/** Where staff alerts go in the tests that read them. */
export const STAFF_INBOX = { NOTIFY_EMAIL: 'staff@vitalbootcamp.org' }

/** The first outbox job of `kind`, composed as the consumer would send it. */
export async function emailFor(kind: string, bindings: Partial<typeof env> = {}): Promise<Email> {
  const db = openDatabase(env.DB)
  const job = (await readRows<{ id: string; kind: string }>('outbox')).find((row) => row.kind === kind)!
  const row = (await db.select().from(schema.outbox)).find((candidate) => candidate.id === job.id) as Job
  const email = await composeEmail(db, { ...env, ...bindings }, row)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  return email
}

/** An outbox row as read from D1 (snake_case) in the shape composeEmail takes. */
export const asJob = (row: Record<string, unknown>): Job => ({
  id: String(row.id),
  kind: row.kind as Job['kind'],
  recordId: String(row.record_id),
  email: String(row.email),
  language: String(row.language),
  origin: String(row.origin),
  status: row.status as Job['status'],
  attempts: Number(row.attempts),
  lastError: null,
  createdAt: String(row.created_at),
  claimedAt: null,
  sentAt: null,
  messageId: null,
})
