import { Hono, type Context } from 'hono'
import type * as z from 'zod/mini'
import { HONEYPOT_FIELD, type SubmissionMeta, type SuccessBody, type SuccessKey } from '../../contract'
import type { Language } from '../../content/language'
import { API_MESSAGES } from '../../content/api'
import { languageOf } from './language'
import type { BatchItem } from 'drizzle-orm/batch'
import type { AppEnv, Bindings, Database } from './env'
import { enqueue, outboxStatements, type JobContext, type Notification, type TableWithId } from './notify/jobs'
import { staffAlertsPerHour } from './notify/limits'
import { requestNow } from './clock'
import { ApiError, errorKind, methodNotAllowed, raisedBy } from './errors'
import { jsonBody } from './middleware/json-body'
import { rateLimitSubmission } from './middleware/rate-limit'
import { verifyTurnstile } from './turnstile'
import { retryWhileBusy } from './db/retry-busy'
import { validatedInLanguage } from './validation'

/** A validated submission as stored: the partner slug becomes the row's `source`. */
export type StoredSubmission<Schema extends z.ZodMiniType> = Omit<z.output<Schema>, keyof SubmissionMeta> & {
  id: string
  source: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  createdAt: string
}

function logQueueFailure(error: unknown, requestId: string) {
  console.error(JSON.stringify({ level: 'warn', event: 'enqueue_failed', kind: errorKind(error), requestId }))
}

/** Every form names a person by email: the key of its tight rate limit. */
export type SubmittedFields = SubmissionMeta & { email: string }

/**
 * A submission's statements for the one batch, and what its answer adds to the success message
 * once they are committed (a registration's seat or waitlist place), from those statements'
 * results, in their order.
 */
export interface Stored<Answer extends object> {
  statements: BatchItem<'sqlite'>[]
  /** Jobs the statements may write besides the row's own (notifications), for the queue. */
  jobIds?: string[]
  answer?: (results: unknown[]) => Answer
}

/** What a store may need to write emails of its own in the batch: the row's emails, and where and when it came. */
export interface StoreContext {
  notifications: Notification[]
  jobs: JobContext
}

export interface SubmissionOptions<Schema extends z.ZodMiniType<SubmittedFields>, Answer extends object = object> {
  /** The shared contract schema the widget validates with too, in each language (schemasOf()). */
  schemas: Record<Language, Schema>
  /** The table the row goes to: its emails are written only if the row with this id is. */
  table: TableWithId
  /**
   * The statements that write the validated row; an expected duplicate must not throw. In an
   * object: a drizzle query is thenable, so an async function returning one would run it.
   */
  store: (
    db: Database,
    row: StoredSubmission<Schema>,
    context: StoreContext,
  ) => Stored<Answer> | Promise<Stored<Answer>>
  /** What a filled honeypot is answered beside the message: what a real one would be told, so a bot cannot tell. */
  decoy?: (
    db: Database,
    row: Omit<StoredSubmission<Schema>, 'id' | 'createdAt' | 'source' | 'utmSource' | 'utmMedium' | 'utmCampaign'>,
    now: Date,
  ) => Promise<Answer>
  /** The emails this submission promises (to the visitor, to staff). */
  notifications: (row: StoredSubmission<Schema>, env: Bindings) => Notification[]
  /** The friendly sentence answered on success, in the request's language. */
  success: SuccessKey
  /**
   * A limit the database enforces on `store`'s statements (a trigger's RAISE(ABORT, marker)):
   * the whole batch is rolled back, so nothing is stored, and the visitor gets `error`.
   */
  refusal?: { marker: string; error: () => ApiError }
}

/**
 * Takes one validated submission, however it came (JSON from the script, or a form posted
 * without one: no-script/answer.ts): the rate limits, the honeypot and the challenge, then the
 * row and its outbox jobs in one batch, and the jobs onto the queue. Answers the success body;
 * a refusal is thrown as an ApiError and stores nothing.
 */
