import * as z from 'zod/mini'
import { AGE_MAX, AGE_MIN, CONTACT_SUBJECT_VALUES, LIMITS, MESSAGE_MIN, PHONE_MIN, SESSION_PREFERENCE_VALUES } from './constants'
import { emailAddress, optionalChoice, optionalText, personName, requiredText } from './fields'

/** The validation messages people read under a field, word for word. */
export const MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  terms: 'You must agree to the terms',
  name: 'Name is required',
  message: 'Message must be at least 10 characters',
} as const

/**
 * Which partner page a submission came from: the element's `partner` attribute, a short slug.
 * Missing means the worker's own page.
 */
export const PARTNER_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/
const partner = z.optional(z.string().check(z.regex(PARTNER_SLUG, 'Invalid partner')))

/**
 * Honeypot: a field people never see (it is hidden) but form-filling bots do. The API answers a
 * filled one exactly like a success and stores nothing, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website'
const website = z.optional(z.string().check(z.maxLength(LIMITS.honeypot)))

/**
 * Campaign tags from the link the visitor arrived by (utm_source, utm_medium, utm_campaign):
 * stored beside `source` so the programme can count which newsletter or poster worked. Words,
 * digits and the punctuation campaign tools use; nothing else, and not the Hangul fillers that
 * count as letters but show as nothing.
 */
export const CAMPAIGN_TAG = /^(?:(?![\u115f\u1160\u3164\uffa0])[\p{L}\p{N} ._~+:/@()-]){1,100}$/u
const campaignTag = z.optional(z.string().check(z.maxLength(LIMITS.campaignTag), z.regex(CAMPAIGN_TAG, 'Invalid campaign tag')))

/** Cloudflare Turnstile token, checked by the worker only when a secret is configured. */
const turnstileToken = z.optional(z.string().check(z.maxLength(LIMITS.turnstileToken)))

/** Fields every form sends besides what the visitor typed; the worker never stores them as such. */
const submissionMeta = { partner, [HONEYPOT_FIELD]: website, turnstileToken, utmSource: campaignTag, utmMedium: campaignTag, utmCampaign: campaignTag }
export type SubmissionMeta = { [K in keyof typeof submissionMeta]?: z.output<(typeof submissionMeta)[K]> }

/** Digits, spaces and the punctuation people write phone numbers with; no letters. */
const PHONE_CHARACTERS = /^\+?[0-9 ().\-/]+$/
/** The shortest real number is a 7-digit local one; "----------" has the length but no number. */
const PHONE_MIN_DIGITS = 7
const hasEnoughDigits = (phone: string) => (phone.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS

/**
 * Request bodies are strict: an unknown key (a forged `id`, `createdAt`, `__proto__`...)
 * is a 400, never silently dropped, so a client bug or probe is visible.
 */
export const registrationSchema = z.strictObject({
  firstName: personName(LIMITS.name, MESSAGES.firstName),
  lastName: personName(LIMITS.name, MESSAGES.lastName),
  email: emailAddress(MESSAGES.email),
  phone: z.pipe(requiredText(LIMITS.phone, PHONE_MIN, MESSAGES.phone), z.string().check(z.regex(PHONE_CHARACTERS, MESSAGES.phone), z.refine(hasEnoughDigits, MESSAGES.phone))),
  age: z.int().check(z.gte(AGE_MIN), z.lte(AGE_MAX)),
  sessionPreference: optionalChoice(SESSION_PREFERENCE_VALUES),
  emergencyContact: optionalText(LIMITS.emergencyContact),
  motivation: optionalText(LIMITS.motivation, true),
  parentalConsent: z._default(z.boolean(), false),
  mediaConsent: z._default(z.boolean(), false),
  termsAgreement: z.literal(true, { error: MESSAGES.terms }),
  ...submissionMeta,
})

export const emailSignupSchema = z.strictObject({
  email: emailAddress(MESSAGES.email),
  ...submissionMeta,
})

export const contactSchema = z.strictObject({
  name: personName(LIMITS.contactName, MESSAGES.name),
  email: emailAddress(MESSAGES.email),
  subject: optionalChoice(CONTACT_SUBJECT_VALUES),
  message: requiredText(LIMITS.message, MESSAGE_MIN, MESSAGES.message, true),
  ...submissionMeta,
})

export type Registration = z.output<typeof registrationSchema>
export type EmailSignup = z.output<typeof emailSignupSchema>
export type Contact = z.output<typeof contactSchema>
