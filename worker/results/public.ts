import { eq } from 'drizzle-orm'
import { PUBLIC_RESULTS_MINIMUM, type PrincipleChange } from '../../contract/results'
import { consoleSettings } from '../base/db/schema'
import type { Database } from '../base/env'
import { resultsOf } from './store'

const PUBLIC_RESULTS_KEY = 'public_results'

/** Whether a director turned the programme's figures on for the public page (off until then). */
export async function publicResultsShown(db: Database): Promise<boolean> {
  const row = await db.select().from(consoleSettings).where(eq(consoleSettings.key, PUBLIC_RESULTS_KEY)).get()
  return row?.value === 'on'
}

/** The switch's write, for the caller's batch beside its audit entry. */
export const setPublicResults = (db: Database, shown: boolean, username: string, at: string) =>
  db
    .insert(consoleSettings)
    .values({ key: PUBLIC_RESULTS_KEY, value: shown ? 'on' : 'off', updatedBy: username, updatedAt: at })
    .onConflictDoUpdate({
      target: consoleSettings.key,
      set: { value: shown ? 'on' : 'off', updatedBy: username, updatedAt: at },
    })

/** What the public page may show: n, the method's figures and the day they were read. */
export interface PublicFigures {
  n: number
  changes: PrincipleChange[]
  /** The bootcamp's day the figures were computed (YYYY-MM-DD). */
  asOf: string
}

/**
 * The programme's own figures for the public page, or null: only when a director turned them on
 * and at least PUBLIC_RESULTS_MINIMUM participants are counted over all cohorts (fewer would let
 * a reader guess one young person's answers, and say little).
 */
export async function publicFigures(db: Database, today: string): Promise<PublicFigures | null> {
  if (!(await publicResultsShown(db))) return null
  const { overall } = await resultsOf(db)
  if (overall.counted < PUBLIC_RESULTS_MINIMUM) return null
  return { n: overall.counted, changes: overall.changes, asOf: today }
}
