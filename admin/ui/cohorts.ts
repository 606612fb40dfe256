import type { Cohort } from '../../contract/cohorts'
import { useEndpoint } from '../api'
import { ADMIN } from '../../content/admin'

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })

/** A `YYYY-MM-DD` day without its year, where the year is plain (a cohort's sessions, a chart's axis): "Mar 6". */
export const shortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`))

/** A `YYYY-MM-DD` day as staff read it: "Mar 6, 2027". */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`))

/** A cohort as staff name it in lists and choices: its first day. */
export const cohortName = (cohort: Pick<Cohort, 'startDate'>) => ADMIN.record.startsOn(formatDay(cohort.startDate))

/** Every cohort (one query shared by the screens that name them), and a label per id; null is interest. */
export function useCohorts() {
  const query = useEndpoint('cohorts', {})
  const all = query.data?.cohorts ?? []
  const byId = new Map(all.map((cohort) => [cohort.id, cohort]))
  const label = (id: string | null) =>
    id === null ? ADMIN.filters.interest : byId.has(id) ? cohortName(byId.get(id)!) : id
  const today = query.data?.today ?? ''
  /** The cohorts a registration may be moved to: open to registrations, starting today or later. */
  const openAhead = all.filter((cohort) => !cohort.archived && cohort.open && today !== '' && cohort.startDate >= today)
  return { query, all, label, openAhead }
}
