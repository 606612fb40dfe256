import { INCIDENTS_CONSOLE } from '../../content/incidents-console'
import { BASE, followLink } from '../router'
import { useCan } from '../ui/access'
import { SECONDARY_BUTTON } from '../ui/Status'

/** On the check-in screen: the way to record an incident, for whoever is at the session. */
export function RecordIncidentLink({ cohortId }: { cohortId: string }) {
  const can = useCan()
  if (!can('incident-report')) return null
  return (
    <p className="mb-3">
      <a href={`${BASE}/cohorts/${cohortId}/incident`} onClick={followLink} className={SECONDARY_BUTTON}>
        {INCIDENTS_CONSOLE.record.link}
      </a>
    </p>
  )
}

/** On a cohort's page: its incidents for those who read them. */
export function IncidentsLink({ cohortId }: { cohortId: string }) {
  const can = useCan()
  if (!can('incidents')) return null
  return (
    <a href={`${BASE}/cohorts/${cohortId}/incidents`} onClick={followLink} className={SECONDARY_BUTTON}>
      {INCIDENTS_CONSOLE.list.link}
    </a>
  )
}
