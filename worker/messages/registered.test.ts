import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, postJson, ROOMY, validRegistration } from '../test/helpers'
import { emailOfKind, insertCohort, register, WITH_STRIPE } from '../test/payment-helpers'
import { emailFor } from '../test/emails'

beforeEach(clearTables)

describe('the message of a registration', () => {
  it('a seat: greets the reader, names the participant, what is owed, by when, and the pay link', async () => {
    await insertCohort()
    const amara = await register()
    const row = await env.DB.prepare('SELECT status_changed_at AS at FROM registrations WHERE id = ?')
      .bind(amara.id)
      .first<{ at: string }>()
    const email = await emailFor('registration-confirmation', WITH_STRIPE)
    const until = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    }).format(new Date(Date.parse(row!.at) + 72 * 3_600_000))
    expect(email.text.startsWith('Hello,\n\nThank you for registering Amara Okafor')).toBe(true)
    expect(email.text).toContain(
      `Payment\n-------\nAmara Okafor's place: $200.00 to pay.\nPlease pay by ${until} (New York time). If it is not paid by then, the seat goes to the next family on the waitlist.`,
    )
    expect(email.text).toMatch(/Pay, or ask for financial assistance: http:\/\/127\.0\.0\.1:8787\/pay\?token=/)
    expect(email.text).not.toMatch(/Hi Amara|Within 24 hours/)
  })

  it('the waitlist: its place in line, as the family page counts it, in Spanish', async () => {
    await insertCohort({ capacity: 1 })
    await register()
    for (const firstName of ['Bola', 'Chidi'])
      await postJson(
        '/api/register',
        { ...validRegistration, firstName, email: `${firstName.toLowerCase()}@example.org` },
        { 'Accept-Language': 'es' },
        ROOMY,
      )
    await env.DB.prepare(`DELETE FROM outbox WHERE email <> 'chidi@example.org'`).run()
    const email = (await emailOfKind('registration-confirmation'))!
    expect(email.text.startsWith('Hola:\n\nGracias por inscribir a Chidi Okafor')).toBe(true)
    expect(email.text).toContain(
      'Chidi Okafor tiene el número 2 en la lista de espera. Si se libera un lugar, te enviaremos por correo un enlace para reclamarlo.',
    )
    expect(email.text).not.toMatch(/por orden de llegada|Pago\n|\/pay\?token/)
  })
})
