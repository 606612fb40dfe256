import type { RosterRow } from '../../contract/admin'
import { READINESS_STAFF } from '../../content/readiness'

const CELL = 'border-b border-black/10 px-3 py-2 align-top'

/** A roster row's "ready for the day": Ready, or what is missing in red. */
export function ReadinessCell({ row }: { row: RosterRow }) {
  if (row.notReady.length === 0) return <td className={CELL}>{READINESS_STAFF.ready}</td>
  const parts = row.notReady.map((part) => READINESS_STAFF.parts[part]).join(', ')
  return (
    <td className={`${CELL} font-semibold text-danger print:whitespace-nowrap`}>{READINESS_STAFF.missing(parts)}</td>
  )
}

/** The column's heading, beside the roster's sortable ones. */
export function ReadinessHeading() {
  return (
    <th scope="col" className={`${CELL} text-left text-sm font-semibold whitespace-nowrap`}>
      {READINESS_STAFF.column}
    </th>
  )
}
