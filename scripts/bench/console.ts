/**
 * The staff console at 100,000 registrations: seeds them into the bench's own local D1 (one
 * INSERT … SELECT over a recursive counter), then times the console's list, paging, search and
 * filter calls as staff make them, sequentially, and reports p50 and p95 of each.
 */
import { executeD1 } from '../dev/d1'

export const SEEDED_REGISTRATIONS = 100_000
export const RUNS = 30

const FIRST_NAMES = ['Maya', 'Kai', 'Ines', 'Theo', 'Amara', 'Jordan', 'Zuri', 'Leo']
const PARTNERS = ['NULL', "'lincoln-high'", "'westside'", "'eastview'"]

/** 100,000 registrations over the last year, varied names, ages, sessions and partners. */
export async function seedRegistrations() {
  await executeD1(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${SEEDED_REGISTRATIONS})
INSERT INTO registrations (id, first_name, last_name, email, phone, age, session_preference, parental_consent, media_consent, terms_agreement, source, participant_key, created_at)
SELECT printf('bench-%06d', i),
  CASE i % ${FIRST_NAMES.length} ${FIRST_NAMES.map((name, index) => `WHEN ${index} THEN '${name}'`).join(' ')} END,
  'Family' || (i % 5000),
  printf('bench%06d@example.org', i),
  printf('(614) 555-%04d', i % 10000),
  13 + i % 10,
  CASE i % 2 WHEN 0 THEN 'complete' ELSE 'individual' END,
  i % 3 != 0, 0, 1,
  CASE i % 4 ${PARTNERS.map((partner, index) => `WHEN ${index} THEN ${partner}`).join(' ')} END,
  printf('bench-key-%06d', i),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('-%d seconds', i * 315))
FROM n`)
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export interface ConsoleTiming {
  name: string
  p50: number
  p95: number
  rows: number
}

/** Signs in as `username`: the session cookie the console's own requests carry. */
export async function signInCookie(base: string, username: string, password: string): Promise<string> {
  const signIn = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (!signIn.ok) throw new Error(`bench sign-in answered ${signIn.status}`)
  return /bootcamp_staff=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0]
}

/** Signs in as `username` and times each console call `RUNS` times. */
export async function measureConsole(base: string, username: string, password: string): Promise<ConsoleTiming[]> {
  const cookie = await signInCookie(base, username, password)
  /** A GET, or with `search` the console's POST of a search (its text never goes in a URL). */
  const get = async (path: string, search?: Record<string, string>) => {
    const started = performance.now()
    // What the console's own requests carry: the API refuses a cookie from any other site.
    const headers = {
      cookie,
      'sec-fetch-site': 'same-origin',
      ...(search ? { 'content-type': 'application/json' } : {}),
    }
    const response = await fetch(
      `${base}${path}`,
      search ? { method: 'POST', headers, body: JSON.stringify(search) } : { headers },
    )
    const body = (await response.json()) as { items?: unknown[]; nextCursor?: string | null }
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return { ms: performance.now() - started, body }
  }
  const timed = async (name: string, path: () => Promise<string> | string, search?: Record<string, string>) => {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < RUNS; run++) {
      const { ms, body } = await get(await path(), search)
      times.push(ms)
      rows = body.items?.length ?? rows
    }
    times.sort((a, b) => a - b)
    return { name, p50: percentile(times, 50), p95: percentile(times, 95), rows }
  }
  // Paging on: each run asks for the page after the previous one, 30 pages deep.
  let cursor = ''
  const nextPage = async () => {
    const path = `/api/admin/registrations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`
    cursor = ((await get(path)).body.nextCursor as string | null) ?? ''
    return `/api/admin/registrations?cursor=${encodeURIComponent(cursor)}`
  }
  return [
    await timed('list, first page of 50', () => '/api/admin/registrations'),
    await timed('list, next page (keyset, 30 deep)', nextPage),
    await timed('search a family name (20 of 100k rows)', () => '/api/admin/registrations/search', { q: 'Family4321' }),
    await timed('search an email address (1 row)', () => '/api/admin/registrations/search', {
      q: 'bench054321@example.org',
    }),
    await timed('search matching nothing (full scan)', () => '/api/admin/registrations/search', { q: 'nobody-at-all' }),
    await timed(
      'filter session + partner + ages',
      () => '/api/admin/registrations?session=complete&partner=westside&ageMin=14&ageMax=17',
    ),
    await timed('overview (counts, partners, waiting)', () => '/api/admin/overview'),
  ]
}
