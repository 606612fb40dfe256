import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { releaseUnpaidHolds } from '../payments/holds'
import { createStaff, signIn, staffPost } from '../test/admin-helpers'
import { call, clearTables, ORIGIN, postJson, readRows, ROOMY, validRegistration } from '../test/helpers'
import {
  emailOfKind,
  familyPost,
  insertCohort,
  paidThroughCheckout,
  register,
  WITH_STRIPE,
  words,
} from '../test/payment-helpers'

beforeEach(clearTables)
const db = openDatabase(env.DB)
const jobs = async (kind: string) =>
  (await readRows<{ kind: string; status: string }>('outbox')).filter((job) => job.kind === kind)
/** The family page as it reads now, from a fresh private link. */
async function familyPage(registrationId: string) {
  const link = await newFamilyLink(db, registrationId, ORIGIN, 'en', new Date())
  await link.statement
  return words(await (await call(new URL(link.href).pathname + new URL(link.href).search)).text())
}

describe('every event of a registration tells the family once', () => {
  it('a claimed seat: confirmed, what is owed and by when, once, in Spanish', async () => {
    await insertCohort({ capacity: 1 })
    const amara = await register()
    await postJson('/api/register', { ...validRegistration, firstName: 'Chidi' }, { 'Accept-Language': 'es' }, ROOMY)
    await createStaff()
    await staffPost(await signIn(), `/api/admin/registrations/${amara.id}/placement`, { status: 'cancelled' })
    const offer = (await emailOfKind('seat-offer'))!
    const claim = /http:\/\/127\.0\.0\.1:8787(\/seat\/claim\?token=[^\s&]+&lang=es)/.exec(offer.text)![1]!
    for (let click = 0; click < 2; click++) expect((await call(claim, { method: 'POST' })).status).toBe(200)
    expect((await jobs('seat-claimed')).map((job) => job.status)).toEqual(['pending'])
    const email = (await emailOfKind('seat-claimed'))!
    expect(email.subject).toBe('Tu lugar está confirmado: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Hola:\n\nEl lugar de Chidi Okafor en la cohorte que empieza el 7 de marzo de 2099 está confirmado.',
    )
    expect(email.text).toContain('El lugar de Chidi Okafor: $200.00 por pagar.')
    expect(email.text).toMatch(/Pagar o pedir ayuda económica: http:\/\/127\.0\.0\.1:8787\/pay\?token=\S+&lang=es/)
  })

  it('a released hold: the family is told once, with the way to register again', async () => {
    await insertCohort({ capacity: 1 })
    const amara = await register()
    const seatedAt = (await env.DB.prepare('SELECT status_changed_at AS at FROM registrations').first<{
      at: string
    }>())!.at
    const at = (hours: number) => new Date(Date.parse(seatedAt) + hours * 3_600_000)
    const withStripe = { ...env, ...WITH_STRIPE }
    await releaseUnpaidHolds(withStripe, at(71.9))
    expect(await jobs('hold-lapsed')).toEqual([])
    await releaseUnpaidHolds(withStripe, at(72))
    await releaseUnpaidHolds(withStripe, at(73))
    expect((await jobs('hold-lapsed')).map((job) => job.status)).toEqual(['pending'])
    const email = (await emailOfKind('hold-lapsed'))!
    expect(email.subject).toBe('The seat was released: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Hello,\n\nThe seat held for Amara Okafor in the cohort starting March 7, 2099 was not paid in time, so it has gone to the next family on the waitlist.',
    )
    expect(email.text).toContain('Register again: http://127.0.0.1:8787/#registration')
    expect(await familyPage(amara.id)).toContain(
      'This registration has ended: its seat or offer was not taken up in time.',
    )
  })

  it('a cancellation: the refund in the email and on the page, no calendar, sent once', async () => {
    await insertCohort()
    const amara = await register()
    await paidThroughCheckout(amara.id)
    // Three courtesy emails to the address today: the cap would hold back a fourth courtesy email, never this one.
    for (let n = 0; n < 3; n++) await postJson('/api/signup', { email: validRegistration.email }, {}, ROOMY)
    for (let n = 0; n < 2; n++) await familyPost(amara.id, '/family/cancel', 'confirmCancel=yes')
    expect((await jobs('registration-cancelled')).map((job) => job.status)).toEqual(['pending'])
    const email = (await emailOfKind('registration-cancelled'))!
    expect(email.subject).toBe('Registration cancelled: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      "Hello,\n\nAmara Okafor's registration is cancelled, as you asked on your registration page.\n\n$200.00 is refunded to the card that paid; it may take a few days to appear.",
    )
    const page = await familyPage(amara.id)
    expect(page).toMatch(/\$200\.00 refunded on \w+ \d+, \d{4}: the registration was cancelled\./)
    expect(page).not.toContain('Add to my calendar')
  })
})
