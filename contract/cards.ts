import type { HealthAnswers } from './health-records'
import type { ReleaseRules } from './release'

/** One number a card lets staff call with a tap, and whose it is. */
export interface CardContact {
  /** Who answers: a name, or the family's own line when the form gave none. */
  name: string
  /** Parent, aunt, listed adult…, or '' when nobody said. */
  relationship: string
  phone: string
}

/**
 * One participant's emergency card, as staff at the door carry it: whom to call, what to do
 * for an allergy or a condition, who may take them home, and whether they may be photographed.
 * Only what the day needs from the health record; the full record stays with its readers.
 */
export interface EmergencyCard {
  registrationId: string
  firstName: string
  lastName: string
  age: number
  /** The family's line (the registration's phone) first, then the second contact and listed adults. */
  contacts: CardContact[]
  /** The registration form's free-text emergency contact, as typed (it may hold no number). */
  emergencyNote: string | null
  /** The newest health record's answers; null when the family has given none. */
  health: (HealthAnswers & { complete: boolean }) | null
  /** The family's release rules; null when none are set (the default from 18 applies then). */
  release: ReleaseRules | null
  /** Consent to emergency medical treatment is on record (required under 18). */
  emergencyTreatment: boolean
  /** No media consent on record: nobody photographs or films them. */
  noPhotos: boolean
}

/**
 * `GET /api/admin/cohorts/:id/cards`: the cards of everyone seated in a cohort, with the day
 * they were read on and the cohort's session days (a phone keeps them for that day only).
 */
export interface CohortCards {
  cohortId: string
  startDate: string
  today: string
  sessionDates: string[]
  cards: EmergencyCard[]
}
