/**
 * The family's own page, as a parent on a phone uses it: the private link is read out
 * of the confirmation email the worker really sent (wrangler's local email binding writes each
 * message's text to a file), then status, paying, a guardian's consent, a change of session and
 * details, the JSON download, cancelling (which offers the seat to the next family), and erasure.
 * On the stand-in's stack (its own database), in a cohort of its own.
 */
import { expect } from '@playwright/test'
import { STAND_IN_URL } from '../../playwright.config'
import { queryD1 as query } from '../database'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { sentEmailTexts, test } from '../fixtures'
import {
  cancelAndOfferTheSeat,
  changeSessionAndPhone,
  eraseAndKeepTheOther,
  expectDownload,
  expectLinkRefused,
  expectStatusPage,
  giveConsent,
} from './family-page'

const base = STAND_IN_URL

/** The family link in the confirmation email sent for `fullName`, once the queue has sent it. */
async function familyLinkFor(fullName: string, since: number): Promise<string> {
  let link = ''
  await expect
    .poll(
      () => {
        const email = sentEmailTexts(since).find((text) => text.includes(`Thank you for registering ${fullName} for`))
        link = /Your registration page \(status, payment, consent, changes\): (\S+)/.exec(email ?? '')?.[1] ?? ''
        return link
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/family\?token=[A-Za-z0-9_-]{43}$/)
  return link
}

/** A unique surname of letters only (a name's rules allow no digits). */
const surname = () =>
  `Family${Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`

test('a family follows the link in its confirmation email: status, pay, consent, changes, download, cancel (the seat goes to the waitlist), erase', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const cohortId = crypto.randomUUID()
  await query(cohortInsertSql(cohortRow({ id: cohortId, startDate: '2100-03-06', capacity: 1, refundDays: 14 })))
  const lastName = surname()
  const register = async (firstName: string, email: string, ip: string) => {
    const response = await request.post(`${base}/api/register`, {
      headers: { 'cf-connecting-ip': ip },
      data: {
        firstName,
        lastName,
        email,
        phone: '(614) 555-0188',
        age: 15,
        sessionPreference: 'complete',
        parentalConsent: false,
        mediaConsent: false,
        termsAgreement: true,
        cohortId,
      },
    })
    expect(response.status()).toBe(201)
    return ((await response.json()) as { status: string }).status
  }
  const email = `${lastName.toLowerCase()}@example.org`
  // A second early: file times may be a little behind this process's clock.
  const since = Date.now() - 1_000
  expect(await register('Maya', email, '10.26.0.1')).toBe('seated')
  expect(await register('Leo', `leo.${email}`, '10.26.0.2')).toBe('waitlisted')
  const family = { page, request, link: await familyLinkFor(`Maya ${lastName}`, since), lastName }

  await expectStatusPage(family)
  await giveConsent(family)
  await changeSessionAndPhone(family)
  await expectDownload(family)
  await cancelAndOfferTheSeat(family)
  await eraseAndKeepTheOther(family)
  await expectLinkRefused(family)
})
