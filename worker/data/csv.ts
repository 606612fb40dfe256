/**
 * CSV for spreadsheets. A cell starting with = + - @ tab or CR is a formula to Excel and
 * Sheets (CSV injection, OWASP): it is prefixed with a single quote so it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: Record<string, unknown>[], columns = Object.keys(rows[0] ?? {})): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))]
  return `${lines.join('\r\n')}\r\n`
}

/**
 * Rows as drizzle returns them (camelCase keys) keyed by their SQL column names instead, in the
 * table's column order: the console's export then has the same header as `npm run data:export`.
 */
export function byColumnName(columns: Record<string, { name: string }>, rows: Record<string, unknown>[]) {
  const entries = Object.entries(columns)
  return {
    columns: entries.map(([, column]) => column.name),
    rows: rows.map((row) => Object.fromEntries(entries.map(([key, column]) => [column.name, row[key]]))),
  }
}
