import * as z from 'zod/mini'

// zod/mini keeps the browser bundle small and ships without messages: every message a form can
// show comes from the language's copy (ValidationMessages); the worker adds zod's own texts in
// the request's language for the rest (worker/base/validation.ts).

/**
 * Characters nobody types into a form on purpose, refused in every field: controls, format
 * characters (bidi overrides and isolates that disguise text, soft hyphens, invisible
 * operators, tag characters, byte-order marks...), line and paragraph separators, the Hangul
 * and Braille blanks used to fake an empty name, and lone surrogates (not valid UTF-16).
 * ZWJ and ZWNJ are format characters too, but emoji sequences and Persian or Indic words need
 * them, so they are allowed inside a word (see LOOSE_JOINER).
 */
const INVISIBLE = '(?![\\u200c\\u200d])\\p{Cf}|[\\p{Zl}\\p{Zp}\\u115f\\u1160\\u3164\\uffa0\\u2800]|\\p{Cs}'
const FORBIDDEN_INLINE = new RegExp(`\\p{Cc}|${INVISIBLE}`, 'u')
/** Same, but a text area may hold line breaks and tabs. */
const FORBIDDEN_MULTILINE = new RegExp(`(?![\\t\\n\\r])\\p{Cc}|${INVISIBLE}`, 'u')
/** A joiner that joins nothing: at either end, or beside a space. */
const LOOSE_JOINER = /(^|\s)[\u200c\u200d]|[\u200c\u200d]($|\s)/u

/** A control, invisible or direction character in a one-line text (the console's username checks it too). */
export const hasForbiddenCharacter = (text: string) => FORBIDDEN_INLINE.test(text) || /[\u200c\u200d]/u.test(text)

/** The same for a text area (line breaks and tabs allowed; a joiner only inside a word): the payment page's assistance reason. */
export const hasForbiddenMultilineCharacter = (text: string) =>
  FORBIDDEN_MULTILINE.test(text) || LOOSE_JOINER.test(text)

/**
 * The messages the contract's own checks give, in one language: the spec's under each field, and
 * the generic ones. The widget and the worker pass the copy of the visitor's language.
 */
export interface ValidationMessages {
  firstName: string
  lastName: string
  email: string
  phone: string
  terms: string
  name: string
  message: string
  /** zod's default says "expected string, received undefined"; a form user reads "Required". */
  required: string
  /** Shown under a field that is longer than the contract allows. */
  tooLong: (max: number) => string
  forbiddenCharacters: string
  unrecognizedField: string
  invalidPartner: string
  invalidCohort: string
  invalidCampaignTag: string
}

const requiredError = (messages: ValidationMessages) => (issue: { input?: unknown }) =>
  issue.input === undefined ? messages.required : undefined

/**
 * A string as stored: refused if it holds a forbidden character, then NFC-normalised and
 * trimmed, then bounded. The bound counts the normalised text, since that is what is stored
 * (a few characters grow threefold under NFC); a raw bound of four times as much keeps the
 * normalising cheap.
 */
function cleanString(messages: ValidationMessages, max: number, multiline = false) {
  const forbidden = multiline ? FORBIDDEN_MULTILINE : FORBIDDEN_INLINE
  return z.pipe(
    z.pipe(
      z.string({ error: requiredError(messages) }).check(
        z.maxLength(max * 4, messages.tooLong(max)),
        z.refine((value) => !forbidden.test(value) && !LOOSE_JOINER.test(value), messages.forbiddenCharacters),
      ),
      z.transform((value: string) => value.normalize('NFC').trim()),
    ),
    z.string().check(z.maxLength(max, messages.tooLong(max))),
  )
}

/** A required text: clean (see above), at least `min` characters after trimming. */
export function requiredText(
  messages: ValidationMessages,
  max: number,
  min: number,
  message: string,
  multiline = false,
) {
  return z.pipe(cleanString(messages, max, multiline), z.string().check(z.minLength(min, message)))
}

/** A person's name: required, and holding at least one letter, so it cannot be made of blanks or marks alone. */
export function personName(messages: ValidationMessages, max: number, message: string) {
  return z.pipe(requiredText(messages, max, 1, message), z.string().check(z.regex(/\p{L}/u, message)))
}

/** An optional text: an empty or blank value is stored as null. */
export function optionalText(messages: ValidationMessages, max: number, multiline = false) {
  return z.pipe(
    z.optional(cleanString(messages, max, multiline)),
    z.transform((value: string | undefined) => (value ? value : null)),
  )
}

/** Longest address SMTP allows (RFC 5321 path limit). */
const EMAIL_MAX = 254

/** An email address, trimmed and lower-cased so one person is one address. */
export function emailAddress(messages: ValidationMessages) {
  const message = messages.email
  return z.pipe(
    z.pipe(
      z.string({ error: requiredError(messages) }).check(z.maxLength(EMAIL_MAX + 64, message)),
      z.transform((value: string) => value.trim().toLowerCase()),
    ),
    z.email({ error: message }).check(z.maxLength(EMAIL_MAX, message)),
  )
}

/** The optional id of a record chosen from a list (a cohort); the empty choice "" is null. */
export function optionalId(message: string) {
  return z.pipe(
    z.optional(z.string().check(z.maxLength(64, message), z.regex(/^[0-9a-f-]*$/, message))),
    z.transform((value: string | undefined) => (value ? value : null)),
  )
}

/** Optional enumerated value; the empty choice of a select arrives as "" and is stored as null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.optional(z.union([z.enum(values), z.literal('')])),
    z.transform((value: T[number] | '' | undefined) => (value ? value : null)),
  )
}
