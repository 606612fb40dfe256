/**
 * What the walks of a registration's events share (messages.spec.ts, waitlist-events.spec.ts):
 * a cohort of their own, a registration sent as the form sends it, the email an event really
 * sent (wrangler's local email binding writes each text to a file) and a link in it.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { queryD1 as query } from '../database'
import { sentEmailTexts } from '../fixtures'

/** A cohort far ahead that no other test uses, with `capacity` seats: its id. */
export async function cohortOfItsOwn(capacity: number) {
  const id = crypto.randomUUID()
  await query(cohortInsertSql(cohortRow({ id, startDate: '2100-03-06', capacity, refundDays: 14 })))
  return id
}

/** A surname no other test uses, so that each email and row found is this test's. */
export const surname = (label: string) =>
  `${label}${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join('')}`

/**
 * An adult's registration for the complete bootcamp, in `language`, from address `ip` (through a
 * group's link when `groupCode` is given, as the form sends it): where it stands.
 */
export async function registerIn(
  request: APIRequestContext,
  cohortId: string,
  {
    firstName,
    lastName,
    ip,
    language,
    groupCode,
  }: { firstName: string; lastName: string; ip: string; language: 'en' | 'es'; groupCode?: string },
) {
  const response = await request.post(`${STAND_IN_URL}/api/register`, {
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
