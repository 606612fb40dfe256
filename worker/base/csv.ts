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
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** D1's raw answer (the first row names the columns) as rows keyed by column name. */
export function rowsFromRaw(raw: unknown[][]): { columns: string[]; rows: Record<string, unknown>[] } {
  const [names = [], ...values] = raw
  const columns = names.map(String)
  return {
    columns,
    rows: values.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]]))),
  }
}
