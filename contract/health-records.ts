/**
 * A participant's health and safety record, as the family gives it on the family page and as
 * the console's health readers (director, health lead) read it. Every text may be left blank
 * and saved; a blank answer keeps the record from counting as complete ("None" is an answer).
 */
export const HEALTH_TEXT_FIELDS = [
  'allergies',
  'allergyActions',
  'conditions',
  'medications',
  'dietary',
  'accessibility',
  'secondContactName',
  'secondContactPhone',
] as const
export type HealthTextField = (typeof HEALTH_TEXT_FIELDS)[number]

/** Whether the participant carries the device themselves: yes, no, or not answered (''). */
export const CARRIES_FIELDS = ['carriesEpinephrine', 'carriesInhaler'] as const
type CarriesField = (typeof CARRIES_FIELDS)[number]
export const CARRIES_ANSWERS = ['yes', 'no'] as const

/** The longest answer each text field takes. */
export const HEALTH_LIMITS: Record<HealthTextField | 'signedName', number> = {
  allergies: 1000,
  allergyActions: 1000,
  conditions: 1000,
  medications: 1000,
  dietary: 500,
  accessibility: 500,
  secondContactName: 100,
  secondContactPhone: 30,
  signedName: 100,
}

/** What is encrypted into one row: the answers and who typed their name to them. */
export type HealthAnswers = Record<HealthTextField, string> & Record<CarriesField, '' | 'yes' | 'no'>
export interface HealthRecordBody extends HealthAnswers {
  /** The guardian's typed name (the participant's own from 18). */
  signedName: string
}

/** Answers a record needs to count as complete; "what to do" may stay blank when there is no allergy. */
const NEEDED: readonly (HealthTextField | CarriesField)[] = [
  'allergies',
  'conditions',
  'medications',
  'dietary',
  'accessibility',
  'secondContactName',
  'secondContactPhone',
  ...CARRIES_FIELDS,
]

/** Whether every needed answer was given. */
export const isHealthComplete = (answers: HealthAnswers) => NEEDED.every((field) => answers[field].trim() !== '')

/** One saved version, as `GET /api/admin/registrations/:id/health` answers it. */
export interface HealthRecordVersion extends HealthRecordBody {
  version: number
  complete: boolean
  language: string
  savedAt: string
}

/** The answer of `GET /api/admin/registrations/:id/health`: every version, newest first. */
export interface HealthRecordResponse {
  versions: HealthRecordVersion[]
}
