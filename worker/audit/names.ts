import { can, type StaffRole } from '../../contract/roles'
import type { Database } from '../base/env'
import { inList } from '../base/db/id-list'
import { cohorts, registrations } from '../base/db/schema'
import { ADMIN } from '../../content/admin'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const REFERENCE = new RegExp(`\\b(registration|cohort) (${UUID})`, 'g')
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * An audit page's details as staff read them: "registration <id>" becomes the participant's name
 * for a reader whose role opens records (others keep the id), and "cohort <id>" the cohort's
 * first day. The stored entries keep their ids; an erased registration stays an id.
 */
export async function namedDetails(db: Database, role: StaffRole, details: (string | null)[]) {
  const ids = { registration: new Set<string>(), cohort: new Set<string>() }
  for (const detail of details)
    for (const [, kind, id] of detail?.matchAll(REFERENCE) ?? [])
      (kind === 'cohort' ? ids.cohort : ids.registration).add(id!)
  const [people, starts] = await Promise.all([
    can(role, 'records') && ids.registration.size
      ? db
          .select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName })
          .from(registrations)
          .where(inList(registrations.id, [...ids.registration]))
      : [],
    ids.cohort.size
      ? db
          .select({ id: cohorts.id, startDate: cohorts.startDate })
          .from(cohorts)
          .where(inList(cohorts.id, [...ids.cohort]))
      : [],
  ])
  const names = new Map<string, string>([
    ...people.map((person) => [person.id, `${person.firstName} ${person.lastName}`] as const),
    ...starts.map(
      (cohort) => [cohort.id, ADMIN.audit.cohortNamed(DAY.format(new Date(`${cohort.startDate}T00:00:00Z`)))] as const,
    ),
  ])
  return details.map(
    (detail) => detail?.replace(REFERENCE, (whole, _kind: string, id: string) => names.get(id) ?? whole) ?? null,
  )
}
