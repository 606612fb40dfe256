/**
 * Money arriving, as a parent on a phone meets it, in English and in Spanish: a payment received
 * (the receipt, then the family page: paid), and a payment that arrives after its seat's hold ran
 * out (refunded in full: the email, then the family page's refund). Each email read from what the
 * worker really sent; paying goes through the local stand-in for Stripe from the confirmation's
 * own pay link, in the family's language.
 */
import { expect, type Page } from '@playwright/test'
import { test } from '../fixtures'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { emailWith, familyPageSays, linkIn, walkStart } from './events'
import { base } from './paying'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    registered: 'Thank you for registering',
    payLink: 'Pay, or ask for financial assistance',
    payButton: 'Pay $200.00',
    receipt: (name: string) =>
      `Thank you: we received your payment for ${name}, cohort starting March 6, 2100. The seat is confirmed.`,
    totalPaid: 'Total paid: $200.00',
    pagePaid: 'Paid: the seat is confirmed.',
    refunded: (name: string) =>
      `Your payment of $200.00 for ${name} arrived after the seat was no longer held for it, and the seat has gone to the next family on the waitlist. We have refunded the whole $200.00 to the card you paid with; it may take a few days to appear.`,
    pageRefunded:
      /^\$200\.00 refunded on [A-Z][a-z]+ \d{1,2}, \d{4}: the payment arrived after the seat was no longer held for it\.$/,
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    registered: 'Gracias por inscribir a',
    payLink: 'Pagar o pedir ayuda económica',
    payButton: 'Pagar $200.00',
    receipt: (name: string) =>
      `Gracias: recibimos tu pago por ${name}, cohorte que empieza el 6 de marzo de 2100. El lugar está confirmado.`,
    totalPaid: 'Total pagado: $200.00',
    pagePaid: 'Pagado: el lugar está confirmado.',
    refunded: (name: string) =>
      `Tu pago de $200.00 por ${name} llegó cuando el lugar ya no estaba reservado para él, y el lugar pasó a la siguiente familia de la lista de espera. Te devolvimos los $200.00 completos a la tarjeta con la que pagaste; puede tardar unos días en aparecer.`,
    pageRefunded:
      /^\$200\.00 devueltos el \d{1,2} de [a-z]+ de \d{4}: el pago llegó cuando el lugar ya no estaba reservado para él\.$/,
  },
}

/** The confirmation's pay link, in the family's language, as far as Stripe's (the stand-in's) page. */
async function openCheckout(page: Page, language: 'en' | 'es', name: string, since: number) {
  const confirmation = await emailWith(`${WORDS[language].registered} ${name}`, since)
  await page.goto(linkIn(confirmation, WORDS[language].payLink))
  await page.getByRole('button', { name: WORDS[language].payButton }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/)
}

/** Pays on Stripe's (the stand-in's) page, which sends the family back to ours. */
async function payThere(page: Page) {
  await page.getByRole('button', { name: 'Pay $200.00' }).click()
  await expect(page).toHaveURL(new RegExp(`^${base}/pay/done\\?token=`))
}

for (const language of ['en', 'es'] as const)
  test(`payment received: the receipt and the family page after it, at 375 px (${language})`, async ({ page }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    const { sofia, since, register } = await walkStart(page, { language, label: 'Paid', capacity: 5, block: 20 })
    expect(await register('Sofia', 1)).toBe('seated')
    await openCheckout(page, language, sofia, since)
    await payThere(page)
    const receipt = await emailWith(words.receipt(sofia), since)
    expect(receipt).toContain(words.totalPaid)
    await familyPageSays(page, linkIn(receipt, words.familyLink), words.pagePaid, `payment-received-375-${language}`)
  })

for (const language of ['en', 'es'] as const)
  test(`a payment after the hold ran out, refunded: the email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    const { lastName, sofia, since, register } = await walkStart(page, {
      ...{ language, label: 'Refund', capacity: 1, block: 21 },
    })
    expect(await register('Sofia', 1)).toBe('seated')
    await openCheckout(page, language, sofia, since)

    // 80 hours on (the rows aged, as moving this registration's clock would): the 72-hour hold and
    // our record of the Checkout are over, and the real cron sweep releases the seat.
    const past = (ms: number) => sqlText(new Date(Date.now() - ms).toISOString())
    const sofiaRow = `(SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)})`
    await query(`UPDATE registrations SET status_changed_at = ${past(80 * 3_600_000)} WHERE id = ${sofiaRow}`)
    await query(`UPDATE payments SET expires_at = ${past(60_000)} WHERE registration_id = ${sofiaRow}`)
    expect((await page.request.get(`${base}/__scheduled`)).status()).toBe(200)
    expect(await query(`SELECT status FROM registrations WHERE id = ${sofiaRow}`)).toEqual([{ status: 'lapsed' }])

    await payThere(page)
    const refunded = await emailWith(words.refunded(sofia), since)
    await familyPageSays(page, linkIn(refunded, words.familyLink), words.pageRefunded, `refunded-375-${language}`)
    const refunds = `SELECT p.refunded_cents, r.reason FROM payments p JOIN refunds r ON r.payment_id = p.id WHERE p.registration_id = ${sofiaRow}`
    expect(await query(refunds)).toEqual([{ refunded_cents: 20000, reason: 'seat-gone' }])
  })
