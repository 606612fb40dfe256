/**
 * The soak's second part: offers of freed seats survive a crash. Many small cohorts
 * each have seats held by offers that have lapsed and a waitlist behind them; the cron sweep
 * (`/__scheduled`) lapses the offers and offers each freed seat to the next on the waitlist, one
 * batch per cohort. The dev server is SIGKILLed while a sweep is making those offers, restarted,
 * and swept again until nothing is left to lapse. Then, per cohort: exactly one new offer per
 * freed seat, each with exactly one offer email, and never more seats held than the cohort has.
 */
import type { ChildProcess } from 'node:child_process'
import { executeD1 } from '../dev/d1'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { spawnStack, waitForHealth } from '../dev/stack'

const COHORTS = 40
const CAPACITY = 4
/** Per cohort: two seats seated, two held by offers that lapsed long ago, five waiting. */
const SEATED = 2
const LAPSING = 2
const WAITING = 5
const LONG_AGO = '2000-01-01T00:00:00.000Z'

export interface OfferSoak {
  ok: boolean
  report: string
}

function seedStatements(run: string) {
  const statements: string[] = []
  for (let c = 0; c < COHORTS; c++) {
    const cohort = `${run}-cohort-${c}`
    statements.push(cohortInsertSql(cohortRow({ id: cohort, capacity: CAPACITY, open: false })))
    const people = [
      ...Array(SEATED).fill('seated'),
      ...Array(LAPSING).fill('offered'),
      ...Array(WAITING).fill('waitlisted'),
    ] as string[]
    people.forEach((status, n) => {
      const expiry = status === 'offered' ? `'${LONG_AGO}'` : 'NULL'
      statements.push(
        `INSERT INTO registrations (id, first_name, last_name, email, phone, age, parental_consent, media_consent, terms_agreement, cohort_id, status, queue_number, offer_expires_at, created_at) VALUES ('${run}-${c}-${n}', 'Soak', 'Runner${n}', '${run}.${c}.${n}@example.org', '(555) 010-2000', 19, 0, 0, 1, '${cohort}', '${status}', (SELECT coalesce(max(queue_number), 0) + 1 FROM registrations), ${expiry}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
    })
  }
  return statements.join('; ')
}

const sweep = (base: string) =>
  fetch(`${base}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`, { signal: AbortSignal.timeout(60_000) })

interface CohortCount {
  cohort_id: string
  seated: number
  offered: number
  lapsed: number
  waitlisted: number
}

/** Runs the offer soak on `port`; `server` is the running stack, killed and restarted here. Returns the stack left running. */
export async function soakOffers(
  port: number,
  server: ChildProcess,
): Promise<{ result: OfferSoak; server: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`
  const run = `soak-offers-${Date.now()}`
  await executeD1(seedStatements(run))
  // A sweep under way when the server dies: a batch is all or nothing, whichever it had reached.
  const dying = sweep(base).catch(() => 'killed')
  await new Promise((resolve) => setTimeout(resolve, 150))
  process.kill(-server.pid!, 'SIGKILL')
  await dying
  const [[before] = []] = await executeD1<{ lapsed: number }>(
    `SELECT count(*) AS lapsed FROM registrations WHERE id LIKE '${run}-%' AND status = 'lapsed'`,
  )
  const restarted = spawnStack(port)
  await waitForHealth(base)
  for (let round = 0; round < 5; round++) {
    const [[left] = []] = await executeD1<{ n: number }>(
      `SELECT count(*) AS n FROM registrations WHERE id LIKE '${run}-%' AND status = 'offered' AND offer_expires_at = '${LONG_AGO}'`,
    )
    if (!left?.n) break
    await sweep(base)
  }
  const [counts = []] = await executeD1<CohortCount>(
    `SELECT cohort_id, sum(status = 'seated') AS seated, sum(status = 'offered') AS offered, sum(status = 'lapsed') AS lapsed, sum(status = 'waitlisted') AS waitlisted FROM registrations WHERE id LIKE '${run}-%' GROUP BY cohort_id`,
  )
  const [offerEmails = []] = await executeD1<{ record_id: string; n: number }>(
    `SELECT record_id, count(*) AS n FROM outbox WHERE kind = 'seat-offer' AND record_id LIKE '${run}-%' GROUP BY record_id`,
  )
  const [offered = []] = await executeD1<{ id: string }>(
    `SELECT id FROM registrations WHERE id LIKE '${run}-%' AND status = 'offered'`,
  )
  // Nothing of this run stays behind for `npm start` to show or send.
  await executeD1(
    `DELETE FROM outbox WHERE record_id LIKE '${run}-%'; DELETE FROM registrations WHERE id LIKE '${run}-%'; DELETE FROM cohorts WHERE id LIKE '${run}-%'`,
  )

  const emailsPerOffer = new Map(offerEmails.map((row) => [row.record_id, row.n]))
  const exact = counts.filter(
    (c) => c.seated === SEATED && c.lapsed === LAPSING && c.offered === LAPSING && c.waitlisted === WAITING - LAPSING,
  )
  const overfull = counts.filter((c) => c.seated + c.offered > CAPACITY)
  const oneEmailEach = offered.filter((row) => emailsPerOffer.get(row.id) === 1).length
  const stray = offerEmails.filter((row) => !offered.some((o) => o.id === row.record_id) || row.n !== 1).length
  const ok =
    counts.length === COHORTS &&
    exact.length === COHORTS &&
    overfull.length === 0 &&
    oneEmailEach === COHORTS * LAPSING &&
    stray === 0
  const report =
    `soak: offers: ${COHORTS} cohorts of ${CAPACITY} seats, ${COHORTS * LAPSING} seats freed by lapsed offers; killed mid-sweep with ${before?.lapsed ?? 0} lapsed, then swept again; ` +
    `${exact.length}/${COHORTS} cohorts with exactly one new offer per freed seat, ${overfull.length} holding more seats than they have, ` +
    `${oneEmailEach}/${COHORTS * LAPSING} offers with exactly one offer email, ${stray} stray or doubled offer emails`
  return { result: { ok, report }, server: restarted }
}
