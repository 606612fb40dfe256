import type { IncidentRow } from '../../contract/incidents'
import { INCIDENTS_CONSOLE } from '../../content/incidents-console'
import { ADMIN } from '../../content/admin'
import { useEndpoint } from '../api'
import { BASE, followLink } from '../router'
import { DataTable, type Column } from '../ui/DataTable'
import { Heading } from '../ui/Heading'
import { PRIMARY_BUTTON, Status } from '../ui/Status'
import { readWallClock } from '../ui/wall-clock'

const copy = INCIDENTS_CONSOLE.list
const [when, participant, kind, where, told, email, corrections] = copy.columns

const name = (row: IncidentRow) => `${row.firstName} ${row.lastName}`

const COLUMNS: Column<IncidentRow>[] = [
  {
    label: when,
    className: 'whitespace-nowrap',
    cell: (row) => (
      <a
        href={`${BASE}/incidents/${row.id}`}
        onClick={followLink}
        aria-label={copy.open(name(row))}
        className="text-primary underline"
      >
        {readWallClock(row.occurredAt)}
      </a>
    ),
  },
  { label: participant, cell: name },
  { label: kind, cell: (row) => INCIDENTS_CONSOLE.kinds[row.kind] },
  { label: where, cell: (row) => row.place },
  {
    label: told,
    cell: (row) =>
      `${INCIDENTS_CONSOLE.told[row.familyTold]}${row.familyToldAt ? `, ${readWallClock(row.familyToldAt)}` : ''}`,
  },
  { label: email, cell: (row) => (row.familyEmail ? INCIDENTS_CONSOLE.email[row.familyEmail] : '') },
  { label: corrections, className: 'tabular-nums', cell: (row) => row.corrections },
]

/** A cohort's incidents for the director and the health lead, newest first; each opens on its own (audited). */
export function IncidentsScreen({ cohortId }: { cohortId: string }) {
  const list = useEndpoint('cohortIncidents', { id: cohortId })
  if (list.isPending) return <Status>{ADMIN.loading}</Status>
  if (list.isError) return <Status error={list.error} onRetry={() => void list.refetch()} />
  return (
    <>
      <p className="mb-2">
        <a href={`${BASE}/cohorts/${cohortId}`} onClick={followLink} className="font-semibold text-primary underline">
          {copy.back}
        </a>
      </p>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <p className="mb-3">
        <a href={`${BASE}/cohorts/${cohortId}/incident`} onClick={followLink} className={PRIMARY_BUTTON}>
          {INCIDENTS_CONSOLE.record.link}
        </a>
      </p>
      {list.data.incidents.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <DataTable label={copy.heading} columns={COLUMNS} rows={list.data.incidents} />
      )}
    </>
  )
}
