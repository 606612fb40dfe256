import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from './base/db/client'
import * as schema from './base/db/schema'
import { composeEmail } from './emails'
import type { Email, Job } from './base/notify/email'
import { ERRORS, SUCCESS, VALIDATION } from '../test-data/spec-texts'
import { ERRORS_ES, SUCCESS_ES, VALIDATION_ES } from '../test-data/spanish-texts'
import {
  call,
  clearTables,
  countAllRows,
  insertSpecCohort,
  NO_ROWS,
  ON_THE_SPEC_DAY,
  postJson,
  readRows,
  validContact,
  validRegistration,
} from './test/helpers'

beforeEach(clearTables)

const SPANISH = { 'Accept-Language': 'es' }
const db = openDatabase(env.DB)

describe('the language a form is answered in (Accept-Language)', () => {
  it('answers a Spanish request in Spanish: the spec messages, zod’s generic ones, an unknown field; and stores nothing', async () => {
    const response = await postJson(
      '/api/register',
      { firstName: '', lastName: 'x'.repeat(101), phone: '555', age: '16', extra: 1 },
      SPANISH,
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; issues: { path: string; message: string }[] }
    expect(body.message).toBe(ERRORS_ES.invalid)
    const byPath = Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]))
    expect(byPath).toMatchObject({
      firstName: VALIDATION_ES.firstName,
      lastName: VALIDATION_ES.tooLong(100),
      email: VALIDATION_ES.required,
      phone: VALIDATION_ES.phone,
      termsAgreement: VALIDATION_ES.terms,
      '': VALIDATION_ES.unrecognizedField,
      // zod's own message, from its Spanish locale
      age: 'Entrada inválida: se esperaba número, recibido texto',
    })
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('reads regional tags and preferences: es-MX is Spanish, English first is English, none is English', async () => {
    const message = async (headers: Record<string, string>) =>
      (
        (await (await postJson('/api/contact', { ...validContact, name: '' }, headers)).json()) as {
          issues: { message: string }[]
        }
      ).issues[0]!.message
    expect(await message({ 'Accept-Language': 'es-MX,es;q=0.9' })).toBe(VALIDATION_ES.name)
    expect(await message({ 'Accept-Language': 'en-US,es;q=0.5' })).toBe(VALIDATION.name)
    expect(await message({ 'Accept-Language': 'fr-FR' })).toBe(VALIDATION.name)
    expect(await message({})).toBe(VALIDATION.name)
  })

  it('answers refusals before validation in Spanish too (malformed JSON, unknown API path)', async () => {
    const malformed = await postJson('/api/contact', '{bad', SPANISH)
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ message: ERRORS_ES.malformedJson })
    const missing = await call('/api/nothing', { headers: SPANISH })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: ERRORS_ES.notFound })
    expect(await (await postJson('/api/contact', '{bad')).json()).toEqual({ message: ERRORS.malformedJson })
  })

  it('thanks in Spanish and records the family’s language on the emails it promises', async () => {
    const response = await postJson('/api/register', validRegistration, SPANISH, {
      NOTIFY_EMAIL: 'staff@vitalbootcamp.org',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: SUCCESS_ES.register, status: 'interest' })
    expect(
      (await readRows<{ kind: string; language: string }>('outbox'))
        .map(({ kind, language }) => [kind, language])
        .sort(),
    ).toEqual([
      ['registration-confirmation', 'es'],
      ['registration-staff', 'es'],
    ])
    expect(await (await postJson('/api/contact', validContact, SPANISH)).json()).toEqual({
      message: SUCCESS_ES.contact,
    })
    expect(await (await postJson('/api/email-signup', { email: 'guia@example.org' }, SPANISH)).json()).toEqual({
      message: SUCCESS_ES.emailSignup,
    })
    expect(await (await postJson('/api/email-signup', { email: 'guide@example.org' })).json()).toEqual({
      message: SUCCESS.emailSignup,
    })
  })
})

async function emailFor(kind: string): Promise<Email> {
  const job = (await db.select().from(schema.outbox)).find((candidate) => candidate.kind === kind) as Job
  const email = await composeEmail(db, { ...env, NOTIFY_EMAIL: 'staff@vitalbootcamp.org' }, job)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  return email
}

