/**
 * A cohort just opened on the console shows within 60 seconds, with no restart, on every surface:
 * `/`, `/es`, a partner page's schedule and page, an iframe page; a registration sent from the
 * page belongs to it (whose confirmation email names it: emails.test.ts). A second open cohort
 * makes the form offer the choice. Its early bird shows through its deadline day and is gone the
 * day after. The steps of console.spec.ts's cohort test.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test'
import { consolePartnerUrl } from './stack'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { open, queryD1, sqlText, uniqueEmail } from '../fixtures'

const run = Date.now().toString(36)

/** The bootcamp's day in New York, `days` from today. */
const bootcampDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * 86_400_000))

const longDate = (day: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(day))

/**
 * Each look is a new visitor's: one who loaded the page in the last minute may keep it that
 * long (Cache-Control: max-age=60, worker tests), which is the promise.
 */
class Visitors {
  page!: Page
  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async next() {
    await this.page?.context().close()
    this.page = await (await this.browser.newContext({ baseURL: this.baseURL })).newPage()
    return this.page
  }

  /** Within 60 seconds a new visitor of `url` sees `text` in the element `selector` (added when the page has none). */
  async seeWithin60s(url: string, selector: string, text: string) {
    await expect(async () => {
      const visitor = await this.next()
      await visitor.goto(url)
      await visitor.evaluate(
        (tag) => document.querySelector(tag) ?? document.body.append(document.createElement(tag)),
        selector,
      )
      const element = visitor.locator(selector).first()
      await element.scrollIntoViewIfNeeded()
      await expect(element.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
  }
}

export async function expectCohortOnEverySurface(page: Page, startDate: string, id: string) {
  const visitors = new Visitors(page.context().browser()!, new URL(page.url()).origin)
  const english = `Next cohort starts ${longDate(startDate)}`
  const spanish = `La próxima cohorte empieza el ${longDate(startDate, 'es-US')}`
  const partnerPage = `${consolePartnerUrl()}/`
  await visitors.seeWithin60s('/', 'bootcamp-page', english)
  await visitors.seeWithin60s('/es', 'bootcamp-page', spanish)
  await visitors.seeWithin60s(partnerPage, 'bootcamp-schedule', english)
  await visitors.seeWithin60s(partnerPage, 'bootcamp-page', english)
  await visitors.seeWithin60s('/embed/schedule?lang=es', 'bootcamp-schedule', spanish)
  await visitors.seeWithin60s('/embed/page', 'bootcamp-page', english)

  await expectRegistrationJoins(visitors.page, id, startDate)
  await expectChoiceOfTwoCohorts(visitors, startDate)
  await expectEarlyBirdThroughItsDay(page, visitors, id)
  await visitors.page.context().close()
}

/** Fills the page's registration form for an adult (no parental consent needed) and sends it. */
async function registerAdult(form: Locator, firstName: string, email: string) {
  await form.getByLabel('First Name').fill(firstName)
  await form.getByLabel('Last Name').fill(`Cohort${run}`)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('(614) 555-0150')
  await form.getByLabel('Age').selectOption('19')
  await form.getByLabel('I agree to the terms and conditions').check()
  await form.getByRole('button', { name: 'Complete Registration' }).click()
}

/** A registration from the page joins it, as the next cohort. */
async function expectRegistrationJoins(visitor: Page, id: string, startDate: string) {
  await open(visitor, '/')
  const form = visitor.locator('bootcamp-page form[part~="form-registration"]')
  await form.scrollIntoViewIfNeeded()
  await expect(form.locator('option[value="complete"]')).toHaveText('Complete Bootcamp ($210)')
  // Alone ahead, it is no choice at all. Other tests of this stack hold cohorts open in 2099 and
  // 2100 while they run: then the form offers a choice, this one (the next) chosen.
  const choice = form.locator('select[name="cohortId"]')
  if ((await choice.count()) > 0)
    await expect(choice.locator('option:checked')).toHaveText(`Starts ${longDate(startDate)}`)
  const email = uniqueEmail('cohort-live')
  await registerAdult(form, 'Nia', email)
  await expect(visitor.locator('bootcamp-page').getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  expect(await queryD1(`SELECT cohort_id FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([
    { cohort_id: id },
  ])
}

/** A second open cohort a week later: the form offers the choice, the next one chosen first. */
async function expectChoiceOfTwoCohorts(visitors: Visitors, startDate: string) {
  const later = new Date(Date.parse(startDate) + 7 * 86_400_000).toISOString().slice(0, 10)
  const laterId = crypto.randomUUID()
  await queryD1(
    cohortInsertSql(
      cohortRow({
        id: laterId,
        startDate: later,
        formats: ['in-person', 'virtual'],
        capacity: 20,
        completePriceCents: 21000,
      }),
    ),
  )
  try {
    await expect(async () => {
      const visitor = await visitors.next()
      await open(visitor, '/')
      const choice = visitor.locator('bootcamp-page form[part~="form-registration"]').getByLabel('Cohort')
      await expect(choice).toBeVisible({ timeout: 5_000 })
      // The two soonest first; another test's cohort far ahead may follow them.
      expect((await choice.locator('option').allTextContents()).slice(0, 2)).toEqual([
        `Starts ${longDate(startDate)}`,
        `Starts ${longDate(later)}`,
      ])
    }).toPass({ timeout: 60_000 })
    const visitor = visitors.page
    const chooser = visitor.locator('bootcamp-page form[part~="form-registration"]')
    await chooser.getByLabel('Cohort').selectOption({ label: `Starts ${longDate(later)}` })
    const second = uniqueEmail('cohort-choice')
    await registerAdult(chooser, 'Omar', second)
    await expect(
      visitor.locator('bootcamp-page').getByRole('heading', { name: 'Registration Complete!' }),
    ).toBeVisible()
    expect(await queryD1(`SELECT cohort_id FROM registrations WHERE email = ${sqlText(second)}`)).toEqual([
      { cohort_id: laterId },
    ])
    for (const width of [375, 1280]) await expectReserveFitsTheChoice(visitor, width)
  } finally {
    await queryD1(
      `UPDATE cohorts SET archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), open = 0 WHERE id = ${sqlText(laterId)}`,
    )
  }
}

/**
 * The loader knows of the choice before the form renders: the space it reserves is the form's
 * height with the choice, at a phone's width and a laptop's.
 */
async function expectReserveFitsTheChoice(visitor: Page, width: number) {
  await visitor.setViewportSize({ width, height: 900 })
  // The page the reserved heights are measured on (pinned-clock/reserved-heights.spec.ts).
  await open(visitor, '/sections.html')
  const { reserved, rendered, choice } = await visitor.evaluate(async () => {
    const element = document.createElement('bootcamp-register')
    document.body.prepend(element)
    await new Promise<void>((resolve) => {
      const check = () => (element.matches(':state(ready)') ? resolve() : requestAnimationFrame(check))
      check()
    })
    // The reserve of one far below the fold, which never renders here: its space while waiting.
    const waiting = document.createElement('bootcamp-register')
    const far = Object.assign(document.createElement('div'), { style: 'margin-top:20000px' })
    far.append(waiting)
    document.body.append(far)
    const style = getComputedStyle(waiting)
    for (let tries = 0; tries < 50 && style.paddingBottom === '0px'; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    return {
      reserved: parseFloat(style.minHeight) + parseFloat(style.paddingBottom),
      rendered: Math.round(element.getBoundingClientRect().height),
      choice: element.shadowRoot!.querySelector('select[name="cohortId"]') !== null,
    }
  })
  expect({ width, choice, rendered }).toEqual({ width, choice: true, rendered: reserved })
}

/** The early bird: on through its deadline day (today), gone the day after (a deadline of yesterday). */
async function expectEarlyBirdThroughItsDay(page: Page, visitors: Visitors, id: string) {
  const edit = (earlyBirdDeadline: string) =>
    page.request.patch(`/api/admin/cohorts/${id}`, {
      data: { earlyBirdDeadline, earlyBirdSaving: 25 },
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: new URL(page.url()).origin },
    })
  expect((await edit(bootcampDay())).status()).toBe(200)
  await visitors.seeWithin60s('/', 'bootcamp-page', 'Early Bird')
  await expect(
    visitors.page.locator('bootcamp-page').getByText(/^Register by .+ and save \$25 on the Complete Bootcamp$/),
  ).toBeVisible()
  expect((await edit(bootcampDay(-1))).status()).toBe(200)
  await expect(async () => {
    const visitor = await visitors.next()
    await visitor.goto('/')
    await expect(visitor.locator('bootcamp-page').getByText('Special Offers')).toBeAttached({ timeout: 5_000 })
    await expect(visitor.locator('bootcamp-page').getByText('Early Bird', { exact: true })).toBeHidden()
  }).toPass({ timeout: 60_000 })
}
