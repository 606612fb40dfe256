import { PRINCIPLES, STATEMENTS_PER_PRINCIPLE, type Principle } from '../../contract/assessment'
import type { Answer } from './store'

/** A principle's scores: the mean of its three statements, 1 to 5, to one decimal; null when not all answered. */
export interface PrincipleScores {
  principle: Principle
  /** At (or before) the first session. */
  first: number | null
  /** At the last session, looking back: "before the bootcamp I would have said". */
  before: number | null
  /** At the last session, now. */
  after: number | null
}

const mean = (values: (number | null | undefined)[]) => {
  if (values.length !== STATEMENTS_PER_PRINCIPLE || values.some((value) => value == null)) return null
  const sum = values.reduce<number>((total, value) => total + (value ?? 0), 0)
  return Math.round((sum / values.length) * 10) / 10
}

const ofPrinciple = (answers: Map<string, Answer>, principle: Principle) =>
  Array.from({ length: STATEMENTS_PER_PRINCIPLE }, (_, index) => answers.get(`${principle}-${index + 1}`))

/** Per principle, the first time's score and the last time's before and after. */
export function scoresOf(first: Map<string, Answer>, last: Map<string, Answer>): PrincipleScores[] {
  return PRINCIPLES.map((principle) => ({
    principle,
    first: mean(ofPrinciple(first, principle).map((answer) => answer?.score)),
    before: mean(ofPrinciple(last, principle).map((answer) => answer?.before)),
    after: mean(ofPrinciple(last, principle).map((answer) => answer?.score)),
  }))
}
