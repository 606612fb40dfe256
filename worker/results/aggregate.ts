import { PRINCIPLES } from '../../contract/assessment'
import type { FollowUpFigure, PrincipleChange, ResultsGroup } from '../../contract/results'
import type { PrincipleScores } from '../assessment/scores'

const round2 = (value: number) => Math.round(value * 100) / 100

/** The mean and sample standard deviation of `values` (null when too few), to two decimals. */
export function meanAndSpread(values: number[]): { mean: number | null; sd: number | null } {
  if (values.length === 0) return { mean: null, sd: null }
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length
  if (values.length < 2) return { mean: round2(mean), sd: null }
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1)
  return { mean: round2(mean), sd: round2(Math.sqrt(variance)) }
}

/**
 * Per principle, the change each counted participant reports (after minus their own "before",
 * both given at the last session): its mean and spread over `counted`.
 */
function changesOf(counted: PrincipleScores[][]): PrincipleChange[] {
  return PRINCIPLES.map((principle) => {
    const changes = counted.flatMap((scores) => {
      const row = scores.find((score) => score.principle === principle)
      return row?.after != null && row.before != null ? [row.after - row.before] : []
    })
    return { principle, ...meanAndSpread(changes) }
  })
}

/** One group's figures from its participants' counts and the counted participants' scores. */
export const groupOf = (
  cohort: { cohortId: string | null; startDate: string | null },
  counts: { participants: number; tookBoth: number },
  counted: PrincipleScores[][],
  followUp: FollowUpFigure[],
): ResultsGroup => ({ ...cohort, ...counts, counted: counted.length, changes: changesOf(counted), followUp })
