import * as z from 'zod/mini'
import { hasForbiddenMultilineCharacter } from './fields'

/**
 * The personal leadership assessment: the five principles the bootcamp teaches, three statements
 * each, answered on a scale of 1 to 5. Taken twice: at (or before) the first session, and at the
 * last, where each statement is answered twice: now, and "before the bootcamp I would have said"
 * (the retrospective baseline youth-programme evaluation uses).
 */
export const PRINCIPLES = ['vision', 'integrity', 'teamwork', 'action', 'leadership'] as const
export type Principle = (typeof PRINCIPLES)[number]

/** Statements per principle: `vision-1`, `vision-2`, `vision-3`, … */
export const STATEMENTS_PER_PRINCIPLE = 3
export const STATEMENT_IDS = PRINCIPLES.flatMap((principle) =>
  Array.from({ length: STATEMENTS_PER_PRINCIPLE }, (_, index) => `${principle}-${index + 1}`),
)

/** The answers' scale: 1 (not like me at all) to 5 (very much like me). */
export const SCALE = [1, 2, 3, 4, 5] as const

/** The two times it is taken. */
export const ASSESSMENT_ROUNDS = ['first', 'last'] as const
export type AssessmentRound = (typeof ASSESSMENT_ROUNDS)[number]

/** The longest goal a participant may write at the last session, in characters. */
export const GOAL_MAX = 300

/** One participant's line on the cohort's assessment list (the console). */
export interface AssessmentLinkRow {
  id: string
  firstName: string
  lastName: string
  /** Their signed link, for the QR code staff show on the day. */
  href: string
  firstTaken: boolean
  lastTaken: boolean
  /** The coordinator's short note on the participant's report ('' when none). */
  note: string
}

/** `GET /api/admin/cohorts/:id/assessment`: the Complete Bootcamp's seated participants and their links. */
export interface CohortAssessment {
  cohortId: string
  participants: AssessmentLinkRow[]
}

/** The longest coordinator's note on a participant's report, in characters. */
export const COORDINATOR_NOTE_MAX = 500

/** `POST /api/admin/cohorts/:id/assessment/:registrationId/note`: the note on the report; '' takes it off. */
export const coordinatorNoteSchema = z.strictObject({
  note: z.string().check(
    z.trim(),
    z.maxLength(COORDINATOR_NOTE_MAX),
    z.refine((text) => !hasForbiddenMultilineCharacter(text)),
  ),
})

/** What the note's POST answers: the note as stored. */
export interface CoordinatorNote {
  registrationId: string
  note: string
}
