import * as z from 'zod/mini'

// zod/mini keeps the browser bundle small and ships without messages: every message a form
// can show is written here; the worker adds zod's English texts for the rest (worker/validation.ts).

/**
 * Characters nobody types into a form on purpose: C0/C1 controls, bidi embeddings,
 * overrides and isolates (used to disguise text), invisible spaces and joiners that are
 * not part of a script (ZWSP, word joiner, BOM), and lone surrogates (not valid UTF-16).
 * ZWJ and ZWNJ stay allowed: emoji sequences and Persian or Indic names need them.
 */
const FORBIDDEN_INLINE = /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]|\p{Cs}/u
/** Same as above, but a text area may hold line breaks and tabs. */
const FORBIDDEN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]|\p{Cs}/u

const FORBIDDEN_CHARACTERS_MESSAGE = 'Contains characters that are not allowed'

/** Shown under a field that is longer than the contract allows. */
export const tooLong = (max: number) => `Must be at most ${max} characters`

/** zod's default says "expected string, received undefined"; a form user reads "Required". */
const requiredError = (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : undefined)

function cleanString(max: number, multiline = false) {
  const forbidden = multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_INLINE
  return z.pipe(
    z.string({ error: requiredError }).check(z.maxLength(max, tooLong(max)), z.refine((value) => !forbidden.test(value), FORBIDDEN_CHARACTERS_MESSAGE)),
    z.transform((value: string) => value.normalize('NFC').trim()),
  )
}

/** A required text: trimmed, NFC-normalised, at least `min` characters after trimming. */
export function requiredText(max: number, min: number, message: string, multiline = false) {
  return z.pipe(cleanString(max, multiline), z.string().check(z.minLength(min, message)))
}

/** An optional text: an empty or blank value is stored as null. */
export function optionalText(max: number, multiline = false) {
  return z.pipe(
    z.optional(cleanString(max, multiline)),
    z.transform((value: string | undefined) => (value ? value : null)),
  )
}

/** Longest address SMTP allows (RFC 5321 path limit). */
const EMAIL_MAX = 254

/** An email address, trimmed and lower-cased so one person is one address. */
export function emailAddress(message: string) {
  return z.pipe(
    z.pipe(
      z.string({ error: requiredError }).check(z.maxLength(EMAIL_MAX + 64, message)),
      z.transform((value: string) => value.trim().toLowerCase()),
    ),
    z.email({ error: message }).check(z.maxLength(EMAIL_MAX, message)),
  )
}

/** Optional enumerated value; the empty choice of a select arrives as "" and is stored as null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.optional(z.union([z.enum(values), z.literal('')])),
    z.transform((value: T[number] | '' | undefined) => (value ? value : null)),
  )
}
