import type { RegistrationListRow } from '../../contract/admin'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { facts, RegistrationCards } from './RegistrationCards'
import { ADMIN } from '../../content/admin'
import { BASE, followLink } from '../router'
import { ConsentFlag } from '../ui/ConsentFlag'
import { DataTable, type Column } from '../ui/DataTable'
import type { FilterField } from '../ui/FilterForm'
import { formatWhen } from '../ui/format'
import { ListScreen } from '../ui/ListScreen'
import { cohortName, useCohorts } from '../ui/cohorts'

const fieldsWith = (cohorts: Record<string, string>): FilterField[] => [
  { name: 'q', label: ADMIN.filters.search, type: 'search', hint: ADMIN.filters.searchHint.registrations },
  { name: 'cohort', label: ADMIN.filters.cohort, options: cohorts },
  { name: 'status', label: ADMIN.filters.place, options: ADMIN.placements },
  { name: 'payment', label: OFFICE_CONSOLE.list.payment, options: OFFICE_CONSOLE.list.payments },
  { name: 'consent', label: OFFICE_CONSOLE.list.consent, options: OFFICE_CONSOLE.list.consents },
  { name: 'assistance', label: OFFICE_CONSOLE.list.assistance, options: OFFICE_CONSOLE.list.assistances },
  { name: 'language', label: OFFICE_CONSOLE.list.language, options: OFFICE_CONSOLE.list.languages },
  { name: 'session', label: ADMIN.filters.session, options: ADMIN.sessionLabels },
  { name: 'partner', label: ADMIN.filters.partner },
  { name: 'ageMin', label: ADMIN.filters.ageMin, type: 'number' },
  { name: 'ageMax', label: ADMIN.filters.ageMax, type: 'number' },
  { name: 'from', label: ADMIN.filters.from, type: 'date' },
  { name: 'to', label: ADMIN.filters.to, type: 'date' },
]

const columnsWith = (cohortLabel: (id: string | null) => string): Column<RegistrationListRow>[] => [
  {
    label: ADMIN.table.name,
    cell: (row) => (
      <>
        <a
          href={`${BASE}/registrations/${row.id}`}
          onClick={followLink}
          className="text-primary underline underline-offset-2"
        >
          {row.firstName} {row.lastName}
        </a>
        {row.needsConsent && <ConsentFlag />}
      </>
    ),
  },
  { label: ADMIN.table.email, cell: (row) => row.email },
  { label: ADMIN.table.phone, cell: (row) => row.phone, className: 'whitespace-nowrap' },
  { label: ADMIN.table.age, cell: (row) => row.age, className: 'tabular-nums' },
  { label: ADMIN.table.cohort, cell: (row) => cohortLabel(row.cohortId), className: 'whitespace-nowrap' },
  { label: ADMIN.table.place, cell: (row) => ADMIN.placements[row.status], className: 'whitespace-nowrap' },
  { label: OFFICE_CONSOLE.list.payment, cell: (row) => facts(row).payment, className: 'whitespace-nowrap' },
  { label: OFFICE_CONSOLE.list.assistance, cell: (row) => facts(row).assistance },
  { label: OFFICE_CONSOLE.list.consent, cell: (row) => facts(row).consent },
  { label: OFFICE_CONSOLE.list.language, cell: (row) => facts(row).language },
  {
    label: ADMIN.table.session,
    cell: (row) => (row.sessionPreference ? ADMIN.sessionLabels[row.sessionPreference] : ADMIN.record.none),
  },
  { label: ADMIN.table.partner, cell: (row) => row.source ?? ADMIN.overview.ownSite },
  { label: ADMIN.table.received, cell: (row) => formatWhen(row.createdAt), className: 'whitespace-nowrap' },
]

export function RegistrationsScreen() {
  const cohorts = useCohorts()
  const choices = {
    interest: ADMIN.filters.interest,
    ...Object.fromEntries(cohorts.all.map((cohort) => [cohort.id, cohortName(cohort)])),
  }
  return (
    <ListScreen<RegistrationListRow> list="registrations" title={ADMIN.nav.registrations} fields={fieldsWith(choices)}>
      {(rows) => (
        <>
          <RegistrationCards rows={rows} cohortLabel={cohorts.label} />
          <div className="hidden sm:block">
            <DataTable label={ADMIN.nav.registrations} columns={columnsWith(cohorts.label)} rows={rows} />
          </div>
        </>
      )}
    </ListScreen>
  )
}
