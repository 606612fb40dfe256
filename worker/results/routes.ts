import { Hono } from 'hono'
import { PRINCIPLES } from '../../contract/assessment'
import { FOLLOW_UP_KINDS } from '../../contract/follow-up'
import { PUBLIC_RESULTS_MINIMUM, publicResultsSchema, type Results, type ResultsGroup } from '../../contract/results'
import { bootcampDay, requestNow } from '../base/clock'
import { toCsv } from '../base/csv'
import { jsonBody } from '../base/middleware/json-body'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { publicResultsShown, setPublicResults } from './public'
import { resultsOf } from './store'

/** One CSV line per group: its counts, then each principle's mean change and spread. */
const csvRow = (group: ResultsGroup) => ({
  cohort: group.cohortId ?? 'all cohorts',
  start_date: group.startDate ?? '',
  participants: group.participants,
  took_both: group.tookBoth,
  counted: group.counted,
  ...Object.fromEntries(
    group.changes.flatMap((change) => [
      [`${change.principle}_mean_change`, change.mean],
      [`${change.principle}_sd`, change.sd],
    ]),
  ),
  ...Object.fromEntries(
    group.followUp.flatMap((figure) => {
      const prefix = figure.kind.replaceAll('-', '_')
      return [
        [`${prefix}_answers`, figure.answers],
        [`${prefix}_mean`, figure.mean],
        [`${prefix}_sd`, figure.sd],
        [`${prefix}_asked_to_talk`, figure.askedToTalk],
      ]
    }),
  ),
})

const CSV_COLUMNS = [
  'cohort',
  'start_date',
  'participants',
  'took_both',
  'counted',
  ...PRINCIPLES.flatMap((principle) => [`${principle}_mean_change`, `${principle}_sd`]),
  ...FOLLOW_UP_KINDS.map((kind) => kind.replaceAll('-', '_')).flatMap((prefix) => [
    `${prefix}_answers`,
    `${prefix}_mean`,
    `${prefix}_sd`,
    `${prefix}_asked_to_talk`,
  ]),
]

/**
 * `/api/admin/results`: the programme's own results (aggregates only, no one named), as JSON and
 * as CSV (cells safe against spreadsheet formulas), and a director's switch for the public page.
 */
export const resultsRoutes = new Hono<AdminEnv>()
  .get('/', async (c) => {
    const [results, publicShown] = await Promise.all([resultsOf(c.var.db), publicResultsShown(c.var.db)])
    return c.json({ ...results, publicShown, publicMinimum: PUBLIC_RESULTS_MINIMUM } satisfies Results)
  })
  .get('/csv', async (c) => {
    const results = await resultsOf(c.var.db)
    await audit(c.var.db, 'export', c.var.staff.username, 'results (aggregates)')
    const day = bootcampDay(requestNow(c))
    return c.body(toCsv([...results.cohorts, results.overall].map(csvRow), CSV_COLUMNS), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vital-results-${day}.csv"`,
    })
  })
  .patch('/public', ...jsonBody, validated('json', publicResultsSchema), async (c) => {
    const { shown } = c.req.valid('json')
    await c.var.db.batch([
      setPublicResults(c.var.db, shown, c.var.staff.username, requestNow(c).toISOString()),
      audit(c.var.db, 'results-public-changed', c.var.staff.username, `public results ${shown ? 'on' : 'off'}`),
    ])
    return c.json({ shown })
  })
