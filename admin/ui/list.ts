import { useInfiniteQuery } from '@tanstack/react-query'
import type { ListName, Page } from '../../contract/admin'
import { queryKeyOf, pathOf } from '../../contract/endpoints'
import { ourAnswer, request, requestEndpoint } from '../api'
import { useLocation } from '../router'
import { apiFilterOf } from './filter-address'

/**
 * The filters in the address bar (so a reload or a shared link keeps them) and the search text
 * in the history entry (so it never reaches an address), as the API's filter: "from" and "to"
 * days become instants, "to" inclusive of its whole day.
 */
export function useFilters() {
  const { search, searchText } = useLocation()
  const shown = new URLSearchParams(search)
  if (searchText) shown.set('q', searchText)
  const filter = apiFilterOf(shown)
  return { shown, filter }
}

/** A list of rows, newest first, a page at a time ("Load more" follows the cursor). */
function usePages<T>(queryKey: readonly unknown[], fetchPage: (cursor: string) => Promise<Response>) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: '',
    queryFn: async ({ pageParam }) => ourAnswer<Page<T>>(await (await fetchPage(pageParam)).text()),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** A list without filters (the audit log, suppressed emails): a GET whose path is its query key joined by slashes. */
export function useList<T>(list: 'audit' | 'suppressed') {
  const name = list === 'audit' ? 'audit' : 'held'
  return usePages<T>(queryKeyOf(name, {}), (cursor) =>
    request(pathOf(name, {}, cursor ? `cursor=${encodeURIComponent(cursor)}` : '')),
  )
}

/** A filtered list: its filters, search text included, travel in a POST body (`/search`), never in a URL. */
export function useSearchList<T>(list: ListName, filter: Record<string, string>) {
  return usePages<T>([...queryKeyOf('search', { list }), filter], (cursor) =>
    requestEndpoint('search', { list }, cursor ? { ...filter, cursor } : filter),
  )
}
