import { useInfiniteQuery } from '@tanstack/react-query'
import type { ListName, Page } from '../../contract/admin'
import { request } from '../api'
import { useLocation } from '../router'

/** A local calendar day as the instant it starts (the API compares instants, staff think in days). */
const startOfLocalDay = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00`)
  date.setDate(date.getDate() + plusDays)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/**
 * The filters in the address bar (so a reload or a shared link keeps them), as the API's query:
 * "from" and "to" days become instants, "to" inclusive of its whole day.
 */
export function useFilters() {
  const { search } = useLocation()
  const shown = new URLSearchParams(search)
  const api = new URLSearchParams()
  for (const [key, value] of shown) {
    if (!value) continue
    const instant = key === 'from' ? startOfLocalDay(value) : key === 'to' ? startOfLocalDay(value, 1) : value
    if (instant) api.set(key, instant)
  }
  return { shown, api: api.toString() }
}

/** One list, newest first, a page at a time ("Load more" follows the cursor). */
export function useList<T>(list: ListName | 'audit' | 'suppressed', apiQuery: string) {
  return useInfiniteQuery({
    queryKey: ['/api/admin', `${list}?${apiQuery}`],
    initialPageParam: '',
    queryFn: async ({ queryKey, pageParam }) => {
      const [base, rest] = (queryKey as string[]).join('/').split('?') as [string, string]
      const params = new URLSearchParams(rest)
      if (pageParam) params.set('cursor', pageParam)
      const query = params.toString()
      return (await (await request(query ? `${base}?${query}` : base)).json()) as Page<T>
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
