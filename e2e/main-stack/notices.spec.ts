import { expect, test, type Page } from '@playwright/test'
import { expectNotice, notice, open } from '../fixtures'
import { FORMS, FORMS_ES, formOf, type FormCase } from '../forms'

// The sign-up form's notices, on / in English and on /es in Spanish.
for (const signup of [FORMS[1], FORMS_ES[1]] as FormCase[]) {
  test.describe(`notices in ${signup.language}`, () => {
    /**
     * Makes the sign-up form fail with a known body, so a notice appears on demand. With
     * `pauseClock`, the page's fake clock stops before the click, so only `runFor` moves time.
     */
    async function failSignup(page: Page, body = 'Try later', pauseClock = false) {
      await page.route('**/api/email-signup', (route) => route.fulfill({ status: 503, body }))
      const form = formOf(page, 'signup')
      await form.getByLabel(signup.emailLabel, { exact: true }).fill('notice@example.org')
      if (pauseClock) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
      await form.getByRole('button', { name: signup.submit }).click()
      await expectNotice(page, signup.failureTitle, `503: ${body}`)
    }

    test('a notice stays 5000 ms, then goes', async ({ page }) => {
      await page.clock.install()
      await open(page, signup.page)
      await page.mouse.move(0, 0)
      await failSignup(page, 'Try later', true)
      await page.clock.runFor(4900)
      await expect(notice(page)).toHaveCount(1)
      await page.clock.runFor(200)
      await expect(notice(page)).toHaveCount(0)
    })

    test('a notice waits while the pointer rests on it', async ({ page }) => {
      await page.clock.install()
      await open(page, signup.page)
      await failSignup(page, 'Try later', true)
      await notice(page).hover()
      await page.clock.runFor(8000)
      await expect(notice(page)).toHaveCount(1)
    })

    async function drag(page: Page, distance: number) {
      const box = (await notice(page).boundingBox())!
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + 20, y)
      await page.mouse.down()
      await page.mouse.move(box.x + 20 + distance / 2, y, { steps: 4 })
      await page.mouse.move(box.x + 20 + distance, y, { steps: 4 })
      await page.mouse.up()
    }

    test('swiping right past 50 px dismisses a notice; a shorter swipe does not', async ({ page }) => {
      await open(page, signup.page)
      await failSignup(page)
      await drag(page, 30)
      await expect(notice(page)).toHaveCount(1)
      await drag(page, 80)
      await expect(notice(page)).toHaveCount(0)
    })

    test('the close button dismisses a notice', async ({ page }) => {
      await open(page, signup.page)
      await failSignup(page)
      await notice(page).getByRole('button', { name: signup.dismissNotice }).click()
      await expect(notice(page)).toHaveCount(0)
    })

    test('only one notice shows at a time: the newest replaces the last', async ({ page }) => {
      await open(page, signup.page)
      await failSignup(page, 'first')
      await page.unroute('**/api/email-signup')
      await failSignup(page, 'second')
      await expect(notice(page)).toHaveCount(1)
      await expectNotice(page, signup.failureTitle, '503: second')
    })

    test('notices are announced through live regions', async ({ page }) => {
      await open(page, signup.page)
      await failSignup(page)
      await expect(
        page.locator('bootcamp-page [role="alert"][aria-live="assertive"]').filter({ has: notice(page) }),
      ).toHaveCount(1)
      // One polite region per form: each form of the page is its own island with its own notice region.
      await expect(page.locator('bootcamp-page [role="status"][aria-live="polite"]')).toHaveCount(3)
    })
  })
}
