import { useId, type ReactNode } from 'react'
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

/** An SVG named for screen readers by its summary; its bars are drawn, the table beside it reads them. */
function Svg({
  label,
  width,
  height,
  children,
}: {
  label: string
  width: number
  height: number
  children: ReactNode
}) {
  const id = useId()
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={id} className="h-auto w-full">
      <title id={id}>{label}</title>
      {children}
    </svg>
  )
}

/** Vertical bars, one per point (registrations per day): the tallest reaches the top, each labelled under its bar every `every` points. */
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
  const max = Math.max(1, ...points.map((point) => point.value))
  const width = 600
  const height = 220
  const step = width / Math.max(1, points.length)
  return (
    <ChartWithTable
      title={title}
      chart={
        <Svg label={label} width={width} height={height + 24}>
          <line x1="0" y1={height} x2={width} y2={height} className="stroke-muted" />
          {points.map((point, index) => {
            const barHeight = (point.value / max) * (height - 16)
            return (
              <g key={point.key}>
                <rect
                  x={index * step + 2}
                  y={height - barHeight}
                  width={Math.max(2, step - 4)}
                  height={barHeight}
                  className="fill-primary"
                />
                {point.value > 0 && (
                  <text
                    x={index * step + step / 2}
                    y={height - barHeight - 3}
                    textAnchor="middle"
                    className="fill-ink text-[11px]"
                  >
                    {point.value}
                  </text>
                )}
                {(index % every === 0 || index === points.length - 1) && (
                  <text
                    x={index * step + step / 2}
                    y={height + 16}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                  >
                    {point.label}
                  </text>
                )}
              </g>
            )
          })}
        </Svg>
      }
      table={
        <NumbersTable
          label={title}
          columns={columns}
          rows={points.map((point) => ({ key: point.key, head: point.label, cells: [point.value] }))}
        />
      }
    />
  )
}

/** Horizontal bars, one group per row (seats per cohort, the funnel per partner): each series its own shade. */
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
  const width = 600
  const labelWidth = 170
  const barHeight = 14
  const groupHeight = series.length * (barHeight + 2) + 14
  const height = rows.length * groupHeight + 28
  return (
    <ChartWithTable
      title={title}
      chart={
        <>
          <Svg label={label} width={width} height={height}>
            {rows.map((row, rowIndex) => (
              <g key={row.key} transform={`translate(0 ${rowIndex * groupHeight})`}>
                <text x="0" y={barHeight} className="fill-ink text-[12px]">
                  {row.label.length > 24 ? `${row.label.slice(0, 23)}…` : row.label}
                </text>
                {row.values.map((value, index) => (
                  <g key={series[index]!.name} transform={`translate(${labelWidth} ${index * (barHeight + 2)})`}>
                    <rect
                      width={((width - labelWidth - 40) * value) / max}
                      height={barHeight}
                      className={series[index]!.className}
                    />
                    <text
                      x={((width - labelWidth - 40) * value) / max + 4}
                      y={barHeight - 3}
                      className="fill-ink text-[11px]"
                    >
                      {value}
                    </text>
                  </g>
                ))}
              </g>
            ))}
          </Svg>
          <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-hidden="true">
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
