import type { Capability } from '../../contract/roles'
import { INCIDENTS_CONSOLE } from '../../content/incidents-console'
import { IncidentForm } from './IncidentForm'
import { IncidentScreen } from './IncidentScreen'
import { IncidentsScreen } from './IncidentsScreen'

/**
 * The incident screens of an address, or null: recording one (`/admin/cohorts/:id/incident`),
 * a cohort's list (`/admin/cohorts/:id/incidents`) and one incident (`/admin/incidents/:id`),
 * each with the capability it needs and its title.
 */
export function incidentRoute(
  screen: string,
  id: string | undefined,
  part: string | undefined,
): { needs: Capability; title: string; element: React.ReactNode } | null {
  if (!id) return null
  if (screen === 'incidents')
    return { needs: 'incident-report', title: INCIDENTS_CONSOLE.list.heading, element: <IncidentScreen id={id} /> }
  if (screen !== 'cohorts') return null
  if (part === 'incident')
    return {
      needs: 'incident-report',
      title: INCIDENTS_CONSOLE.record.heading,
      element: <IncidentForm cohortId={id} />,
    }
  if (part === 'incidents')
    return { needs: 'incidents', title: INCIDENTS_CONSOLE.list.heading, element: <IncidentsScreen cohortId={id} /> }
  return null
}
