import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, clearTables } from '../test/helpers'
beforeEach(clearTables)

/** The page's text without its markup (and the apostrophe it escapes), one space between words. */
const textOf = async (response: Response) =>
  (await response.text())
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ')
    .trim()

describe('the legal pages', () => {
  it('answer in English, with their version and date, and link each other, the site and no script', async () => {
    for (const [path, title, version] of [
      ['/terms', 'Terms of Service', 'Version 1.0, in effect from November 28, 2026.'],
      ['/privacy', 'Privacy Policy', 'Version 1.0, in effect from November 28, 2026.'],
      ['/accessibility', 'Accessibility', 'Version 2026-11-22, in effect from November 22, 2026.'],
    ] as const) {
      const response = await call(path)
      expect(response.status).toBe(200)
      const page = await response.clone().text()
      expect(page).toContain(`<h1>${title}</h1>`)
      expect(page).not.toContain('<script')
      expect(await textOf(response)).toContain(version)
      for (const other of ['/terms', '/privacy', '/accessibility'].filter((link) => link !== path))
        expect(page).toContain(`href="${other}"`)
      expect(page).toContain('href="/"')
    }
  })

  it('answer in Spanish with ?lang=es, linking the Spanish pages', async () => {
    const response = await call('/terms?lang=es')
    const page = await response.text()
    expect(page).toContain('<html lang="es">')
    expect(page).toContain('<h1>Términos del servicio</h1>')
    expect(page).toContain('Versión 1.0, vigente desde el 28 de noviembre de 2026.')
    expect(page).toContain('href="/privacy?lang=es"')
    expect(page).toContain('href="/es"')
  })

  it("state the retention schedule with the console's months, and follow a change of them", async () => {
    expect(await textOf(await call('/privacy'))).toContain(
      "A participant's registration (contact details and answers), their assistance request, their health and safety record, their assessment and certificate, the staff's notes on them, their family-page links and the emails about them 12 months after the last session of their cohort Erased. Payments (online, cash and cheque) stay for the accounts, naming no one.",
    )
    expect(await textOf(await call('/privacy'))).toContain(
      "A participant's consent records and check-in records, with their name, cohort and age (no email address, phone number, answers or health record) Until the later of the date above and 3 years after the participant turns 18",
    )
    await env.DB.prepare(
      "INSERT INTO console_settings (key, value, updated_by, updated_at) VALUES ('retention_months', '24', 'admin', '2026-11-28T00:00:00.000Z')",
    ).run()
    const spanish = await textOf(await call('/privacy?lang=es'))
    expect(spanish).toContain('Cuánto tiempo lo guardamos')
    expect(spanish).toContain('24 meses después de la última sesión de su cohorte')
    expect(spanish).toContain('Se borra 30 días después de la baja')
    expect(spanish).toContain('3 años después de que el participante cumpla 18')
  })
})
