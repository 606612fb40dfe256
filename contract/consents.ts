/**
 * The consents a registration holds, each a versioned record (worker/consents/): taking part,
 * emergency medical treatment, photos and video, and evaluation surveys. Shared by the worker,
 * the console and the content so one list names them everywhere.
 */
export const CONSENT_KINDS = ['participation', 'emergency-treatment', 'media', 'evaluation'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

/** Needed before the first session ("ready for the day"); the others are choices. */
export const REQUIRED_CONSENTS = ['participation', 'emergency-treatment'] as const satisfies readonly ConsentKind[]

/** The family may withdraw these at any time; the required ones end with the registration. */
export const WITHDRAWABLE_CONSENTS = ['media', 'evaluation'] as const satisfies readonly ConsentKind[]

/**
 * Who gave a consent: a parent or guardian (under 18), the participant (18 and over), or the
 * public form's media box (the first media record of a registration).
 */
export const CONSENT_GIVERS = ['guardian', 'participant', 'form'] as const
type ConsentGiver = (typeof CONSENT_GIVERS)[number]

/**
 * Where one kind stands for a registration: given on the text's current version, given on an
 * older version (the family is asked again), withdrawn, or never given.
 */
export type ConsentStatus = 'given' | 'outdated' | 'withdrawn' | 'missing'

/** One consent as the console shows it: its standing and, when given, by whom and when. */
export interface ConsentView {
  kind: ConsentKind
  status: ConsentStatus
  version: number | null
  givenBy: ConsentGiver | null
  signerName: string | null
  relationship: string | null
  language: string | null
  givenAt: string | null
  withdrawnAt: string | null
}
