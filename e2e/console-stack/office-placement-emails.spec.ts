/**
 * Staff cancel a seated registration by hand, then seat it again by hand, at 375 and 1280 px:
 * after each, the family's email (read as the worker sent it) and its family page say where the
 * registration stands. A closed cohort of its own, far ahead, with a seat for each participant.
 */
import { expect } from '@playwright/test'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, test, reviewShot } from '../fixtures'
import { familyLinkOf } from './consent-helpers'
import { emailWith, familyLinkIn, longDate, officeSetUp, signInTo } from './office-helpers'

test.describe.configure({ mode: 'serial' })

const office = officeSetUp('placed', ['Nell', 'Omar'], 2)

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  await addStaffAccount(office.username, office.password)
  await office.fill(request)
})

for (const [width, index] of [
  [375, 0],
  [1280, 1],
] as const)
  test(`at ${width} px a staff cancellation, then a seat given by hand: the family's email and page after each`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    const [id, name] = [office.ids[index]!, `${['Nell', 'Omar'][index]} ${office.lastName}`]
    const start = longDate(office.sessionDates[0]!)
    const statusOf = async () =>
      (await queryD1<{ status: string }>(`SELECT status FROM registrations WHERE id = ${sqlText(id)}`))[0]!.status
    await signInTo(page, office, `/admin/registrations/${id}`)
    const placement = page.getByRole('region', { name: 'Seat and waitlist' })
    const asked: string[] = []
    page.once('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()))
    let since = Date.now() - 1_000
    await placement.getByRole('button', { name: 'Cancel registration' }).click()
    await expect(placement.getByRole('status')).toHaveText('Now: Cancelled.')
    expect(asked).toEqual([
      'Cancel this registration? Its seat, if it has one, is offered to the next on the waitlist, and a payment is refunded through Stripe.',
    ])
    expect(await statusOf()).toBe('cancelled')
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-cancelled-${width}.png`, { fullPage: true })
    const cancelled = await emailWith([`Our staff cancelled ${name}'s registration`], since)
    expect(cancelled).toContain(
      `Our staff cancelled ${name}'s registration for the cohort starting ${start}. Any refund due goes back to the card that paid.`,
    )
    await page.goto(await familyLinkOf(id))
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('This registration is cancelled.')
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-cancelled-family-${width}.png`, { fullPage: true })

    await page.goto(`/admin/registrations/${id}`)
    since = Date.now() - 1_000
    await placement.getByRole('button', { name: 'Seat', exact: true }).click()
    await expect(placement.getByRole('status')).toHaveText('Now: Seated.')
    expect(await statusOf()).toBe('seated')
    const seated = await emailWith([`${name} has a seat in the cohort starting ${start}.`], since)
    expect(seated).toContain('Your registration page shows what is left to pay.')
    await page.goto(familyLinkIn(seated))
    await expect(page.getByRole('region', { name: 'Status' })).toContainText(
      'A seat in the cohort is held for this participant.',
    )
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/office-seated-family-${width}.png`, { fullPage: true })
  })
