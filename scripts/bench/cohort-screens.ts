/**
 * The staff screens that list one cohort's people, for a cohort of 1,000 registrations: the
 * roster, its CSV, a check-in request of 100 taps and the announcement preview, timed as staff
 * call them, sequentially. (D1 binds at most 100 parameters in a statement: these screens once
 * bound one per person and answered 500 from the 101st.)
 */
import { executeD1 } from '../dev/d1'
import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { percentile, RUNS, signInCookie, type ConsoleTiming } from './console'

export const LARGE_COHORT = { id: 'bench-large-cohort', registrations: 1_000, seats: 400 }
/** Check-in takes taps on a session day only: the first session is today, New York's day on the bench's real clock. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: BOOTCAMP_TIME_ZONE }).format(new Date())
const DAYS = [TODAY, '2099-03-14', '2099-03-21', '2099-03-28']

/** The n-th participant's id: hex digits only, as the check-in taps' contract requires. */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * One cohort of 1,000 (400 seated, 600 waiting) beside the 100,000 without a cohort, archived so
 * the home page and the other figures never see it, registered more than a year ago so the
 * console's first pages are the same as without it.
 */
export async function seedLargeCohort() {
  const { id, registrations, seats } = LARGE_COHORT
  const cohort = cohortRow({
    id,
    startDate: DAYS[0],
    sessionDates: DAYS,
    capacity: seats,
    open: false,
    archivedAt: new Date().toISOString(),
  })
  await executeD1(`${cohortInsertSql(cohort)};
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${registrations})
INSERT INTO registrations (id, first_name, last_name, email, phone, age, parental_consent, media_consent, terms_agreement, participant_key, cohort_id, status, queue_number, created_at)
SELECT printf('00000000-0000-4000-8000-%012d', i), 'Maya', printf('Cohort%04d', i), printf('cohort%04d@example.org', i),
  printf('(614) 555-%04d', i), 13 + i % 10, 1, 0, 1, printf('bench-cohort-key-%04d', i), '${id}',
  CASE WHEN i <= ${seats} THEN 'seated' ELSE 'waitlisted' END, 1000000 + i,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-400 days', printf('-%d seconds', i))
FROM n`)
}

/** Times each cohort screen `RUNS` times, as `username`. */
export async function measureCohortScreens(base: string, username: string, password: string): Promise<ConsoleTiming[]> {
  const cookie = await signInCookie(base, username, password)
  const headers = { cookie, 'sec-fetch-site': 'same-origin', origin: base }
  const send = async (path: string, body?: unknown) => {
    const response = await fetch(
      `${base}${path}`,
      body === undefined
        ? { headers }
        : {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    )
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response
  }
  /** Times `call` RUNS times; it answers how many rows (people, lines, taps, addresses) its answer held. */
  const timed = async (name: string, call: (run: number) => Promise<number>): Promise<ConsoleTiming> => {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      rows = await call(run)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    return { name, p50: percentile(times, 50), p95: percentile(times, 95), rows }
  }
  const cohort = `/api/admin/cohorts/${LARGE_COHORT.id}`
  // Each run taps the same 100 seated people a second later: every tap is newer and is stored.
  const taps = (run: number) =>
    Array.from({ length: 100 }, (_, index) => ({
      registrationId: idOf(index + 1),
      sessionDate: DAYS[0],
      present: true,
      tappedAt: new Date(Date.parse(`${DAYS[0]}T15:00:00.000Z`) + run * 1000).toISOString(),
    }))
  return [
    await timed('roster', async () => {
      const roster = (await (await send(`${cohort}/roster`)).json()) as { participants: unknown[] }
      return roster.participants.length
    }),
    await timed('roster CSV', async () => {
      const csv = await (await send(`/api/admin/export/roster?cohortId=${LARGE_COHORT.id}`)).text()
      return csv.split('\r\n').length - 2
    }),
    await timed('check-in, 100 taps in one request', async (run) => {
      const result = (await (await send(`${cohort}/attendance`, { taps: taps(run) })).json()) as {
        stored: number
        ignored: number
      }
      return result.stored + result.ignored
    }),
    await timed('announcement preview, seated and waiting', async () => {
      const preview = (await (
        await send(`${cohort}/announcements/preview`, { audience: 'both', subject: 'Parking', body: 'East lot.' })
      ).json()) as { recipients: { en: number; es: number } }
      return preview.recipients.en + preview.recipients.es
    }),
  ]
}
