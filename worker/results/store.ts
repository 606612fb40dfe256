import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Results, ResultsGroup } from '../../contract/results'
import { assessmentAnswers, cohorts, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { scoresOf, type PrincipleScores } from '../assessment/scores'
import type { Answer } from '../assessment/store'
import { groupOf } from './aggregate'
import { countedFollowUpAnswers, followUpFiguresOf } from './follow-up'

/** Seated Complete Bootcamp participants (or with no preference, priced as complete): who takes the assessment. */
const takesPart = and(
  eq(registrations.status, 'seated'),
  or(isNull(registrations.sessionPreference), ne(registrations.sessionPreference, 'individual')),
)

const tookBoth = sql<number>`(SELECT count(*) FROM assessments WHERE assessments.registration_id = registrations.id AND assessments.completed_at IS NOT NULL) = 2`

/** A live evaluation-survey consent, of any version: withdrawn, the answers stop counting. */
const evaluationConsent = sql<number>`EXISTS (SELECT 1 FROM consents WHERE consents.registration_id = registrations.id AND consents.kind = 'evaluation' AND consents.withdrawn_at IS NULL)`

/**
 * The programme's results, per cohort (by start date) and over all cohorts: three statements, each
 * joined on the participants' rule, never a list of ids (D1 binds at most 100 values).
 */
export async function resultsOf(db: Database): Promise<Omit<Results, 'publicShown' | 'publicMinimum'>> {
  const [people, answers, followUp] = await Promise.all([
    db
      .select({
        id: registrations.id,
        cohortId: cohorts.id,
        startDate: cohorts.startDate,
        tookBoth,
        consented: evaluationConsent,
      })
      .from(registrations)
      .innerJoin(cohorts, eq(cohorts.id, registrations.cohortId))
      .where(takesPart)
      .orderBy(cohorts.startDate, cohorts.id),
    db
      .select({
        registrationId: assessmentAnswers.registrationId,
        round: assessmentAnswers.round,
        statement: assessmentAnswers.statement,
        score: assessmentAnswers.score,
        before: assessmentAnswers.before,
      })
      .from(assessmentAnswers)
      .innerJoin(registrations, eq(registrations.id, assessmentAnswers.registrationId))
      .where(and(takesPart, sql`${tookBoth} AND ${evaluationConsent}`)),
    countedFollowUpAnswers(db, takesPart, evaluationConsent),
  ])
  const byRound = new Map<string, { first: Map<string, Answer>; last: Map<string, Answer> }>()
  for (const answer of answers) {
    const rounds = byRound.get(answer.registrationId) ?? { first: new Map(), last: new Map() }
    rounds[answer.round].set(answer.statement, answer)
    byRound.set(answer.registrationId, rounds)
  }
  const scores = (id: string): PrincipleScores[] => {
    const rounds = byRound.get(id)
    return rounds ? scoresOf(rounds.first, rounds.last) : []
  }
  const group = (cohort: { cohortId: string | null; startDate: string | null }, members: typeof people) =>
    groupOf(
      cohort,
      { participants: members.length, tookBoth: members.filter((row) => row.tookBoth).length },
      members.filter((row) => row.tookBoth && row.consented).map((row) => scores(row.id)),
      followUpFiguresOf(
        cohort.cohortId === null ? followUp : followUp.filter((row) => row.cohortId === cohort.cohortId),
      ),
    )
  const cohortIds = [...new Set(people.map((row) => row.cohortId))]
  const perCohort: ResultsGroup[] = cohortIds.map((cohortId) => {
    const members = people.filter((row) => row.cohortId === cohortId)
    return group({ cohortId, startDate: members[0]!.startDate }, members)
  })
  return { cohorts: perCohort, overall: group({ cohortId: null, startDate: null }, people) }
}
