import { beforeEach, describe, expect, it } from 'vitest'
import { ERRORS } from '../../test-data/spec-texts'
import {
  call,
  clearTables,
  countAllRows,
  NO_ROWS,
  ORIGIN,
  postJson,
  readRows,
  validContact,
  validRegistration,
} from '../test/helpers'

beforeEach(clearTables)

/** A form as Chromium sends it without script: urlencoded, from our own page, its button's name and value. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, bindings = {}) {
  const body = new URLSearchParams(fields).toString()
  return call(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
      body,
      redirect: 'manual',
    },
    ORIGIN,
    bindings,
  )
}

/** The registration form's controls as a visitor fills them: checkboxes are sent only when ticked, as "on". */
const registrationFields = (email: string): Record<string, string> => ({
  form: 'registration',
  firstName: validRegistration.firstName,
  lastName: validRegistration.lastName,
  email,
  phone: validRegistration.phone,
  age: String(validRegistration.age),
  sessionPreference: validRegistration.sessionPreference,
  emergencyContact: validRegistration.emergencyContact,
  motivation: validRegistration.motivation,
  parentalConsent: 'on',
  termsAgreement: 'on',
  website: '',
})

const STORED_COLUMNS =
  'first_name, last_name, email, phone, age, session_preference, emergency_contact, motivation, parental_consent, media_consent, terms_agreement, source, utm_source, utm_medium, utm_campaign, status'

/** Posts no visitor's browser sends: the path, the request, and the API's status and sentence. */
const REFUSED_POSTS: [string, RequestInit, number, string][] = [
  [
    '/',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'form=signup&email=a%40example.org',
    },
    403,
    ERRORS.forbiddenOrigin,
  ],
  [
    '/',
    { headers: { 'content-type': 'multipart/form-data; boundary=x', origin: ORIGIN }, body: '--x--' },
    415,
    ERRORS.unsupportedMediaType,
  ],
  [
    '/',
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40example.org' },
    400,
    ERRORS.invalid,
  ],
  [
    '/',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form=payment&email=a%40example.org',
    },
    400,
    ERRORS.invalid,
  ],
  [
    '/embed/signup',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form=contact&email=a%40example.org',
    },
    400,
    ERRORS.invalid,
  ],
  [
    '/',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `form=signup&email=${'a'.repeat(20_000)}`,
    },
    413,
    ERRORS.tooLarge,
  ],
  [
    '/embed/hero',
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'form=signup' },
    405,
    ERRORS.methodNotAllowed,
  ],
]

