/**
 * The follow-up after the Complete Bootcamp: its three emails, and the one-tap "how is it going"
 * each carries (1 to 5, optional words, "I would like to talk to someone").
 */

/** The three follow-up emails, by the notification kind that sends each. */
export const FOLLOW_UP_KINDS = ['follow-up-day-7', 'follow-up-day-14', 'follow-up-day-30'] as const
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number]

/** The longest answer in words, in characters. */
export const FOLLOW_UP_WORDS_MAX = 1000

/** One answer to one email, as staff see it. */
export interface FollowUpAnswerRow {
  kind: FollowUpKind
  score: number
  words: string | null
  wantsTalk: boolean
  updatedAt: string
}

/** `GET /api/admin/cohorts/:id/follow-up-answers`: every participant the follow-up goes to, with their answers. */
export interface CohortFollowUpAnswers {
  cohortId: string
  participants: { id: string; firstName: string; lastName: string; answers: FollowUpAnswerRow[] }[]
}
