import { and, eq, sql } from 'drizzle-orm'
import { FOLLOW_UP_KINDS } from '../../contract/follow-up'
import type { FollowUpFigure } from '../../contract/results'
import { followUpAnswers, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { meanAndSpread } from './aggregate'

/** One counted answer: whose cohort, which email, the score, whether they asked to talk. */
export type CountedAnswer = { cohortId: string | null; kind: string; score: number; wantsTalk: boolean }

/**
 * The follow-up answers that count in the results: of the participants the results count
 * (`takesPart`), only with their evaluation-survey consent live (`consented`).
 */
export const countedFollowUpAnswers = (
  db: Database,
  takesPart: ReturnType<typeof and>,
  consented: ReturnType<typeof sql>,
) =>
  db
    .select({
      cohortId: registrations.cohortId,
      kind: followUpAnswers.kind,
      score: followUpAnswers.score,
      wantsTalk: followUpAnswers.wantsTalk,
    })
    .from(followUpAnswers)
    .innerJoin(registrations, eq(registrations.id, followUpAnswers.registrationId))
    .where(and(takesPart, consented))

/** Per follow-up email, in order: how many answered, the mean score and its spread, how many asked to talk. */
export const followUpFiguresOf = (answers: CountedAnswer[]): FollowUpFigure[] =>
  FOLLOW_UP_KINDS.map((kind) => {
    const ofEmail = answers.filter((answer) => answer.kind === kind)
    return {
      kind,
      answers: ofEmail.length,
      ...meanAndSpread(ofEmail.map((answer) => answer.score)),
      askedToTalk: ofEmail.filter((answer) => answer.wantsTalk).length,
    }
  })
