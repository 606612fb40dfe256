import type { ReactNode } from 'react'
import { TableScroller, TD, TH } from './ListFrame'

export interface Column<T> {
  label: string
  cell: (row: T) => ReactNode
  /** Extra classes for this column's cells (nowrap dates, numbers). */
  className?: string
}

/** Rows under column headings; the first column heads each row (a screen reader names the row by it). */
export function DataTable<T extends { id: string }>({
  label,
  columns,
  rows,
}: {
  label: string
  columns: Column<T>[]
  rows: T[]
}) {
  const [first, ...rest] = columns
  return (
    <TableScroller label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={TH}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="hover:bg-canvas">
            <th scope="row" className={`${TD} font-semibold ${first?.className ?? ''}`}>
              {first?.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.label} className={`${TD} ${column.className ?? ''}`}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableScroller>
  )
}
