/**
 * Financial assistance as a parent on a phone meets it, in English and in Spanish: asked on the
 * payment page the confirmation links to, granted by staff (the console's API, as its record
 * screen calls it), then changed by a director to a decline; each email read from what the worker
 * really sent, then the family page after it, with what is owed now.
 */
import { expect, type Page } from '@playwright/test'
import { sqlText } from '../../scripts/dev/d1'
import { queryD1 as query, test } from '../fixtures'
import { emailWith, familyPageSays, linkIn, walkStart } from '../stripe-stand-in/events'
import { directorSignedIn } from './staff-api'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    registered: 'Thank you for registering',
    payLink: 'Pay, or ask for financial assistance',
    reason: 'Why are you asking? (up to 500 characters)',
    ask: 'Ask for financial assistance',
    granted: (name: string) => `We reviewed your request for ${name}. You now pay $50.00 for the bootcamp.`,
    changed: (name: string) =>
      `We looked again at your request for financial assistance for ${name}. We cannot grant financial assistance after all: the full amount on your payment page is what is owed.`,
    owed: (lines: string[][]) => [['Complete Bootcamp (all 4 sessions)', '$200.00'], ...lines],
    grantedLines: [
      ['Financial assistance', '-$150.00'],
      ['Total to pay', '$50.00'],
    ],
    declinedLines: [['Total to pay', '$200.00']],
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    registered: 'Gracias por inscribir a',
    payLink: 'Pagar o pedir ayuda económica',
    reason: '¿Por qué la pides? (hasta 500 caracteres)',
    ask: 'Pedir ayuda económica',
    granted: (name: string) => `Revisamos tu solicitud para ${name}. Ahora pagas $50.00 por el bootcamp.`,
    changed: (name: string) =>
      `Revisamos de nuevo tu solicitud de ayuda económica para ${name}. Al final no podemos conceder ayuda económica: lo que se debe es el monto completo de tu página de pago.`,
    owed: (lines: string[][]) => [['Bootcamp completo (las 4 sesiones)', '$200.00'], ...lines],
    grantedLines: [
      ['Ayuda económica', '-$150.00'],
      ['Total a pagar', '$50.00'],
    ],
    declinedLines: [['Total a pagar', '$200.00']],
  },
}

/** The family page's bill, row by row. */
const owedRows = (page: Page) =>
  page
    .locator('table.quote tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent!.trim())))

for (const language of ['en', 'es'] as const)
  test(`assistance decided, then changed: each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const words = WORDS[language]
    const walk = await walkStart(page, { language, label: 'Help', capacity: 5, block: 23 })
    const { lastName, sofia, since } = walk
    expect(await walk.register('Sofia', 1)).toBe('seated')
    const confirmation = await emailWith(`${words.registered} ${sofia}`, since)
    await page.goto(linkIn(confirmation, words.payLink))
    await page.getByLabel(words.reason).fill('Two of us lost our jobs this autumn.')
    await page.getByRole('button', { name: words.ask }).click()
    await expect(page.getByRole('button', { name: words.ask })).toHaveCount(0)
    const sql = `SELECT id FROM registrations WHERE last_name = ${sqlText(lastName)}`
    const { id } = (await query<{ id: string }>(sql))[0]!

    const staff = await directorSignedIn(page.request, lastName)
    const decided = await staff('POST', `/registrations/${id}/assistance`, { decision: 'grant', amountCents: 5000 })
    expect(decided.status()).toBe(200)
    const granted = await emailWith(words.granted(sofia), since)
    await familyPageSays(
      page,
      linkIn(granted, words.familyLink),
      words.grantedLines[1]![0]!,
      `assistance-granted-375-${language}`,
    )
    expect(await owedRows(page)).toEqual(words.owed(words.grantedLines))
    // The page's pay link reads as the email's: one name for one thing.
    await expect(page.getByRole('link', { name: words.payLink, exact: true })).toBeVisible()

    const reason = 'The family wrote that it can pay in full after all.'
    const changed = await staff('PATCH', `/registrations/${id}/assistance`, { decision: 'decline', reason })
    expect(changed.status()).toBe(200)
    const decline = await emailWith(words.changed(sofia), since)
    await familyPageSays(
      page,
      linkIn(decline, words.familyLink),
      words.declinedLines[0]![0]!,
      `assistance-changed-375-${language}`,
    )
    expect(await owedRows(page)).toEqual(words.owed(words.declinedLines))
  })
