import * as z from 'zod/mini'
import { CAMPAIGN_TAG, HONEYPOT_FIELD, PARTNER_SLUG } from './attribution'
import {
  AGE_MAX,
  AGE_MIN,
  CONTACT_SUBJECT_VALUES,
  LIMITS,
  MESSAGE_MIN,
  PHONE_MIN,
  SESSION_PREFERENCE_VALUES,
} from './constants'
import {
  emailAddress,
  optionalChoice,
  optionalId,
  optionalText,
  personName,
  requiredText,
  type ValidationMessages,
} from './fields'

// Re-exported: the worker reads them here, beside the schemas; the widget from attribution.ts, without zod.
export { CAMPAIGN_TAG, HONEYPOT_FIELD, PARTNER_SLUG } from './attribution'

/** Fields every form sends besides what the visitor typed; the worker never stores them as such. */
function submissionMeta(messages: ValidationMessages) {
  const campaignTag = z.optional(
    z.string().check(z.maxLength(LIMITS.campaignTag), z.regex(CAMPAIGN_TAG, messages.invalidCampaignTag)),
  )
  return {
    partner: z.optional(z.string().check(z.regex(PARTNER_SLUG, messages.invalidPartner))),
    [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(LIMITS.honeypot))),
    /** Cloudflare Turnstile token, checked by the worker only when a secret is configured. */
    turnstileToken: z.optional(z.string().check(z.maxLength(LIMITS.turnstileToken))),
    utmSource: campaignTag,
    utmMedium: campaignTag,
    utmCampaign: campaignTag,
  }
}
type Meta = ReturnType<typeof submissionMeta>
export type SubmissionMeta = { [K in keyof Meta]?: z.output<Meta[K]> }

/** Digits, spaces and the punctuation people write phone numbers with; no letters. */
const PHONE_CHARACTERS = /^\+?[0-9 ().\-/]+$/
/** The shortest real number is a 7-digit local one; "----------" has the length but no number. */
const PHONE_MIN_DIGITS = 7
const hasEnoughDigits = (phone: string) => (phone.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS

/**
 * The three request schemas, with messages in one language: the widget builds them with its
 * element's language, the worker with the request's. The rules are the same in every language.
 * Request bodies are strict: an unknown key (a forged `id`, `createdAt`, `__proto__`...)
 * is a 400, never silently dropped, so a client bug or probe is visible.
 */
export function contractSchemas(messages: ValidationMessages) {
  const meta = submissionMeta(messages)
  const email = emailAddress(messages)
  return {
    registration: z.strictObject({
      firstName: personName(messages, LIMITS.name, messages.firstName),
      lastName: personName(messages, LIMITS.name, messages.lastName),
      email,
      phone: z.pipe(
        requiredText(messages, LIMITS.phone, PHONE_MIN, messages.phone),
        z.string().check(z.regex(PHONE_CHARACTERS, messages.phone), z.refine(hasEnoughDigits, messages.phone)),
      ),
      age: z.int().check(z.gte(AGE_MIN), z.lte(AGE_MAX)),
      sessionPreference: optionalChoice(SESSION_PREFERENCE_VALUES),
      /** The cohort chosen on the form; absent or "" means the next one ahead (the worker decides). */
      cohortId: optionalId(messages.invalidCohort),
      /** The group of friends joined through a shared link (`?group=`); the worker ignores an unknown one. */
      groupCode: z.optional(z.string().check(z.maxLength(LIMITS.groupCode))),
      emergencyContact: optionalText(messages, LIMITS.emergencyContact),
      motivation: optionalText(messages, LIMITS.motivation, true),
      parentalConsent: z._default(z.boolean(), false),
      mediaConsent: z._default(z.boolean(), false),
      termsAgreement: z.literal(true, { error: messages.terms }),
      ...meta,
    }),
    emailSignup: z.strictObject({ email, ...meta }),
    contact: z.strictObject({
      name: personName(messages, LIMITS.contactName, messages.name),
      email,
      subject: optionalChoice(CONTACT_SUBJECT_VALUES),
      message: requiredText(messages, LIMITS.message, MESSAGE_MIN, messages.message, true),
      ...meta,
    }),
  }
}

export type ContractSchemas = ReturnType<typeof contractSchemas>
export type RegistrationSchema = ContractSchemas['registration']
export type EmailSignupSchema = ContractSchemas['emailSignup']
export type ContactSchema = ContractSchemas['contact']
export type Registration = z.output<RegistrationSchema>
export type EmailSignup = z.output<EmailSignupSchema>
export type Contact = z.output<ContactSchema>
