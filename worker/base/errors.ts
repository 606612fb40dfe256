import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isErrorKey, type ErrorBody, type ErrorKey, type FieldIssue } from '../../contract'
import type { StaffSentence } from '../../content/admin'
import { API_MESSAGES } from '../../content/api'
import type { AppEnv } from './env'
import { languageOf } from './language'

/**
 * The one way a request fails on purpose. `reason` is a key of the API's errors, answered in the
 * request's language, or one of the console's own English sentences; a field issue's message is
 * an error key or a validation message already in the request's language. Nothing in it may
 * contain a submitted value.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reason: ErrorKey | StaffSentence,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(reason)
  }
}

/** A setting the operator must fix; its `name` is the error kind a log line or a job records. */
export class ConfigurationError extends Error {
  constructor(kind: string) {
    super(kind)
    this.name = kind
  }
}

/** Statuses that Hono's own middleware raise as HTTPException, mapped to our wording. */
const HTTP_EXCEPTION_REASONS: Partial<Record<number, ErrorKey>> = {
  400: 'malformedJson',
  413: 'tooLarge',
  415: 'unsupportedMediaType',
}

function toApiError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err
  if (err instanceof HTTPException && err.status < 500) {
    return new ApiError(err.status, HTTP_EXCEPTION_REASONS[err.status] ?? 'invalid')
  }
  return undefined
}

/** An error key in the request's language; anything else (the console's English, a field's message) as it is. */
export function sentence(c: Context, message: string): string {
  return isErrorKey(message) ? API_MESSAGES[languageOf(c)].errors[message] : message
}

export function jsonError(c: Context, error: ApiError) {
  const message = sentence(c, error.reason)
  const body: ErrorBody = error.issues
    ? { message, issues: error.issues.map((issue) => ({ path: issue.path, message: sentence(c, issue.message) })) }
    : { message }
  return c.json(body, error.status, error.headers)
}

/**
 * What a log line or a job records of a failure: its code or name, never its message (a
 * drizzle error's message lists every bound value; a send error's may quote an address).
 */
/**
 * The messages of an error and of the causes it wraps (D1's inside drizzle's, a few deep at
 * most): for reading a code or a marker out of them, never for logging.
 */
function* messagesOf(error: unknown) {
  let layer = error
  for (let depth = 0; depth < 4 && layer; depth++) {
    yield String((layer as { message?: unknown }).message ?? '')
    layer = (layer as { cause?: unknown }).cause
  }
}

export function errorKind(error: unknown): string {
  // D1 puts SQLite's result code (SQLITE_BUSY, SQLITE_CONSTRAINT...) at the end of the message it
  // wraps, which drizzle wraps again (or not, for a read); the code alone is safe to record and
  // tells an operator what happened. Only the code is taken from any message, never the rest.
  for (const message of messagesOf(error)) {
    const sqlite = /\bSQLITE_[A-Z_]+\b/.exec(message)
    if (sqlite) return sqlite[0]
  }
  const field = (name: string): unknown =>
    typeof error === 'object' && error !== null && name in error ? Reflect.get(error, name) : undefined
  const candidate = field('code') ?? field('name')
  return typeof candidate === 'string' && /^[A-Za-z0-9_.:-]{1,64}$/.test(candidate) ? candidate : 'Error'
}

/**
 * True when a call to D1 failed (D1's own messages start `D1_ERROR`; drizzle wraps a failed
 * statement as "Failed query", sometimes without its cause), as opposed to a fault in our code.
 */
export function isD1Failure(error: unknown): boolean {
  return [...messagesOf(error)].some((message) => message.startsWith('D1_ERROR') || message.startsWith('Failed query:'))
}

/**
 * True for what local D1 answers when another process holds its SQLite file as a statement
 * starts (seen: the first read of a `wrangler dev` while `wrangler d1 execute` writes): workerd's
 * SQLite fails with SQLITE_BUSY, and D1 passes it on only as an "internal error" with a reference.
 * On Cloudflare that text could mean anything, so only the local worker treats it as busy.
 */
export function isLocalLockFailure(error: unknown): boolean {
  return isD1Failure(error) && [...messagesOf(error)].some((message) => message.includes('internal error; reference ='))
}

/**
 * True when a D1 write failed because a trigger raised `marker` (RAISE(ABORT, marker)): a limit
 * the database enforced, not a fault. Only the cause's text is read, never logged.
 */
export function raisedBy(error: unknown, marker: string): boolean {
  // Not in the outermost message when it wraps a cause: drizzle's lists the bound values, and a
  // visitor could type the marker into a field.
  const [outer = '', ...wrapped] = messagesOf(error)
  return (wrapped.length ? wrapped : [outer]).some((message) => message.includes(marker))
}

/**
 * Replaces Hono's default handler, which `console.error`s the whole error: a drizzle error's
 * message carries every bound value, which here is a minor's personal data. We log only the
 * error's class and the request id.
 */
export const handleError: ErrorHandler<AppEnv> = function handleError(err, c) {
  const known = toApiError(err)
  if (known) return jsonError(c, known)
  console.error(
    JSON.stringify({ level: 'error', event: 'unhandled', kind: errorKind(err), requestId: c.get('requestId') }),
  )
  return jsonError(c, new ApiError(500, 'internal'))
}

/** Terminal handler for a known path called with a method it does not serve. */
export function methodNotAllowed(...allowed: string[]) {
  return function rejectMethod(): never {
    throw new ApiError(405, 'methodNotAllowed', undefined, { Allow: allowed.join(', ') })
  }
}
