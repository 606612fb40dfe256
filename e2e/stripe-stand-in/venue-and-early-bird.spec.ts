/**
 * The venue and the early bird staff typed on the next cohort, at 375 and 1280 px, say one thing
 * everywhere: the page `/` and `/es` (their texts and their JSON-LD), the confirmation email and
 * the pay page's quote name the cohort's own place, and the early-bird saving is the Complete
 * Bootcamp's only (a per-session registration's quote has none). The page shows the *next*
 * cohort, so this runs on the stand-in's stack, whose other tests each register into a cohort of
 * their own named by id (or through a group's link, which offers only its cohort): this one's starts
 * tomorrow (ahead of every other test's) and is archived at the end.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { addDays } from '../../contract/cohorts'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'
import { emailWith, longDate } from '../console-stack/office-helpers'
import { paymentToken } from './paying'
import { surname } from './events'

test.describe.configure({ mode: 'serial' })

const VENUE = 'Downtown Columbus Library, Room 2'
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
const cohort = cohortRow({
  startDate: addDays(today, 1),
  place: VENUE,
  formats: ['in-person', 'virtual'],
  earlyBirdDeadline: today,
  earlyBirdSavingCents: 3000,
})
const lastName = surname('Venue')
const emailOf = (first: string) => `${first.toLowerCase()}.${lastName.toLowerCase()}@example.org`
const day = (language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(today))
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`
const earlyBirdEn = `Register by ${day('en-US').replace(/\d+/, (n) => ordinal(Number(n)))} and save $30`
let since = 0

async function register(request: APIRequestContext, firstName: string, sessionPreference: string) {
  const data = { firstName, lastName, email: emailOf(firstName), phone: '(614) 555-0133', age: 19 }
  const sent = await request.post('/api/register', {
    headers: { 'cf-connecting-ip': `10.47.3.${firstName.length}` },
    data: { ...data, sessionPreference, termsAgreement: true, cohortId: cohort.id },
  })
  expect(sent.status()).toBe(201)
}

test.beforeAll(async ({ request }) => {
  await queryD1(cohortInsertSql(cohort))
  since = Date.now() - 1_000
  await register(request, 'Uma', 'complete')
  await register(request, 'Vic', 'individual')
})

test.afterAll(async () => {
  await queryD1(
    `UPDATE cohorts SET open = 0, archived_at = '2026-11-28T00:00:00.000Z' WHERE id = ${sqlText(cohort.id)}`,
  )
})

const PAGES = [
  {
    path: '/',
    detail: `${VENUE}, with in-person and virtual options`,
    earlyBird: `${earlyBirdEn} on the Complete Bootcamp`,
    region: 'Greater Columbus, Ohio',
    offers: [
      ['Complete Bootcamp (Early Bird)', '170.00'],
      ['Complete Bootcamp', '200.00'],
      ['Per Session', '60.00'],
    ],
  },
  {
    path: '/es',
    detail: `${VENUE}, con opciones presenciales y virtuales`,
    earlyBird: `Inscríbete antes del ${day('es-US')} y ahorra $30 en el Bootcamp completo`,
    region: 'Área de Columbus',
    offers: [
      ['Bootcamp completo (Inscripción anticipada)', '170.00'],
      ['Bootcamp completo', '200.00'],
      ['Por sesión', '60.00'],
    ],
  },
]

for (const width of [375, 1280])
  test(`at ${width} px / and /es name the cohort's venue, and the early bird on the Complete Bootcamp alone`, async ({
    page,
  }) => {
    // Two whole pages, each checked by axe: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    for (const { path, detail, earlyBird, region, offers } of PAGES) {
      await page.goto(path)
      const host = page.locator('bootcamp-page')
      await expect(host.locator('[data-cohort="venue"]').first()).toHaveText(VENUE)
      await expect(host.locator('[data-cohort="venue-detail"]').first()).toHaveText(detail)
      await expect(host.locator('[data-cohort="early-bird"]').first()).toHaveText(earlyBird)
      await expect(host.getByText(region)).toHaveCount(0)
      const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
        location: unknown[]
        offers: { name: string; price: string }[]
      }
      expect(event.location[0]).toEqual({ '@type': 'Place', name: VENUE, address: VENUE })
      expect(event.offers.map((offer) => [offer.name, offer.price])).toEqual(offers)
      await expectNoAxeViolations(page)
      await host.locator('[data-cohort="venue-detail"]').first().scrollIntoViewIfNeeded()
      await reviewShot(page, `test-results/venue-${path === '/' ? 'en' : 'es'}-${width}.png`)
      await host.locator('[data-cohort="early-bird"]').first().scrollIntoViewIfNeeded()
      await reviewShot(page, `test-results/early-bird-${path === '/' ? 'en' : 'es'}-${width}.png`)
    }
  })

const QUOTES = [
  {
    width: 375,
    first: 'Uma',
    rows: [
      ['Complete Bootcamp (all 4 sessions)', '$200.00'],
      ['Early bird saving', '-$30.00'],
      ['Total to pay', '$170.00'],
    ],
  },
  {
    width: 1280,
    first: 'Vic',
    rows: [
      ['1 session × $60.00', '$60.00'],
      ['Total to pay', '$60.00'],
    ],
  },
]

for (const { width, first, rows } of QUOTES)
  test(`at ${width} px the confirmation email and the pay page's quote of ${first} say the same`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    const email = await emailWith([`${first} ${lastName}`, 'Prices and offers'], since)
    expect(email).toContain(`Early Bird: ${earlyBirdEn} on the Complete Bootcamp`)
    expect(email).toContain(`Location: ${VENUE} (in person) and online`)
    expect(email).toContain(longDate(cohort.startDate))
    await page.goto(`/pay?token=${await paymentToken(emailOf(first))}`)
    const cells = page.locator('table.quote tr')
    await expect(cells.first()).toBeVisible()
    expect(
      await cells.evaluateAll((found) => found.map((row) => [...row.children].map((cell) => cell.textContent!.trim()))),
    ).toEqual(rows)
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/venue-early-bird-quote-${width}.png`, { fullPage: true })
  })
