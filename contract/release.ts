import * as z from 'zod/mini'
import { ADULT_AGE } from './constants'

/**
 * Who may take a participant home at the end of a session, as the family sets it on the family
 * page, and the one judgement of a check-out that the console (offline, at the door) and the
 * worker (when the check-out arrives) both make with it.
 */
export const RELEASE_MODES = ['guardian', 'listed', 'on-own'] as const
type ReleaseMode = (typeof RELEASE_MODES)[number]

/** How many listed adults and "must not collect" names the page takes. */
export const RELEASE_ADULTS_MAX = 4
export const MUST_NOT_COLLECT_MAX = 6
export const RELEASE_LIMITS = { name: 100, relationship: 60, phone: 30 } as const

export interface ReleaseAdult {
  name: string
  relationship: string
  phone: string
}

/** The rules as stored: the mode, the adults it lists, who must never collect, who set them. */
export interface ReleaseRules {
  mode: ReleaseMode
  adults: ReleaseAdult[]
  mustNotCollect: string[]
  /** The guardian's typed name (the participant's own from 18): the guardian collects in every mode. */
  signedName: string
  /** The guardian typed their consent to the participant leaving alone (under 18, mode `on-own`). */
  onOwnConsent: boolean
}

/** From 18, leaving on one's own is the rule unless the participant sets another; it needs no one's consent. */
const ADULT_DEFAULT_RULES: ReleaseRules = {
  mode: 'on-own',
  adults: [],
  mustNotCollect: [],
  signedName: '',
  onOwnConsent: false,
}

/** The rules a check-out is judged by: the family's, or the default from 18; null when none are set. */
const rulesInForce = (rules: ReleaseRules | null, age: number) =>
  rules ?? (age >= ADULT_AGE ? ADULT_DEFAULT_RULES : null)

/** How the volunteer checked who is collecting. */
export const VERIFICATIONS = ['photo-id', 'known-to-staff', 'called-guardian'] as const
export type Verification = (typeof VERIFICATIONS)[number]

/** Who is collecting: the guardian, a listed adult (by name), the participant alone, or someone else (typed). */
export const COLLECTOR_KINDS = ['guardian', 'adult', 'self', 'other'] as const

/** Two names the same but for case, accents' composition and spacing. */
export const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
  return plain(a) === plain(b)
}

export type ReleaseJudgement =
  | { allowed: true; relationship: string; name: string }
  | { allowed: false; reason: 'no-rules' | 'must-not-collect' | 'not-listed' | 'not-on-own' }

/**
 * Whether `collector` may take the participant: a name on "must not collect" never, whatever
 * else is set; the participant alone only where the rules allow it; a match is named as the family wrote it; the guardian in every mode
 * (named on their own rules); a listed adult in mode `listed`; anyone else never.
 */
export function judgeRelease(
  rules: ReleaseRules | null,
  age: number,
  collector: { kind: (typeof COLLECTOR_KINDS)[number]; name: string },
): ReleaseJudgement {
  const inForce = rulesInForce(rules, age)
  if (!inForce) return { allowed: false, reason: 'no-rules' }
  if (collector.kind === 'self')
    return inForce.mode === 'on-own' && (age >= ADULT_AGE || inForce.onOwnConsent)
      ? { allowed: true, relationship: 'self', name: '' }
      : { allowed: false, reason: 'not-on-own' }
  if (inForce.mustNotCollect.some((name) => sameName(name, collector.name)))
    return { allowed: false, reason: 'must-not-collect' }
  if (inForce.signedName && sameName(inForce.signedName, collector.name) && age < ADULT_AGE)
    return { allowed: true, relationship: 'guardian', name: inForce.signedName }
  const adult =
    inForce.mode === 'listed' ? inForce.adults.find((listed) => sameName(listed.name, collector.name)) : null
  return adult
    ? { allowed: true, relationship: adult.relationship, name: adult.name }
    : { allowed: false, reason: 'not-listed' }
}

/** One check-out as the phone queues it; `id` is made on the phone, so a replay is stored once. */
export const checkOutSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  registrationId: z.string().check(z.minLength(1), z.maxLength(64)),
  sessionDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  collector: z.strictObject({
    kind: z.enum(COLLECTOR_KINDS),
    name: z.string().check(z.trim(), z.maxLength(RELEASE_LIMITS.name)),
  }),
  verifiedBy: z.nullable(z.enum(VERIFICATIONS)),
  checkedOutAt: z.iso.datetime(),
})
export type CheckOut = z.output<typeof checkOutSchema>

export const CHECK_OUT_BATCH_MAX = 50
export const checkOutsSchema = z.strictObject({
  checkOuts: z.array(checkOutSchema).check(z.minLength(1), z.maxLength(CHECK_OUT_BATCH_MAX)),
})

/** An override of a refusal: online only, by a director or coordinator, with the reason written. */
export const overrideSchema = z.strictObject({
  ...checkOutSchema.shape,
  reason: z.string().check(z.trim(), z.minLength(10), z.maxLength(500)),
})

/** What happened to each check-out sent: stored now, stored before (a replay), or refused and why. */
export interface CheckOutResult {
  results: { id: string; outcome: 'stored' | 'already-stored' | 'refused' | 'not-in-cohort'; reason?: string }[]
}

/** A participant's rules as the check-out screen reads them (the console's cohort list). */
export interface ReleaseListRow {
  registrationId: string
  age: number
  rules: ReleaseRules | null
  checkedOut: { sessionDate: string; releasedTo: string; checkedOutAt: string }[]
}
export interface ReleaseList {
  /** The day it was read and the cohort's session days: a phone keeps it for a session day only, as the roster. */
  today: string
  sessionDates: string[]
  participants: ReleaseListRow[]
}
