import { forgetOfflineCopies } from './offline/register'
import { QueryClient, QueryCache, useQuery, type QueryFunction } from '@tanstack/react-query'
import {
  ENDPOINTS,
  pathOf,
  queryKeyOf,
  type EndpointAnswers,
  type EndpointName,
  type ParametersOf,
} from '../contract/endpoints'
import { parseErrorBody, type ErrorBody } from '../contract/responses'

/** A non-ok answer. Its message is the spec's: status, a colon and a space, then the body text. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Our JSON error shape when the body was one, for showing its sentence and field issues. */
    readonly body: ErrorBody | null,
  ) {
    super(message)
  }
}

/** Every call the console makes: credentials included; JSON in, a RequestError for any non-ok answer. */
export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { credentials: 'include', ...init })
  if (!response.ok) {
    const text = await response.text()
    throw new RequestError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text))
  }
  return response
}

/** One endpoint of the map (contract/endpoints.ts), its parameters written into its path, a body as JSON. */
export const requestEndpoint = <N extends EndpointName>(name: N, parameters: ParametersOf<N>, body?: unknown) =>
  request(pathOf(name, parameters), {
    method: ENDPOINTS[name].method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/**
 * A body of our own API, as the type the endpoint map gives it: the one place the console
 * trusts a response's shape (the worker's tests hold each endpoint to its type).
 */
export const ourAnswer = <T>(text: string): T =>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
  JSON.parse(text) as T

/** The same, answered as the map types it: the one place the console trusts a response's shape. */
export async function callEndpoint<N extends EndpointName>(
  name: N,
  parameters: ParametersOf<N>,
  body?: unknown,
): Promise<EndpointAnswers[N]> {
  const text = await (await requestEndpoint(name, parameters, body)).text()
  // An empty body (204) reads as null, as before.
  return ourAnswer<EndpointAnswers[N]>(text || 'null')
}

/** A GET of the map as a query: its key is its path in segments (queryKeyOf), fetched by the default queryFn. */
export const useEndpoint = <N extends EndpointName>(
  name: N,
  parameters: ParametersOf<N>,
  query = '',
  options: { refetchInterval?: number } = {},
) => useQuery<EndpointAnswers[N]>({ queryKey: queryKeyOf(name, parameters, query), ...options })

/** What staff read about a failure: our API's sentence when it sent one, else the spec's message. */
export const errorText = (error: unknown) =>
  error instanceof RequestError
    ? (error.body?.message ?? error.message)
    : String(error instanceof Error ? error.message : error)

/**
 * The spec's generic data loading: a GET whose path is the query key's segments joined by
 * slashes, parsed as JSON. With `on401: 'returnNull'` an unauthenticated answer is `null`
 * (the "who am I" query); by default it is an error like any other.
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      const response = await request(queryKey.join('/'))
      return ourAnswer<T>(await response.text())
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof RequestError && error.status === 401) return null
      throw error
    }
  }
}

/** Every screen's data (the map's GETs under `/api/admin`): invalidated after a change. */
export const EVERY_SCREEN = ['/api/admin'] as const

/**
 * Every screen's data fetched again: what the console does once its service worker controls the
 * page, so the worker keeps today's copy of each answer. A screen whose first fetch left before
 * the worker took control would otherwise keep none: a refetch of a query without data waits for
 * the fetch already on its way (TanStack Query cancels only a query that has data), and that one
 * went past the worker. So what is on its way is cancelled first and asked again.
 */
export async function fetchEveryScreenAgain(client: QueryClient) {
  await client.cancelQueries({ queryKey: EVERY_SCREEN })
  await client.invalidateQueries({ queryKey: EVERY_SCREEN })
}

/** "Who am I": its own key, outside `['/api/admin']`, so refetching every screen's data leaves it alone. */
export const ME_KEY = [ENDPOINTS.session.path] as const

/**
 * After this browser's session ended (sign-out, "sign out everywhere"): the console shows the
 * sign-in screen and keeps none of the session's data in memory. (The "who am I" query is set,
 * not removed: the console is watching it, and null shows the sign-in screen.)
 */
export function forgetSession(client: QueryClient) {
  client.setQueryData(ME_KEY, null)
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] })
  void forgetOfflineCopies()
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A session that ended (idle, expired, signed out elsewhere) shows the sign-in screen.
    queryCache: new QueryCache({
      onError: (error) => error instanceof RequestError && error.status === 401 && client.setQueryData(ME_KEY, null),
    }),
    defaultOptions: {
      // The spec's defaults (section 7 and 9): no retry, no refetch on focus or interval, data
      // never stale, unused data dropped after 5 minutes, mutations not retried.
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  })
  return client
}
