import type * as z from 'zod/mini'

/** Every 2xx answer of a form endpoint. */
export interface SuccessBody {
  message: string
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

/** A response body as our JSON error shape, or null when it is something else (a proxy's page, text). */
export function parseErrorBody(body: string): ErrorBody | null {
  try {
    const parsed = JSON.parse(body) as Partial<ErrorBody> | null
    return typeof parsed?.message === 'string' ? (parsed as ErrorBody) : null
  } catch {
    return null
  }
}

/** The friendly sentences the API answers on success. */
export const SUCCESS_MESSAGES = {
  register: "Thank you for registering! We'll email you the details for the next cohort within 24 hours.",
  emailSignup: "You're on the list! Check your inbox for your free confidence guide.",
  contact: "Thanks for reaching out! We'll reply within 24 hours.",
} as const

export const ERROR_MESSAGES = {
  invalid: 'Some fields need attention.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  tooLarge: 'The request body is too large.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  tooManyRequests: 'Too many submissions from this connection. Please wait a minute and try again.',
  tooManyForAddress: 'Too many submissions for this email address. Please wait a minute and try again.',
  cohortUnavailable: 'This cohort is not open for registration any more. Choose another, or leave the choice empty for the next one.',
  dailyRegistrationLimit: 'This email address has registered 5 participants in the last 24 hours. To register another, please contact us.',
  challengeFailed: 'Please complete the verification challenge and try again.',
  challengeUnavailable: 'Verification is unavailable right now. Please try again in a minute.',
  forbiddenOrigin: 'This site may not send forms to this API.',
  misdirected: 'This local server answers on its loopback address only.',
  internal: 'Internal error',
} as const

/**
 * Flattens zod issues to the wire shape. zod's messages name types and limits, never values,
 * except "Unrecognized key" which quotes the key: a client-chosen string, so it is replaced.
 */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[], messages: { unrecognizedField: string }): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.code === 'unrecognized_keys' ? messages.unrecognizedField : issue.message,
  }))
}
