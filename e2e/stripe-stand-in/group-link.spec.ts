/**
 * A friend opens a group's shared link on a phone: the registration form says which group the
 * participant joins and what the group rate means, before its script and after, in English and
 * Spanish; once sent, the success panel and the group-joined email name the same group.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { axeViolations, open, sentEmailTexts, uniqueEmail, test, reviewShot } from '../fixtures'
import { FORMS, FORMS_ES, formOf } from '../forms'
import { base, cohortWithEarlyBird, paymentToken, registerAdult } from './paying'

/** Amara registers in a cohort of its own and starts a group from her payment page: its code. */
async function startGroup(request: APIRequestContext, ip: string) {
  const email = uniqueEmail('amara')
  const cohortId = await cohortWithEarlyBird()
  await registerAdult(request, { firstName: 'Amara', lastName: 'Okafor', email, ip, cohortId })
  const started = await request.post(`${base}/pay/group?token=${await paymentToken(email)}`, { maxRedirects: 0 })
  expect(started.status()).toBe(303)
  const sql = `SELECT g.code FROM registration_groups g JOIN registrations r ON r.group_id = g.id WHERE r.email = ${sqlText(email)}`
  return (await query<{ code: string }>(sql))[0]!.code
}

const WORDS = {
  en: { form: FORMS[0]!, notice: (code: string) => `You are registering through a group's link (group ${code})` },
  es: {
    form: FORMS_ES[0]!,
    notice: (code: string) => `Te estás inscribiendo con el enlace de un grupo (grupo ${code})`,
  },
}
const JOINED = { en: 'This registration joined group', es: 'Esta inscripción se unió al grupo' }
const EMAIL = { en: (code: string) => `joined group ${code},`, es: (code: string) => `al grupo ${code} de amigos` }

for (const language of ['en', 'es'] as const)
  test(`a group's link: the form names the group and its rate, the panel and email agree, at 375 px (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const { form: formCase, notice } = WORDS[language]
    const code = await startGroup(request, `10.46.2.${language === 'en' ? 1 : 2}`)
    const address = `${base}${formCase.page}?group=${code}`
    // Without script: the worker wrote the notice into the form.
    const plain = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
    await plain.goto(address)
    await expect(formOf(plain, 'registration').getByText(notice(code))).toBeVisible()
    await plain.close()

    await page.setViewportSize({ width: 375, height: 812 })
    await open(page, address)
    const form = formOf(page, 'registration')
    await expect(form.locator('[part="group-link-notice"]')).toContainText(notice(code))
    await form.locator('[part="group-link-notice"]').scrollIntoViewIfNeeded()
    await reviewShot(page, `test-results/group-link-375-${language}.png`)
    expect(await axeViolations(page)).toEqual([])
    const since = Date.now() - 1_000
    const email = uniqueEmail(`group-${language}`)
    await formCase.fill(form, email)
    await form.getByRole('button', { name: formCase.submit }).click()
    const panel = page.locator('bootcamp-page [part="success-panel"]')
    await expect(panel.locator('[part="group-joined"]')).toContainText(`${JOINED[language]} ${code}`)
    await reviewShot(panel, `test-results/group-joined-375-${language}.png`)
    await expect
      .poll(() => sentEmailTexts(since).some((text) => text.includes(EMAIL[language](code))), { timeout: 30_000 })
      .toBe(true)
  })
