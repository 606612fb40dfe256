import { MAX_BODY_BYTES } from '../../contract'
import { chunkedBody, validContact, validRegistration } from './helpers'

/** One hostile or broken request. `body` is sent verbatim. */
export interface Payload {
  category: string
  body: string | ReadableStream<Uint8Array>
  headers?: Record<string, string>
}

const json = (value: unknown) => JSON.stringify(value)
const ENDPOINT_BASES = { '/api/register': validRegistration, '/api/email-signup': { email: 'corpus@example.org' }, '/api/contact': validContact } as const
export type Endpoint = keyof typeof ENDPOINT_BASES

const MALFORMED = ['{', '}', '{"email":', '{"email": "a@b.co",}', "{'email': 'a@b.co'}", '{"email": a@b.co}', 'undefined', 'NaN', '{"age": NaN}', '\u0000', '{"a":1}{"b":2}', '[', '{"email":"a@b.co"', '\ufeff{}', '{"email": "\\x41"}']
const NOT_OBJECTS = ['', ' ', 'null', '[]', '[{}]', '0', '-1', '1e400', '"string"', 'true', 'false', '{}']
const CONTENT_TYPES = [undefined, 'text/plain', 'text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=z', 'application/xml', 'application/jsonp', 'json', 'application/json-patch', '*/*']
const WRONG_TYPES: unknown[] = [null, true, false, 0, 15.5, -3, {}, [], ['a'], { nested: { deeper: 1 } }]
const CONTROL_AND_INVISIBLE = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2066b', 'a\u200bb', 'a\ufeffb', 'a\u2060b', 'a\ud800b', 'a\udfffb']
const BAD_EMAILS = ['A B@EXAMPLE.ORG', 'Amara Parent@Example.org', 'AMARA@EXAMPLE', 'a\t@example.org', 'a\n@example.org', 'a@example.org, b@example.org', 'a;b@example.org', 'a@[127.0.0.1]', 'a@localhost', '', 'plainaddress', 'a b@example.org', ' a@exa mple.org', 'a@example', 'a@.org', '@example.org', 'a@@example.org', 'a@example..org', 'a.@example.org', `${'x'.repeat(245)}@example.org`, `${'x'.repeat(400)}@example.org`, '<script>alert(1)</script>@example.org', 'a@example.org<img src=x>', '"quoted"@example.org', 'a@-example.org', 'a@example.org\u0000', 'a@ex\u202eample.org', 'a@exa\u200bmple.org', 'mailto:a@example.org', 'a@example.c']
const FORGED_FIELDS: Record<string, unknown>[] = [{ id: 'forged-id' }, { createdAt: '2000-01-01' }, { created_at: '2000-01-01' }, { source: 'evil' }, { isAdmin: true }, { constructor: { prototype: { polluted: true } } }, { prototype: {} }, { toString: 'x' }]
const PROTO_BODIES = (base: object) => [json(base).replace(/^\{/, '{"__proto__":{"polluted":true},'), json(base).replace(/^\{/, '{"__proto__":null,'), json(base).replace(/^\{/, '{"constructor":{"prototype":{"x":1}},')]

/** Field-level attacks: every field of the endpoint gets every wrong value. */
function fieldPayloads(base: Record<string, unknown>): Payload[] {
  const payloads: Payload[] = []
  for (const field of Object.keys(base)) {
    for (const value of WRONG_TYPES) {
      // true and false are right for the consent booleans; everything else in the list is wrong.
      if (typeof value === 'boolean' && typeof base[field] === 'boolean') continue
      payloads.push({ category: `wrong type ${field}`, body: json({ ...base, [field]: value }) })
    }
    if (typeof base[field] === 'string') {
      for (const value of CONTROL_AND_INVISIBLE) payloads.push({ category: `invisible ${field}`, body: json({ ...base, [field]: value }) })
      payloads.push({ category: `overlong ${field}`, body: json({ ...base, [field]: 'y'.repeat(6000) }) })
    }
    const { [field]: _dropped, ...missing } = base
    if (!['sessionPreference', 'emergencyContact', 'motivation', 'parentalConsent', 'mediaConsent', 'subject', 'partner'].includes(field)) {
      payloads.push({ category: `missing ${field}`, body: json(missing) })
    }
  }
  return payloads
}

function endpointSpecific(endpoint: Endpoint, base: Record<string, unknown>): Payload[] {
  const payloads: Payload[] = BAD_EMAILS.map((email) => ({ category: 'bad email', body: json({ ...base, email }) }))
  if (endpoint === '/api/register') {
    for (const age of ['15', '15.5', 15.5, 12, 23, -1, 0, 1000, 1e21, '1e400']) payloads.push({ category: 'age', body: json({ ...base, age }) })
    payloads.push({ category: 'age 1e400', body: json(base).replace('"age":16', '"age":1e400') })
    for (const phone of ['call me maybe', 'abcdefghijkl', '555-CALL-NOW', '<b>5551234567</b>', '12345', '+1 (555) 123-4567 ext. 9']) payloads.push({ category: 'phone', body: json({ ...base, phone }) })
    for (const termsAgreement of [false, 'true', 1, null]) payloads.push({ category: 'terms', body: json({ ...base, termsAgreement }) })
    for (const sessionPreference of ['weekend', 'COMPLETE', '<script>']) payloads.push({ category: 'session', body: json({ ...base, sessionPreference }) })
  }
  if (endpoint === '/api/contact') {
    for (const message of ['short', '         ', '<b></b>', 'x\u0000'.repeat(6)]) payloads.push({ category: 'message', body: json({ ...base, message }) })
    for (const subject of ['spam', 'PRICING', '<script>alert(1)</script>']) payloads.push({ category: 'subject', body: json({ ...base, subject }) })
  }
  for (const partner of ['Lincoln High', '<script>', '../../etc', 'x'.repeat(41)]) payloads.push({ category: 'partner', body: json({ ...base, partner }) })
  return payloads
}

/**
 * The same attack reaches the API in several valid framings: plain, with a valid partner slug,
 * and with a charset on the content type. Each must still be refused.
 */
function framed(make: (base: Record<string, unknown>) => Payload[], base: Record<string, unknown>): Payload[] {
  return [
    ...make(base),
    ...make({ ...base, partner: 'lincoln-high' }).map((payload) => ({ ...payload, category: `${payload.category} +partner` })),
    ...make(base).map((payload) => ({ ...payload, category: `${payload.category} +charset`, headers: { 'content-type': 'application/json; charset=utf-8' } })),
  ]
}

/** At least 200 payloads for one endpoint, from every category of the hardening issue. */
export function corpusFor(endpoint: Endpoint): Payload[] {
  const base = ENDPOINT_BASES[endpoint] as Record<string, unknown>
  const valid = json(base)
  return [
    ...MALFORMED.map((body) => ({ category: 'malformed JSON', body })),
    ...NOT_OBJECTS.map((body) => ({ category: 'not an object', body })),
    ...CONTENT_TYPES.map((type) => ({ category: 'content type', body: valid, headers: type ? { 'content-type': type } : { 'content-type': '' } })),
    { category: 'oversized, honest length', body: json({ ...base, padding: 'z'.repeat(MAX_BODY_BYTES + 1) }) },
    { category: 'oversized, lying length', body: json({ ...base, padding: 'z'.repeat(MAX_BODY_BYTES * 2) }), headers: { 'content-length': '64' } },
    { category: 'oversized, chunked', body: chunkedBody(MAX_BODY_BYTES * 3, 4096) },
    ...FORGED_FIELDS.map((extra) => ({ category: 'forged field', body: json({ ...base, ...extra }) })),
    ...PROTO_BODIES(base).map((body) => ({ category: 'prototype keys', body })),
    ...framed(fieldPayloads, base),
    ...framed((framing) => endpointSpecific(endpoint, framing), base),
  ]
}
