/**
 * The group rate earned once cancellations close, as a parent on a phone meets it, in English and
 * in Spanish: three friends of one group each pay the full $200.00 for a cohort whose 14-day
 * refund window has already closed, the real cron sweep (`GET /__scheduled`) refunds each 15%,
 * and Sofia's family reads the email the worker really sent, then the family page after it.
 */
import { expect, type Page } from '@playwright/test'
import { test } from '../fixtures'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { emailWith, familyPageSays, linkIn, walkStart } from './events'
import { base, paymentToken } from './paying'
import { startCohort, todayInNewYork } from './cohort-days'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    payButton: 'Pay $200.00',
    refunded: (name: string) =>
      `Cancellations have closed, and enough friends in the group of ${name} paid and kept their seats: the group rate (15% off) applies. We have refunded $30.00 to the card you paid with; it may take a few days to appear.`,
    pageRefunded: /^\$30\.00 refunded on [A-Z][a-z]+ \d{1,2}, \d{4}: the group rate\.$/,
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    payButton: 'Pagar $200.00',
    refunded: (name: string) =>
      `Las cancelaciones se cerraron y suficientes amigos del grupo de ${name} pagaron y conservaron su lugar: se aplica la tarifa de grupo (15% de descuento). Te devolvimos $30.00 a la tarjeta con la que pagaste; puede tardar unos días en aparecer.`,
    pageRefunded: /^\$30\.00 devueltos el \d{1,2} de [a-z]+ de \d{4}: la tarifa de grupo\.$/,
  },
}

/** Pays the whole $200.00 from the family's pay page, in its language, until the webhook has marked it paid. */
async function pay(page: Page, language: 'en' | 'es', email: string) {
  const token = await paymentToken(email)
  await page.goto(`${base}/pay?token=${token}&lang=${language}`)
  await page.getByRole('button', { name: WORDS[language].payButton }).click()
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expect(page).toHaveURL(new RegExp(`^${base}/pay/done\\?token=`))
  const paid = `SELECT status FROM payments WHERE status = 'paid' AND registration_id = (SELECT id FROM registrations WHERE email = ${sqlText(email)})`
  await expect.poll(() => query(paid), { timeout: 30_000 }).toEqual([{ status: 'paid' }])
  return token
}

for (const language of ['en', 'es'] as const)
  test(`group rate refunded once cancellations close: the email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    // Twenty days ahead: a group can still be started while the 14-day refund window is open.
    const startDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const walk = await walkStart(page, { language, label: 'Rate', capacity: 5, block: 22, startDate })
    const { cohortId, lastName, sofia, since, register } = walk
    const emailOf = (firstName: string) => `${firstName}.${lastName}@example.org`.toLowerCase()
    expect(await register('Sofia', 1)).toBe('seated')
    const token = await pay(page, language, emailOf('Sofia'))
    expect((await page.request.post(`${base}/pay/group?token=${token}`, { maxRedirects: 0 })).status()).toBe(303)
    const groupOf = `SELECT g.id, g.code FROM registration_groups g JOIN registrations r ON r.group_id = g.id WHERE r.last_name = ${sqlText(lastName)}`
    const [group] = await query<{ id: string; code: string }>(groupOf)
    for (const [n, friend] of ['Bea', 'Cai'].entries()) {
      expect(await register(friend, n + 2, group!.code)).toBe('seated')
      await pay(page, language, emailOf(friend))
    }
    // Then ten days ahead: the window has closed, so the rate is decided at the next sweep.
    await startCohort(cohortId, todayInNewYork(), 10)
    expect((await page.request.get(`${base}/__scheduled`)).status()).toBe(200)
    const refunded = await emailWith(words.refunded(sofia), since)
    await familyPageSays(page, linkIn(refunded, words.familyLink), words.pageRefunded, `group-refund-375-${language}`)
    const refunds = `SELECT r.amount_cents, r.reason FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN registrations g ON g.id = p.registration_id WHERE g.group_id = ${sqlText(group!.id)}`
    expect(await query(refunds)).toEqual([1, 2, 3].map(() => ({ amount_cents: 3000, reason: 'group-rate' })))
  })