export async function acceptSubmission<Schema extends z.ZodMiniType<SubmittedFields>, Answer extends object>(
  c: Context<AppEnv>,
  options: SubmissionOptions<Schema, Answer>,
  submission: z.output<Schema>,
): Promise<SuccessBody & Partial<Answer>> {
  const language = languageOf(c)
  const { partner, [HONEYPOT_FIELD]: trap, turnstileToken, utmSource, utmMedium, utmCampaign, ...fields } = submission
  await rateLimitSubmission(c, options.success, fields.email)
  // A filled honeypot is a bot: it gets the success answer and nothing is stored or checked.
  let answer: Answer | undefined
  // The rest of a parsed submission is its row's fields; tsc cannot see that through the generic rest.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  if (trap) answer = await options.decoy?.(c.var.db, fields as never, requestNow(c))
  else {
    const secret = c.env.TURNSTILE_SECRET_KEY
    if (secret) await verifyTurnstile(secret, turnstileToken, c.req.header('cf-connecting-ip'))
    const campaign = { utmSource: utmSource ?? null, utmMedium: utmMedium ?? null, utmCampaign: utmCampaign ?? null }
    // The row's time comes from the clock the daily limits count back from, not SQLite's.
    const now = requestNow(c)
    const row = {
      ...fields,
      ...campaign,
      id: crypto.randomUUID(),
      source: partner ?? null,
      createdAt: now.toISOString(),
    } as StoredSubmission<Schema>
    const context = { origin: new URL(c.req.url).origin, language, now, alertsPerHour: staffAlertsPerHour(c.env) }
    const notifications = options.notifications(row, c.env)
    const jobs = outboxStatements(c.var.db, options.table, row.id, context, notifications)
    // One batch, one transaction: the row and the emails it promises exist together or not at all.
    const stored = await options.store(c.var.db, row, { notifications, jobs: context })
    const [first, ...rest] = stored.statements
    let results: unknown[]
    try {
      // Safe to run again whatever failed: the row's id and the jobs' ids are chosen once, above,
      // so a batch that committed before its answer was lost finds them and adds nothing.
      results = await retryWhileBusy(() => c.var.db.batch([first!, ...rest, ...jobs.map((job) => job.statement)]), {
        idempotent: true,
      })
    } catch (error) {
      if (options.refusal && raisedBy(error, options.refusal.marker)) throw options.refusal.error()
      throw error
    }
    // Once stored, the emails go whatever the answer; a queue failure is the sweep's to repair, never the visitor's.
    c.executionCtx.waitUntil(
      enqueue(c.var.db, c.env, [...jobs.map((job) => job.jobId), ...(stored.jobIds ?? [])]).catch((error) =>
        logQueueFailure(error, c.get('requestId')),
      ),
    )
    answer = stored.answer?.(results.slice(0, stored.statements.length))
  }
  // An Answer, or nothing: a Partial<Answer> either way, which tsc cannot see for a generic Answer.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  return { message: API_MESSAGES[language].success[options.success], ...answer } as SuccessBody & Partial<Answer>
}

/**
 * One form endpoint: the cheap refusals (content type, size), validation with the shared
 * schema, then acceptSubmission() and `201 {message}`. Every form goes through here so that
 * each protection applies to all of them, in this order: a refused request costs no quota.
 *
 * @example
 * app.route('/api/contact', submissionRoute(contactSubmission))
 */
export function submissionRoute<Schema extends z.ZodMiniType<SubmittedFields>, Answer extends object = object>(
  options: SubmissionOptions<Schema, Answer>,
) {
  const validateBody = validatedInLanguage('json', options.schemas)
  const [requireJsonContentType, limitBody] = jsonBody
  return new Hono<AppEnv>()
    .post('/', requireJsonContentType, limitBody, validateBody, async function submit(c) {
      const answer = await acceptSubmission(c, options, c.req.valid('json') as z.output<Schema>)
      return c.json(answer as SuccessBody, 201)
    })
    .all('/', methodNotAllowed('POST'))
}
