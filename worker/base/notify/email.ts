import type { Language } from '../../../content/language'
import type { outbox } from '../db/schema'
import type { Bindings, Database } from '../env'
import { asLanguage } from '../language'

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

/** Builds the email a job sends from its rows as they are now, or says why nothing is to be sent. */
export type Composer = (db: Database, env: Bindings, job: Job) => Promise<Email | Cancelled>

/** The language a job's email is written in: the family's, from their form; staff read English. */
export const emailLanguage = (job: Job): Language => (job.kind.endsWith('-staff') ? 'en' : asLanguage(job.language))
