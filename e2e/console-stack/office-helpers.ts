/**
 * What the office's browser tests share: a staff account, a closed cohort far ahead of the run's
 * own (so no page of another test changes) and participants assigned to it in order, the first
 * `capacity` seated and the rest waiting.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { consoleUrl } from './stack'
import { addDays, sessionDatesFrom } from '../../contract/cohorts'
import { queryD1, sentEmailTexts, sqlText } from '../fixtures'

export function officeSetUp(label: string, firstNames: string[], capacity: number) {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26)))
  // The time alone is not enough: two workers load one spec file in the same millisecond.
  const run = `${label}${Date.now().toString(36)}${letters.slice(0, 3).join('')}`
  const office = {
    run,
    username: `office-${run}`,
    password: 'a long staff password 4',
    lastName: `Office${letters.join('')}`,
    sessionDates: sessionDatesFrom(addDays('2098-01-04', 7 * (Date.now() % 52))),
    cohortId: '',
    ids: [] as string[],
    emailOf: (firstName: string) => `${firstName.toLowerCase()}.${run}@example.org`,
    /** The console's API as the browser calls it. */
    async api(request: APIRequestContext) {
      const signedIn = await request.post('/api/admin/session', {
        data: { username: office.username, password: office.password },
      })
      expect(signedIn.status()).toBe(200)
      const headers = { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' }
      return { post: (path: string, data: unknown) => request.post(path, { headers, data }) }
    },
    async fill(request: APIRequestContext) {
      const api = await office.api(request)
      const created = await api.post('/api/admin/cohorts', {
        startDate: office.sessionDates[0],
        capacity,
        sessionPrice: 60,
        completePrice: 200,
        place: 'Downtown Columbus, OH',
        open: false,
      })
      expect(created.status()).toBe(201)
      office.cohortId = ((await created.json()) as { id: string }).id
      for (const [index, firstName] of firstNames.entries()) {
        const registered = await request.post('/api/register', {
          headers: { 'cf-connecting-ip': `10.47.${index}.${Date.now() % 250}` },
          data: {
            firstName,
            lastName: office.lastName,
            email: office.emailOf(firstName),
            phone: '(614) 555-0147',
            age: 15,
            sessionPreference: 'complete',
            parentalConsent: true,
            termsAgreement: true,
          },
        })
        expect(registered.status()).toBe(201)
      }
      const rows = await queryD1<{ id: string }>(
        `SELECT id FROM registrations WHERE last_name = ${sqlText(office.lastName)} ORDER BY created_at, rowid`,
      )
      office.ids = rows.map((row) => row.id)
      for (const id of office.ids)
        expect((await api.post(`/api/admin/registrations/${id}/cohort`, { cohortId: office.cohortId })).status()).toBe(
          200,
        )
    },
  }
  return office
}

export async function signInTo(page: Page, office: { username: string; password: string }, path: string) {
  await page.goto(path)
  await page.getByLabel('Username').fill(office.username)
  await page.getByLabel('Password').fill(office.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible()
}

/** A `YYYY-MM-DD` day as the family's emails and pages write it: "January 4, 2098". */
export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day))

/** The first email sent since `since` whose text has every one of `words`: the worker's real email, read as sent. */
export async function emailWith(words: string[], since: number) {
  let found = ''
  await expect
    .poll(() => (found = sentEmailTexts(since).find((text) => words.every((word) => text.includes(word))) ?? ''), {
      message: `an email with ${words.join(' / ')}`,
      timeout: 30_000,
      intervals: [1_000],
    })
    .not.toBe('')
  return found
}

/** The family page's link in a family's email (English). */
export const familyLinkIn = (email: string) =>
  /Your registration page \(status, payment, consent, changes\): (\S+)/.exec(email)![1]!
