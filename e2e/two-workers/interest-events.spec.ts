/**
 * Interest becoming a place, as a parent on a phone meets it, in English and in Spanish:
 * registered while no cohort is open, told first when staff open one (the console's API, as its
 * cohort screen calls it), then the place taken with one tap on the email's link; each email read
 * from what the worker really sent, then the family page after it.
 *
 * A registration is interest only while no cohort ahead is open on its whole stack, so this walk
 * runs on the seats stack, whose project serves one test at a time and whose tests already close
 * every other cohort as they open their own (playwright.config.ts). It needs one worker only.
 */
import { expect } from '@playwright/test'
import { test } from '../fixtures'
import { sqlText } from '../../scripts/dev/d1'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { queryD1 as query } from '../database'
import { directorSignedIn } from '../console-stack/staff-api'
import { emailWith, familyPageSays, linkIn, registerIn, surname } from '../stripe-stand-in/events'

const WORDS = {
  en: {
    familyLink: 'Your registration page (status, payment, consent, changes)',
    registered: 'Thank you for registering',
    interest:
      'No cohort is open for registration yet: this keeps a place in line for the next one, and when it opens we will email you first, before anyone else can take a seat.',
    pageInterest: 'No cohort is open yet: this keeps a place in line for the next one.',
    opened: (name: string) =>
      `Registration is open for the cohort starting May 1, 2100, and ${name} is in line for it: you registered interest while no cohort was open.`,
    pageHeadStart:
      'Registration is open for the cohort starting May 1, 2100. Families already in line are being offered seats first, until',
    take: "Take Sofia's place",
    button: 'Take the place',
    seatedTitle: 'A seat is held',
    owed: (name: string) => `${name}'s place: $200.00 to pay.`,
    pageSeated: 'A seat in the cohort is held for this participant.',
  },
  es: {
    familyLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    registered: 'Gracias por inscribir a',
    interest:
      'Todavía no hay ninguna cohorte abierta: esto guarda un lugar en la fila para la próxima, y cuando abra te escribiremos primero, antes que a nadie.',
    pageInterest: 'Aún no hay una cohorte abierta: esto guarda un lugar en la fila para la próxima.',
    opened: (name: string) =>
      `La inscripción está abierta para la cohorte que empieza el 1 de mayo de 2100, y ${name} está en la fila para ella: te inscribiste cuando no había ninguna cohorte abierta.`,
    pageHeadStart:
      'La inscripción está abierta para la cohorte que empieza el 1 de mayo de 2100. Primero se ofrecen los lugares a las familias que ya están en la fila, hasta el',
    take: 'Tomar el lugar de Sofia',
    button: 'Tomar el lugar',
    seatedTitle: 'Hay un lugar reservado',
    owed: (name: string) => `El lugar de ${name}: $200.00 por pagar.`,
    pageSeated: 'Hay un lugar reservado en la cohorte para este participante.',
  },
}

test.describe.configure({ mode: 'serial' })

for (const language of ['en', 'es'] as const)
  test(`registered interest, the cohort opened, the place taken: each email and the family page after it, at 375 px (${language})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const words = WORDS[language]
    await page.setViewportSize({ width: 375, height: 812 })
    const [lastName, since] = [surname('Interest'), Date.now() - 1_000]
    const sofia = `Sofia ${lastName}`
    await query(
      `UPDATE cohorts SET open = 0, archived_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE archived_at IS NULL`,
    )
    const ip = `10.46.25.${language === 'en' ? 1 : 11}`
    expect(await registerIn(page.request, undefined, { firstName: 'Sofia', lastName, ip, language })).toBe('interest')
    const registered = await emailWith(`${words.registered} ${sofia}`, since)
    expect(registered).toContain(words.interest)
    await familyPageSays(page, linkIn(registered, words.familyLink), words.pageInterest, `interest-375-${language}`)

    // Staff open a cohort that was closed until now: Sofia, in line, is told first.
    const cohortId = crypto.randomUUID()
    await query(cohortInsertSql(cohortRow({ id: cohortId, startDate: '2100-05-01', capacity: 5, open: false })))
    const staff = await directorSignedIn(page.request, lastName)
    expect((await staff('PATCH', `/cohorts/${cohortId}`, { open: true })).status()).toBe(200)
    const opened = await emailWith(words.opened(sofia), since)
    const shot = `cohort-opened-375-${language}`
    await familyPageSays(page, linkIn(opened, words.familyLink), words.pageHeadStart, shot)

    // One tap on the email's link takes the place: a free seat, in her order of interest.
    await page.goto(linkIn(opened, words.take))
    await page.getByRole('button', { name: words.button }).click()
    await expect(page.getByRole('heading', { level: 1, name: words.seatedTitle })).toBeVisible()
    const placed = await emailWith(words.owed(sofia), since)
    await familyPageSays(page, linkIn(placed, words.familyLink), words.pageSeated, `interest-placed-375-${language}`)
    const row = `SELECT cohort_id, status FROM registrations WHERE last_name = ${sqlText(lastName)}`
    expect(await query(row)).toEqual([{ cohort_id: cohortId, status: 'seated' }])
  })