describe('emails to a family who wrote in Spanish', () => {
  it('confirms a registration in Spanish, with Spanish dates and prices; staff read English and learn the language', async () => {
    await insertSpecCohort()
    await postJson('/api/register', { ...validRegistration, age: 15, parentalConsent: false }, SPANISH, {
      NOTIFY_EMAIL: 'staff@vitalbootcamp.org',
      ...ON_THE_SPEC_DAY,
    })
    const family = await emailFor('registration-confirmation')
    expect(family.subject).toBe('Inscripción recibida: VITAL Youth Leadership Bootcamp')
    for (const text of [
      'Hola:\n\nGracias por inscribir a Amara Okafor',
      'Participante: Amara Okafor',
      'Sesión preferida: Bootcamp completo ($200)',
      'Tu cohorte empieza el 15 de febrero de 2025',
      'Sesiones: 15 de febrero, 22 de febrero, 1 de marzo y 8 de marzo',
      'Sábados de 10 a.m. a 2 p.m.',
      'Inscripción anticipada: Inscríbete antes del 1 de febrero y ahorra $30',
      'Tarifa de grupo: 3 o más amigos que se inscriben juntos reciben un 15',
      'Amara es menor de 18 años, así que su madre, padre o tutor debe dar su consentimiento',
    ]) {
      expect(family.text).toContain(text)
    }
    expect(family.html).toContain('<html lang="es">')
    expect(family.text).not.toMatch(/Participant:|Next cohort|Hi Amara/)
    const staff = await emailFor('registration-staff')
    expect(staff.subject).toBe('New registration: Amara Okafor (15)')
    expect(staff.text).toContain('Participant: Amara Okafor')
    expect(staff.text).toContain('Language: Spanish (the family was answered in Spanish)')
  })

  it('sends the guide in Spanish, linking the Spanish guide and a Spanish unsubscribe page', async () => {
    await insertSpecCohort()
    await postJson('/api/email-signup', { email: 'guia@example.org' }, SPANISH, ON_THE_SPEC_DAY)
    const guide = await emailFor('signup-guide')
    expect(guide.subject).toBe('Tu guía de confianza gratis de VITAL')
    expect(guide.text).toContain(
      'La próxima cohorte empieza el 15 de febrero de 2025. De vez en cuando te enviaremos noticias',
    )
    expect(guide.text).toContain('Abrir la guía de confianza: http://127.0.0.1:8787/es/guide')
    const unsubscribe = /http:\/\/127\.0\.0\.1:8787(\/unsubscribe\?token=[^\s]+&lang=es)/.exec(guide.text)![1]!
    const page = await (await call(unsubscribe)).text()
    expect(page).toContain('<html lang="es">')
    expect(page).toContain('Darte de baja de los correos de VITAL')
    expect(page).toContain('&amp;lang=es')
  })

  it('acknowledges a message in Spanish', async () => {
    await postJson('/api/contact', validContact, SPANISH)
    const email = await emailFor('contact-acknowledgement')
    expect(email.subject).toBe('Recibimos tu mensaje')
    expect(email.text).toContain('Hola, Jordan Lee:')
    expect(email.text).toContain('Respondemos cada mensaje en menos de 24 horas.')
  })
})

describe('pages in Spanish', () => {
  it('serves the guide at /es/guide, the 404 under /es/ and an iframe frame with lang=es, each marked lang="es"', async () => {
    const guide = await call('/es/guide')
    expect(guide.status).toBe(200)
    const guideHtml = await guide.text()
    expect(guideHtml).toContain('<html lang="es">')
    expect(guideHtml).toContain('<h1>La guía de confianza de VITAL</h1>')
    expect(guideHtml).not.toContain('The evidence list')

    const missing = await call('/es/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('404: página no encontrada')

    const frame = await (await call('/embed/register?lang=es')).text()
    expect(frame).toContain('<html lang="es">')
    expect(frame).toContain('<title>Inscribe a un participante · VITAL Youth Leadership Bootcamp</title>')
    expect(frame).toContain('<bootcamp-register lang="es"><template shadowrootmode="open">')
    expect(frame).toContain('<button type="submit"')
    expect(frame).toContain('>Completar inscripción</button>')
    expect(frame).toContain('Abrir el sitio completo del bootcamp VITAL')
    expect((await call('/embed/register?lang=fr')).status).toBe(400)
  })
})