describe('a form posted without script', () => {
  it('stores exactly what the JSON endpoint stores, with the partner and campaign tags of the address', async () => {
    const sent = await postForm(
      '/embed/register?partner=lincoln-high&utm_source=district-portal&utm_campaign=spring-2026',
      registrationFields('native@example.org'),
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(
      '/embed/register?partner=lincoln-high&utm_source=district-portal&utm_campaign=spring-2026&sent=registration&placement=interest',
    )
    expect(sent.headers.get('cache-control')).toBe('no-store')
    const json = await postJson('/api/register', {
      ...validRegistration,
      email: 'script@example.org',
      partner: 'lincoln-high',
      utmSource: 'district-portal',
      utmCampaign: 'spring-2026',
    })
    expect(json.status).toBe(201)
    const rows = await readRows(`(SELECT ${STORED_COLUMNS} FROM registrations ORDER BY email)`)
    expect(rows).toHaveLength(2)
    expect({ ...rows[0], email: '' }).toEqual({ ...rows[1], email: '' })
    expect(rows[0]).toMatchObject({
      email: 'native@example.org',
      age: 16,
      parental_consent: 1,
      media_consent: 0,
      terms_agreement: 1,
      source: 'lincoln-high',
      utm_source: 'district-portal',
      utm_medium: null,
    })
    // The family's confirmation, one each, as for the JSON endpoint.
    expect((await readRows<{ kind: string }>('outbox')).map((job) => job.kind)).toEqual([
      'registration-confirmation',
      'registration-confirmation',
    ])
  })

  it('answers what to fix with the page: status 400, each message under its field, what was typed kept, nothing stored', async () => {
    const fields = {
      ...registrationFields('not-an-address'),
      firstName: 'Ana "Quote" <b>',
      lastName: 'Tom &lt; Jerry',
      termsAgreement: '',
    }
    delete (fields as Record<string, string>).termsAgreement
    const answer = await postForm('/es', fields)
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const page = await answer.text()
    // setAttribute escapes the quote; a `<` in an attribute value is text, as HTML reads it.
    expect(page).toContain('value="Ana &quot;Quote&quot; <b>"')
    expect(page.match(/part="field-error"[^>]*>[^<]*/g)?.map((match) => match.replace(/.*>/, ''))).toEqual([
      'Escribe un correo electrónico válido',
      'Debes aceptar los términos',
    ])
    expect(page).toMatch(
      /<input id="([^"]+)"[^>]*name="email"[^>]*aria-invalid="true" aria-describedby="\1-error" autofocus/,
    )
    expect(page).toContain('value="Tom &amp;lt; Jerry"')
    expect(page).toContain('<option value="16" selected="">16</option>')
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('counts the rate limit once per form, whichever way it is sent, and shows a refusal with no field at the top of the form', async () => {
    const email = 'twice-the-way@example.org'
    for (let n = 0; n < 3; n++) expect((await postJson('/api/email-signup', { email })).status).toBe(201)
    for (let n = 0; n < 2; n++) expect((await postForm('/', { form: 'signup', email })).status).toBe(303)
    const refused = await postForm('/', { form: 'signup', email })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('60')
    const page = await refused.text()
    expect(page).toContain(
      `<div role="alert" part="form-notice" tabindex="-1" autofocus class="mb-5 rounded-lg border border-red-800 bg-danger px-4 py-3 text-white outline-none"><p class="font-semibold">Signup Failed</p><p class="text-sm">${ERRORS.tooManyForAddress}</p></div>`,
    )
    expect(page).toContain(`value="${email}"`)
    expect((await postJson('/api/email-signup', { email })).status).toBe(429)
  })

  it('with the challenge configured, explains that it needs a script and stores nothing', async () => {
    const answer = await postForm('/', { form: 'contact', ...validContact }, {}, { TURNSTILE_SECRET_KEY: 'configured' })
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain(
      '<p class="font-semibold">Failed to Send Message</p><p class="text-sm">This form checks that you are a person with a small script, which did not run in your browser. Please turn on JavaScript for this page, or write to us at',
    )
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('a filled honeypot is answered like a success and stores nothing', async () => {
    const sent = await postForm('/', { ...registrationFields('bot@example.org'), website: 'https://spam.example' })
    expect(sent.status).toBe(303)
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it("refuses what no visitor's browser sends with the API's JSON error, storing nothing", async () => {
    for (const [path, init, status, message] of REFUSED_POSTS) {
      const answer = await call(path, { method: 'POST', ...init })
      expect([path, answer.status, await answer.json()]).toEqual([path, status, { message }])
    }
    expect(await countAllRows()).toEqual(NO_ROWS)
  })

  it('after the redirect, the page shows the success panel with its link back, and that link opens the empty form focused', async () => {
    const done = await call('/?utm_source=news&sent=contact')
    expect(done.status).toBe(200)
    const page = await done.text()
    expect(page).toContain(
      'data-served="{&quot;status&quot;:&quot;done&quot;,&quot;placement&quot;:null,&quot;again&quot;:&quot;/?utm_source=news&amp;form=contact&quot;}"',
    )
    expect(page).toMatch(/<h3 tabindex="-1" autofocus[^>]*>Message Sent!<\/h3>/)
    expect(page).toContain('href="/?utm_source=news&amp;form=contact">Send Another Message</a>')
    expect(page).toContain('name="email"')
    const again = await (await call('/?utm_source=news&form=contact')).text()
    expect(again).toMatch(
      /<input id="[^"]+" type="text"[^>]*autocomplete="name" required="" name="name" value="" autofocus="" \/>/,
    )
    // An unknown form or placement shows the page as it is.
    expect(await (await call('/?sent=payment')).text()).not.toContain('data-served')
  })
})
