/** Business constants shared by forms, worker and content (spec section 9). */
export const AGE_MIN = 13
export const AGE_MAX = 22
export const PHONE_MIN = 10
export const MESSAGE_MIN = 10

/** Upper bounds on every string the API accepts, so no field can carry a payload. */
export const LIMITS = {
  name: 100,
  phone: 30,
  emergencyContact: 200,
  motivation: 2000,
  contactName: 120,
  message: 5000,
  honeypot: 200,
  partner: 40,
  turnstileToken: 2048,
} as const

/** Largest request body the API reads (issue: 16 KiB). */
export const MAX_BODY_BYTES = 16 * 1024

export const SESSION_PREFERENCES = [
  { value: 'individual', label: 'Individual Session ($50-75)' },
  { value: 'complete', label: 'Complete Bootcamp ($200)' },
] as const

export const CONTACT_SUBJECTS = [
  { value: 'program-info', label: 'Program Information' },
  { value: 'registration', label: 'Registration' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'scheduling', label: 'Scheduling' },
  { value: 'other', label: 'Other' },
] as const

type Values<T extends readonly { value: string }[]> = { [K in keyof T]: T[K]['value'] }
export const SESSION_PREFERENCE_VALUES = SESSION_PREFERENCES.map((o) => o.value) as unknown as Values<typeof SESSION_PREFERENCES>
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((o) => o.value) as unknown as Values<typeof CONTACT_SUBJECTS>
