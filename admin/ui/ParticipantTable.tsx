import type { ReactNode } from 'react'

/** One column after the participant's name: its heading, and what it says for one participant. */
interface ParticipantColumn<T> {
  heading: string
  cell: (row: T) => ReactNode
  /** The cell's classes, where they differ from the plain padded cell. */
  className?: string
}

/**
 * A cohort page's table of its participants (follow-up answers, certificates): a row each, headed
 * by the participant's name, then `columns`. A narrow phone scrolls it sideways inside a region
 * the keyboard can reach.
 */
export function ParticipantTable<T extends { id: string; firstName: string; lastName: string }>({
  label,
  nameHeading,
  columns,
  rows,
}: {
  label: string
  nameHeading: string
  columns: ParticipantColumn<T>[]
  rows: T[]
}) {
  return (
    <section
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            {[nameHeading, ...columns.map((column) => column.heading)].map((heading) => (
              <th key={heading} scope="col" className="p-2">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-black/10 align-top">
              <th scope="row" className="p-2 font-semibold">
                {row.firstName} {row.lastName}
              </th>
              {columns.map((column) => (
                <td key={column.heading} className={column.className ?? 'p-2'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
