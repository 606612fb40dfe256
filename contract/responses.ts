import type * as z from 'zod/mini'

/** Every 2xx answer of a form endpoint. */
export interface SuccessBody {
  message: string
}

/**
 * Where a new registration stands, answered beside the message: a seat in its cohort, a place
 * on the cohort's waitlist, or interest in the next cohort while none is open.
 */
export const PLACEMENTS = ['seated', 'waitlisted', 'interest'] as const
export type Placement = (typeof PLACEMENTS)[number]

/** The 2xx answer of `POST /api/register`. */
export interface RegistrationSuccessBody extends SuccessBody {
  status: Placement
}

/** One field problem: `path` is the dotted field path ("" for the body itself). */
export interface FieldIssue {
  path: string
  message: string
}

/** Every failure of every endpoint, whatever its status. */
export interface ErrorBody {
  message: string
  issues?: FieldIssue[]
}

/** Whether a parsed body has our error shape's one required field. */
const isErrorBody = (parsed: unknown): parsed is ErrorBody =>
  typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string'

/** A response body as our JSON error shape, or null when it is something else (a proxy's page, text). */
export function parseErrorBody(body: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(body)
    return isErrorBody(parsed) ? parsed : null
  } catch {
    return null
  }
}

/**
 * Why the API answers a form with success, as a key: the sentence itself is content, in the
 * request's language (content/api.ts).
 */
export const SUCCESS_KEYS = ['register', 'emailSignup', 'contact'] as const
export type SuccessKey = (typeof SUCCESS_KEYS)[number]

/**
 * Why a request failed, as a key. The worker raises the key and answers its sentence in the
 * request's language (content/api.ts), so no code ever compares or maps sentences.
 */
export const ERROR_KEYS = [
  'invalid',
  'malformedJson',
  'unsupportedMediaType',
  'tooLarge',
  'notFound',
  'methodNotAllowed',
  'tooManyRequests',
  'tooManyForAddress',
  'cohortUnavailable',
  'dailyRegistrationLimit',
  'challengeFailed',
  /** A form sent without script where the challenge is configured: the challenge needs one. */
  'challengeNeedsScript',
  'challengeUnavailable',
  'forbiddenOrigin',
  'misdirected',
  'badSignature',
  'internal',
] as const
export type ErrorKey = (typeof ERROR_KEYS)[number]

const errorKeys: ReadonlySet<string> = new Set(ERROR_KEYS)
export const isErrorKey = (value: string): value is ErrorKey => errorKeys.has(value)

/**
 * Flattens zod issues to the wire shape. zod's messages name types and limits, never values,
 * except "Unrecognized key" which quotes the key: a client-chosen string, so it is replaced.
 */
export function toFieldIssues(
  issues: readonly z.core.$ZodIssue[],
  messages: { unrecognizedField: string },
): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.code === 'unrecognized_keys' ? messages.unrecognizedField : issue.message,
  }))
}
