import type { outbox } from '../db/schema'

/**
 * What every email builder takes and gives: the outbox row it is built from, the message for
 * `env.EMAIL.send()`, or why nothing is to be sent. The base that each feature's emails and the
 * outbox's composer share, so neither imports the other.
 */
export type Job = typeof outbox.$inferSelect

/** What `env.EMAIL.send()` takes. */
export interface Email {
  from: string
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

/** Why a job has nothing to send: its row was erased, or the address unsubscribed. */
export type Cancelled = { cancelled: 'record_missing' | 'unsubscribed' | 'offer_closed' | 'no_longer_due' }
