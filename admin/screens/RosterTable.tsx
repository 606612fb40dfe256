import { useState } from 'react'
import { ROSTER_STATUS_ORDER, type Roster, type RosterRow } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { shortDay } from '../ui/cohorts'
import { ReadinessCell, ReadinessHeading } from './ReadinessCell'
import { BASE, followLink } from '../router'
import { useCan } from '../ui/access'

const copy = ADMIN.roster
/** Rows per printed page: 25 fit one A4 or Letter page with the heading (admin.css, @media print). */
const ROWS_PER_PRINTED_PAGE = 25

type SortKey = 'name' | 'age' | 'status' | 'payment' | 'consent'

const SORTS: Record<SortKey, (a: RosterRow, b: RosterRow) => number> = {
  name: (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  age: (a, b) => a.age - b.age,
  status: (a, b) =>
    ROSTER_STATUS_ORDER.indexOf(a.status) - ROSTER_STATUS_ORDER.indexOf(b.status) ||
    (a.waitlistPlace ?? 0) - (b.waitlistPlace ?? 0),
  payment: (a, b) => (a.payment ? copy.payment[a.payment] : '').localeCompare(b.payment ? copy.payment[b.payment] : ''),
  consent: (a, b) => copy.consent[a.consent].localeCompare(copy.consent[b.consent]),
}

const CELL = 'border-b border-black/10 px-3 py-2 align-top'

/**
 * The roster as a table staff sort by any column (a button in its heading, its order said by
 * aria-sort) and print: the print style sheet fits 25 rows on one A4 or Letter page, a page
 * break before every 25th row, the heading repeated on each.
 */
export function RosterTable({ roster }: { roster: Roster }) {
  // A volunteer at the door reads names only; the record is for staff who may open it.
  const canOpen = useCan()('records')
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean } | null>(null)
  const rows = sort
    ? [...roster.participants].sort((a, b) => SORTS[sort.key](a, b) * (sort.descending ? -1 : 1))
    : roster.participants
  const heading = (key: SortKey) => {
    const current = sort?.key === key ? sort : null
    return (
      <th
        scope="col"
        className={`${CELL} text-left text-sm font-semibold whitespace-nowrap`}
        aria-sort={current ? (current.descending ? 'descending' : 'ascending') : undefined}
      >
        <button
          type="button"
          className="min-h-11 text-left font-semibold underline decoration-dotted underline-offset-4 print:min-h-0 print:no-underline"
          onClick={() => setSort({ key, descending: current ? !current.descending : false })}
        >
          {copy.columns[key]}
          <span aria-hidden="true">{current ? (current.descending ? ' ▼' : ' ▲') : ''}</span>
        </button>
      </th>
    )
  }
  if (rows.length === 0) return <p className="rounded-brand bg-surface p-4 ring-1 ring-black/5">{copy.none}</p>
  return (
    <div className="roster overflow-x-auto rounded-brand bg-surface shadow-sm ring-1 ring-black/5 print:overflow-visible print:shadow-none print:ring-0">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{copy.label}</caption>
        <thead>
          <tr>
            {heading('name')}
            {heading('age')}
            {heading('status')}
            {heading('payment')}
            {heading('consent')}
            {roster.sessionDates.map((day) => (
              <th key={day} scope="col" className={`${CELL} text-left text-sm font-semibold whitespace-nowrap`}>
                {copy.session(shortDay(day))}
              </th>
            ))}
            <ReadinessHeading />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              className={index > 0 && index % ROWS_PER_PRINTED_PAGE === 0 ? 'roster-page-start' : undefined}
            >
              <th scope="row" className={`${CELL} text-left font-semibold whitespace-nowrap`}>
                {canOpen ? (
                  <a
                    href={`${BASE}/registrations/${row.id}`}
                    onClick={followLink}
                    className="text-primary underline underline-offset-2"
                  >
                    {row.lastName}, {row.firstName}
                  </a>
                ) : (
                  `${row.lastName}, ${row.firstName}`
                )}
              </th>
              <td className={`${CELL} tabular-nums`}>{row.age}</td>
              <td className={CELL}>
                {row.waitlistPlace !== null ? ADMIN.waitlistPlace(row.waitlistPlace) : ADMIN.placements[row.status]}
              </td>
              <td className={CELL}>{row.payment ? copy.payment[row.payment] : ''}</td>
              <td className={`${CELL} ${row.consent === 'missing' ? 'font-semibold text-danger' : ''}`}>
                {copy.consent[row.consent]}
                {row.noPhotos && ' '}
                {row.noPhotos && (
                  <span className="ms-2 inline-block rounded-sm bg-danger/10 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-danger ring-1 ring-danger/40">
                    {copy.noPhotos}
                  </span>
                )}
              </td>
              {roster.sessionDates.map((day) => (
                <td key={day} className={CELL}>
                  {row.attendance[day] === undefined ? (
                    <>
                      <span aria-hidden="true">{copy.notRecorded}</span>
                      <span className="sr-only">{copy.notRecordedName}</span>
                    </>
                  ) : row.attendance[day] ? (
                    copy.present
                  ) : (
                    copy.absent
                  )}
                </td>
              ))}
              <ReadinessCell row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
