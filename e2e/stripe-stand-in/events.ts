/**
 * What the walks of a registration's events share (messages.spec.ts, waitlist-events.spec.ts, …):
 * a cohort of their own, a registration sent as the form sends it, the email an event really
 * sent (wrangler's local email binding writes each text to a file) and a link in it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { queryD1 as query } from '../database'
import { axeViolations, sentEmailTexts, reviewShot } from '../fixtures'

/** A cohort that no other test uses (far ahead unless `startDate` says), with `capacity` seats: its id. */
export async function cohortOfItsOwn(capacity: number, startDate = '2100-03-06') {
  const id = crypto.randomUUID()
  await query(cohortInsertSql(cohortRow({ id, startDate, capacity, refundDays: 14 })))
  return id
}

/** A surname no other test uses, so that each email and row found is this test's. */
export const surname = (label: string) =>
  `${label}${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join('')}`

/**
 * An adult's registration for the complete bootcamp, in `language`, from address `ip` (through a
 * group's link when `groupCode` is given, as the form sends it), to the stack of the test's
 * project (the console's walks use it too): where it stands.
 */
export async function registerIn(
  request: APIRequestContext,
  // None: the form's "next cohort", which is interest while no cohort is open.
  cohortId: string | undefined,
  {
    firstName,
    lastName,
    ip,
    language,
    groupCode,
  }: { firstName: string; lastName: string; ip: string; language: 'en' | 'es'; groupCode?: string },
) {
  const response = await request.post('/api/register', {
    headers: { 'cf-connecting-ip': ip, 'accept-language': language },
    data: {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.org`.toLowerCase(),
      phone: '(614) 555-0188',
      age: 19,
      sessionPreference: 'complete',
      termsAgreement: true,
      cohortId,
      ...(groupCode ? { groupCode } : {}),
    },
  })
  // The answer's body says why, should it be refused.
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { status: string }).status
}

interface WalkOptions {
  language: 'en' | 'es'
  label: string
  capacity: number
  /** The third part of the walk's addresses, one per walk. */
  block: number
  /** The cohort's first day, when the walk needs a date nearer than the far-off default. */
  startDate?: string
}

/**
 * Where each walk starts: a phone's viewport, a cohort of its own with `capacity` seats, a surname
 * of its own, `since` (older emails are other tests'), and `register`, which sends a registration
 * in `language` from address 10.46.`block`.`n` (n + 10 in Spanish, so the two languages' runs of
 * one walk never share an address's limit): what it answers.
 */
export async function walkStart(page: Page, { language, label, capacity, block, startDate }: WalkOptions) {
  await page.setViewportSize({ width: 375, height: 812 })
  const cohortId = await cohortOfItsOwn(capacity, startDate)
  const lastName = surname(label)
  const since = Date.now() - 1_000
  const register = (firstName: string, n: number, groupCode?: string) =>
    registerIn(page.request, cohortId, {
      ...{ firstName, lastName, language, groupCode },
      ip: `10.46.${block}.${n + (language === 'en' ? 0 : 10)}`,
    })
  return { cohortId, lastName, sofia: `Sofia ${lastName}`, since, register }
}

/** The family page an email links to: `sentence` on it, axe clean, a screenshot of it at this width. */
export async function familyPageSays(page: Page, link: string, sentence: string | RegExp, shot: string) {
  await page.goto(link)
  const said = page.getByText(sentence).first()
  await expect(said).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await said.scrollIntoViewIfNeeded()
  await reviewShot(page, `test-results/${shot}.png`)
}

/** The one email sent since `since` that contains `words`, once the queue has sent it. */
export async function emailWith(words: string, since: number): Promise<string> {
  let found = ''
  await expect
    .poll(() => (found = sentEmailTexts(since).find((text) => text.includes(words)) ?? ''), { timeout: 30_000 })
    .not.toBe('')
  return found
}

/** The address after `label: ` in an email's text (the family page's link, a claim link): each email brings a fresh one. */
export const linkIn = (email: string, label: string) => email.split(`${label}: `)[1]!.split(/\s/)[0]!
