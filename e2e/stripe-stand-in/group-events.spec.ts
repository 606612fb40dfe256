/**
 * A group of friends on a phone, in English and in Spanish: Sofia pays and starts a group, Bea
 * joins through its link (the group-joined email, and her family page: one paid so far), then Bea
 * and Cai pay and the real cron sweep (`GET /__scheduled`) tells Sofia the group has enough for its
 * rate (the email, and her family page: three paid). Each email read from what the worker really
 * sent; paying goes through the local stand-in for Stripe.
 */
import { expect, type Page } from '@playwright/test'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query } from '../database'
import { axeViolations, test, reviewShot } from '../fixtures'
import { cohortOfItsOwn, emailWith, linkIn, registerIn, surname } from './events'
import { base, payOnCheckout, paymentToken } from './paying'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    joined: (name: string, code: string) =>
      `${name} joined group ${code}, the group of friends registering together for the cohort starting March 6, 2100, through the group's link.`,
    rate: (name: string) =>
      `3 friends in ${name}'s group have now paid and hold seats: enough for the group rate (15% off).`,
    paid: (settled: number) =>
      `${settled} in the group ${settled === 1 ? 'has paid and holds a seat' : 'have paid and hold seats'} so far; the group rate needs 3.`,
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    joined: (name: string, code: string) =>
      `${name} se unió, con el enlace del grupo, al grupo ${code} de amigos que se inscriben juntos en la cohorte que empieza el 6 de marzo de 2100.`,
    rate: (name: string) =>
      `3 amigos del grupo de ${name} ya pagaron y tienen su lugar: suficientes para la tarifa de grupo (15% de descuento).`,
    paid: (settled: number) =>
      `Por ahora ${settled} del grupo ${settled === 1 ? 'pagó y conserva su lugar' : 'pagaron y conservan su lugar'}; la tarifa de grupo necesita 3.`,
  },
}

/** Pays the $200.00 owed on the family's payment page, through the stand-in's Checkout. */
async function pay(page: Page, firstName: string, lastName: string) {
  await page.goto(`${base}/pay?token=${await paymentToken(`${firstName}.${lastName}@example.org`.toLowerCase())}`)
  await payOnCheckout(page, '$200.00')
}

/** The family page an email links to: `sentence` on it, axe clean, a screenshot at this width. */
async function familyPageSays(page: Page, link: string, sentence: string, shot: string) {
  await page.goto(link)
  await expect(page.getByText(sentence, { exact: false })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByText(sentence, { exact: false }).scrollIntoViewIfNeeded()
  await reviewShot(page, `test-results/${shot}.png`)
}

for (const language of ['en', 'es'] as const)
  test(`joined a group, then the group rate reached: each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const words = WORDS[language]
    await page.setViewportSize({ width: 375, height: 812 })
    const cohortId = await cohortOfItsOwn(5)
    const lastName = surname('Group')
    const since = Date.now() - 1_000
    const join = (firstName: string, n: number, groupCode?: string) =>
      registerIn(page.request, cohortId, { firstName, lastName, ip: `10.46.7.${n}`, language, groupCode })
    const n = language === 'en' ? 1 : 11
    expect(await join('Sofia', n)).toBe('seated')
    await pay(page, 'Sofia', lastName)
    const token = await paymentToken(`sofia.${lastName}@example.org`.toLowerCase())
    expect((await page.request.post(`${base}/pay/group?token=${token}`, { maxRedirects: 0 })).status()).toBe(303)
    const sql = `SELECT g.code FROM registration_groups g JOIN registrations r ON r.group_id = g.id WHERE r.last_name = ${sqlText(lastName)}`
    const code = (await query<{ code: string }>(sql))[0]!.code

    expect(await join('Bea', n + 1, code)).toBe('seated')
    const joined = await emailWith(words.joined(`Bea ${lastName}`, code), since)
    await familyPageSays(page, linkIn(joined, words.familyLink), words.paid(1), `group-joined-375-${language}`)

    expect(await join('Cai', n + 2, code)).toBe('seated')
    for (const friend of ['Bea', 'Cai']) await pay(page, friend, lastName)
    expect((await page.request.get(`${base}/__scheduled`)).status()).toBe(200)
    const rate = await emailWith(words.rate(`Sofia ${lastName}`), since)
    await familyPageSays(page, linkIn(rate, words.familyLink), words.paid(3), `group-rate-375-${language}`)
  })
