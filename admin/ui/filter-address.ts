/** A local calendar day as the instant it starts (the API compares instants, staff think in days). */
const startOfLocalDay = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00`)
  date.setDate(date.getDate() + plusDays)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/**
 * The filters shown (the address's, and the search text as `q`) as the API's filter: empty ones
 * left out, "from" and "to" days become instants, "to" inclusive of its whole day.
 */
export function apiFilterOf(shown: URLSearchParams): Record<string, string> {
  const filter: Record<string, string> = {}
  for (const [key, value] of shown) {
    if (!value) continue
    const instant = key === 'from' ? startOfLocalDay(value) : key === 'to' ? startOfLocalDay(value, 1) : value
    if (instant) filter[key] = instant
  }
  return filter
}

/**
 * Where applying a list's filter form goes: the filled fields, trimmed, in the address, except
 * the search text (`q`), which goes to the history entry so a name never sits in a URL.
 */
export function filterAddress(base: string, fields: Iterable<[string, FormDataEntryValue]>) {
  const params = new URLSearchParams()
  for (const [key, value] of fields) if (typeof value === 'string' && value.trim()) params.set(key, value.trim())
  const searchText = params.get('q') ?? undefined
  params.delete('q')
  const query = params.toString()
  return { to: `${base}${query ? `?${query}` : ''}`, searchText }
}
