/**
 * The programme's own results: the retrospective pre/post self-assessment (the leadership
 * assessment's last round, "now" against "before the bootcamp I would have said"), per cohort
 * and over all cohorts, counting only participants whose evaluation-survey consent is given.
 */
import * as z from 'zod/mini'
import type { Principle } from './assessment'
import type { FollowUpKind } from './follow-up'

/** The public page shows the programme's figures only from this many counted participants in all. */
export const PUBLIC_RESULTS_MINIMUM = 20

/** One principle's change (after minus before, on the 1 to 5 scale): its mean and standard deviation. */
export interface PrincipleChange {
  principle: Principle
  /** Null with nobody counted. */
  mean: number | null
  /** The sample standard deviation; null under two counted. */
  sd: number | null
}

/**
 * One follow-up email's "how is it going" answers (1 to 5) in a group: counted only from
 * participants whose evaluation-survey consent is live, as the assessment's figures are.
 */
export interface FollowUpFigure {
  kind: FollowUpKind
  answers: number
  /** Null with no answer counted. */
  mean: number | null
  /** The sample standard deviation; null under two answers. */
  sd: number | null
  askedToTalk: number
}

/** One cohort's results, or every cohort's together (`cohortId` null). */
export interface ResultsGroup {
  cohortId: string | null
  startDate: string | null
  /** Seated Complete Bootcamp participants. */
  participants: number
  /** Of them, those who completed both assessments. */
  tookBoth: number
  /** Of those, the ones whose evaluation-survey consent is given: the only ones the figures count. */
  counted: number
  changes: PrincipleChange[]
  /** The follow-up emails' answers, one figure per email in order. */
  followUp: FollowUpFigure[]
}

/** `GET /api/admin/results`. */
export interface Results {
  cohorts: ResultsGroup[]
  overall: ResultsGroup
  /** Whether a director turned the public figures on; they show only from PUBLIC_RESULTS_MINIMUM counted. */
  publicShown: boolean
  publicMinimum: number
}

/** `PATCH /api/admin/results/public`: a director's switch for the figures on the public page. */
export const publicResultsSchema = z.strictObject({ shown: z.boolean() })
