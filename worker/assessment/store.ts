import { and, eq, sql } from 'drizzle-orm'
import { PRINCIPLES, STATEMENT_IDS, type AssessmentRound, type Principle } from '../../contract/assessment'
import type { Cohort } from '../../contract/cohorts'
import type { Language } from '../../content/language'
import { assessmentAnswers, assessments } from '../base/db/schema'
import type { Database } from '../base/env'

/**
 * Which time the assessment is taken for on `today`: the last, from the day of the cohort's last
 * session on; before that the first (a participant who missed it at the first session may still
 * give it late, which the report then shows as taken late).
 */
export function roundOn(cohort: Pick<Cohort, 'sessionDates' | 'startDate'>, today: string): AssessmentRound {
  const last = cohort.sessionDates.at(-1) ?? cohort.startDate
  return today >= last ? 'last' : 'first'
}

/** One statement's answer: the score now, and (the last time) the "before the bootcamp" one. */
export interface Answer {
  score: number
  before: number | null
}

/** A participant's assessment of one round: its row (null before the first part) and answers by statement. */
export async function progressOf(db: Database, registrationId: string, round: AssessmentRound) {
  const [row, answers] = await Promise.all([
    db
      .select()
      .from(assessments)
      .where(and(eq(assessments.registrationId, registrationId), eq(assessments.round, round)))
      .get(),
    db
      .select()
      .from(assessmentAnswers)
      .where(and(eq(assessmentAnswers.registrationId, registrationId), eq(assessmentAnswers.round, round))),
  ])
  return {
    row: row ?? null,
    answers: new Map<string, Answer>(answers.map((answer) => [answer.statement, answer])),
  }
}
export type Progress = Awaited<ReturnType<typeof progressOf>>

/** Whether an answer is complete for `round`: the last time asks for the "before" score too. */
const isAnswered = (answer: Answer | undefined, round: AssessmentRound) =>
  answer !== undefined && (round === 'first' || answer.before !== null)

/** The first principle with a statement still to answer; null when all fifteen are. */
export const nextPrinciple = (progress: Progress, round: AssessmentRound): Principle | null =>
  PRINCIPLES.find((principle) =>
    STATEMENT_IDS.some((id) => id.startsWith(`${principle}-`) && !isAnswered(progress.answers.get(id), round)),
  ) ?? null

/**
 * Saves one part's answers (replacing any earlier ones of the same statements) in one batch, with
 * the round's row when it is the first part; the first time, answering the last part completes it.
 */
export async function savePart(
  db: Database,
  registrationId: string,
  round: AssessmentRound,
  language: Language,
  answers: Record<string, Answer>,
  completes: boolean,
  now: Date,
) {
  const at = now.toISOString()
  await db.batch([
    db
      .insert(assessments)
      .values({ registrationId, round, language, startedAt: at, createdAt: at })
      .onConflictDoNothing(),
    ...Object.entries(answers).map(([statement, answer]) =>
      db
        .insert(assessmentAnswers)
        .values({ registrationId, round, statement, ...answer, answeredAt: at, createdAt: at })
        .onConflictDoUpdate({
          target: [assessmentAnswers.registrationId, assessmentAnswers.round, assessmentAnswers.statement],
          set: { score: answer.score, before: answer.before, answeredAt: at },
        }),
    ),
    db
      .update(assessments)
      .set({ language, ...(completes ? { completedAt: sql`coalesce(${assessments.completedAt}, ${at})` } : {}) })
      .where(and(eq(assessments.registrationId, registrationId), eq(assessments.round, round))),
  ])
}

/** The goal written at the last session, which completes it. */
export async function saveGoal(db: Database, registrationId: string, goal: string, now: Date) {
  await db
    .update(assessments)
    .set({ goal, completedAt: sql`coalesce(${assessments.completedAt}, ${now.toISOString()})` })
    .where(and(eq(assessments.registrationId, registrationId), eq(assessments.round, 'last')))
}
