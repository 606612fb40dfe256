import { useId, type ReactNode } from 'react'
import { labelledIndices } from './chart-labels'
import { TD, TH } from './ListFrame'

/** A chart's figure and its table of the same numbers side by side (stacked on a phone). */
function ChartWithTable({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  return (
    <figure className="grid gap-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5 lg:grid-cols-[3fr_2fr]">
      <figcaption className="font-bold lg:col-span-2">{title}</figcaption>
      <div>{chart}</div>
      {/* Focusable: a keyboard can scroll a long table too. */}
      <section
        tabIndex={0}
        aria-label={title}
        className="max-h-80 overflow-y-auto focus-visible:outline-2 focus-visible:outline-primary"
      >
        {table}
      </section>
    </figure>
  )
}

/**
 * Vertical bars, one per point (registrations per day), oldest on the left and today on the right.
 * The bars are an SVG stretched to the width; the scale is HTML and the day labels an SVG without
 * a viewBox, so they keep their size on a phone (text inside a scaled SVG shrank to about 6 px at 375 px). The table
 * beside it lists the same numbers, today first.
 */
export function ColumnChart({
  title,
  label,
  points,
  columns,
  every = 7,
}: {
  title: string
  label: string
  points: { key: string; label: string; value: number }[]
  columns: [string, string]
  every?: number
}) {
  const id = useId()
  const max = Math.max(1, ...points.map((point) => point.value))
  const count = Math.max(1, points.length)
  const labelled = labelledIndices(points.length, every)
  return (
    <ChartWithTable
      title={title}
      chart={
        <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
          <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right tabular-nums">
            <span>{max}</span>
            <span>0</span>
          </div>
          <svg
            viewBox={`0 0 ${count * 10} 100`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={id}
            className="h-40 w-full border-b border-muted"
          >
            <title id={id}>{label}</title>
            {points.map((point, index) => (
              <rect
                key={point.key}
                x={index * 10 + 1.5}
                y={100 - (point.value / max) * 100}
                width="7"
                height={(point.value / max) * 100}
                className="fill-primary"
              />
            ))}
          </svg>
          {/* No viewBox: its units are the page's pixels, so the labels keep 12 px at any width. */}
          <svg aria-hidden="true" className="col-start-2 h-4 w-full overflow-visible">
            {labelled.map((index) => (
              <text
                key={points[index]!.key}
                x={index === points.length - 1 ? '100%' : `${((index + 0.5) * 100) / count}%`}
                y="12"
                textAnchor={index === points.length - 1 ? 'end' : 'middle'}
                className="fill-muted text-xs"
              >
                {points[index]!.label}
              </text>
            ))}
          </svg>
        </div>
      }
      table={
        <NumbersTable
          label={title}
          columns={columns}
          rows={points.map((point) => ({ key: point.key, head: point.label, cells: [point.value] })).reverse()}
        />
      }
    />
  )
}

/**
 * Horizontal bars, one group per row (seats per cohort, the funnel per partner): each series its
 * own shade. The names are HTML and the bars SVGs without a viewBox, so their text keeps the
 * page's size at any width.
 */
export function BarGroups({
  title,
  label,
  rows,
  series,
  headColumn,
}: {
  title: string
  label: string
  rows: { key: string; label: string; values: number[] }[]
  series: { name: string; className: string }[]
  headColumn: string
}) {
  const max = Math.max(1, ...rows.flatMap((row) => row.values))
  return (
    <ChartWithTable
      title={title}
      chart={
        <>
          <div role="img" aria-label={label} className="space-y-3">
            {rows.map((row) => (
              <div key={row.key} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3">
                <span className="text-sm font-semibold break-words">{row.label}</span>
                <div className="space-y-0.5">
                  {row.values.map((value, index) => (
                    <svg key={series[index]!.name} className="block h-4 w-full overflow-visible text-xs">
                      <rect width={`${(value / max) * 85}%`} height="14" y="1" className={series[index]!.className} />
                      <text x={`${(value / max) * 85 + 1}%`} y="12" className="fill-ink tabular-nums">
                        {value}
                      </text>
                    </svg>
                  ))}
                </div>
              </div>
            ))}
          </div>
          <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
            {series.map((entry) => (
              <li key={entry.name} className="flex items-center gap-1">
                <svg viewBox="0 0 10 10" className="size-3">
                  <rect width="10" height="10" className={entry.className} />
                </svg>
                {entry.name}
              </li>
            ))}
          </ul>
        </>
      }
      table={
        <NumbersTable
          label={title}
          columns={[headColumn, ...series.map((entry) => entry.name)]}
          rows={rows.map((row) => ({ key: row.key, head: row.label, cells: row.values }))}
        />
      }
    />
  )
}

function NumbersTable({
  label,
  columns,
  rows,
}: {
  label: string
  columns: string[]
  rows: { key: string; head: string; cells: number[] }[]
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={TH}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${TD} font-semibold whitespace-nowrap`}>
              {row.head}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={`${TD} tabular-nums`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
