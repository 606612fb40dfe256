/**
 * What the walks of the events a cohort's calendar brings share (the reminders, the missing
 * consent, the follow-ups, an incident): today in New York, read once per test, and the walk's
 * own cohort moved to start a number of days from it. The registration is sent first, while the
 * cohort is far ahead (the form takes none that has begun); the worker's clock is real on these
 * stacks, so the cohort's dates move instead of the clock.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { addDays, sessionDatesFrom } from '../../contract/cohorts'
import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { STAND_IN_URL } from '../../playwright.config'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { paymentToken } from './paying'

/**
 * Today's date in New York (`YYYY-MM-DD`). A walk reads it once and asserts with it: a walk that
 * runs across midnight there then fails plainly instead of comparing two different days.
 */
export const todayInNewYork = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BOOTCAMP_TIME_ZONE }).format(new Date())

/**
 * Moves cohort `id` to start `days` after `today`, its four weekly sessions with it, and closes
 * it: no other test's registration sent without a cohort lands in a cohort this near.
 */
export async function startCohort(id: string, today: string, days: number) {
  const start = addDays(today, days)
  await query(
    `UPDATE cohorts SET start_date = ${sqlText(start)}, session_dates = ${sqlText(JSON.stringify(sessionDatesFrom(start)))}, open = 0 WHERE id = ${sqlText(id)}`,
  )
  return start
}

/** Runs the worker's real cron sweep once (`wrangler dev --test-scheduled`). */
const sweepOnce = async (request: APIRequestContext) =>
  expect((await request.get(`${STAND_IN_URL}/__scheduled`)).status()).toBe(200)

/**
 * Runs the cron sweep, which writes the emails due today to the outbox, then sends them: the
 * sweep queues a written email on a later run, once nobody has taken it for 2 minutes
 * (worker/base/notify/sweep.ts), so this registration's new emails are aged by those minutes
 * and the sweep runs again, as the next cron would.
 */
export async function sweep(request: APIRequestContext, lastName: string) {
  await sweepOnce(request)
  const before = new Date(Date.now() - 3 * 60_000).toISOString()
  await query(
    `UPDATE outbox SET created_at = ${sqlText(before)} WHERE status = 'pending' AND claimed_at IS NULL AND record_id IN (SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)})`,
  )
  await sweepOnce(request)
}

/**
 * Pays the whole bill of the registration at `email` as the pay page's button and the stand-in's
 * Checkout do, through HTTP (payments.spec.ts walks those pages), then waits for the webhook.
 */
export async function payInFull(request: APIRequestContext, email: string) {
  const token = await paymentToken(email)
  const opened = await request.post(`${STAND_IN_URL}/pay?token=${token}`, { form: {}, maxRedirects: 0 })
  expect(opened.status(), await opened.text()).toBe(303)
  const paid = await request.post(`${opened.headers().location}/pay`, { maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  const status = `SELECT p.status FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE r.email = ${sqlText(email)}`
  await expect.poll(() => query(status), { timeout: 30_000 }).toEqual([{ status: 'paid' }])
}

/** A participant of 15 registered for the complete bootcamp in `language`, no consent given yet: where it stands. */
export async function registerMinorIn(
  request: APIRequestContext,
  cohortId: string,
  { firstName, lastName, ip, language }: { firstName: string; lastName: string; ip: string; language: 'en' | 'es' },
) {
  const response = await request.post(`${STAND_IN_URL}/api/register`, {
    headers: { 'cf-connecting-ip': ip, 'accept-language': language },
    data: {
      ...{ firstName, lastName, email: `${firstName}.${lastName}@example.org`.toLowerCase(), phone: '(614) 555-0188' },
      ...{ age: 15, sessionPreference: 'complete', parentalConsent: false, termsAgreement: true, cohortId },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { status: string }).status
}
