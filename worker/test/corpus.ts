import { ERRORS, VALIDATION } from '../../test-data/spec-texts'
import { chunkedBody, validContact, validRegistration } from './helpers'

/** The refusal a payload must get: the status, the body's message and, for a field, its issue. */
export interface Expected {
  status: number
  message: string
  /** The field the validation guard names; `message` of the issue when it is a known text. */
  issue?: { path: string; message?: string | RegExp }
}

/** One hostile or broken request. `body` is sent verbatim. */
export interface Payload {
  category: string
  body: string | ReadableStream<Uint8Array>
  headers?: Record<string, string>
  expected: Expected
}

/** 16 KiB, the documented body limit, written out so a changed limit fails here. */
const BODY_LIMIT = 16 * 1024

const json = (value: unknown) => JSON.stringify(value)
const ENDPOINT_BASES = {
  '/api/register': validRegistration,
  '/api/email-signup': { email: 'corpus@example.org' },
  '/api/contact': validContact,
} as const
export type Endpoint = keyof typeof ENDPOINT_BASES

const malformed: Expected = { status: 400, message: ERRORS.malformedJson }
const wrongMediaType: Expected = { status: 415, message: ERRORS.unsupportedMediaType }
const tooLarge: Expected = { status: 413, message: ERRORS.tooLarge }
const invalid = (path: string, message?: string | RegExp): Expected => ({
  status: 400,
  message: ERRORS.invalid,
  issue: message === undefined ? { path } : { path, message },
})

const MALFORMED = [
  '{',
  '}',
  '{"email":',
  '{"email": "a@b.co",}',
  "{'email': 'a@b.co'}",
  '{"email": a@b.co}',
  'undefined',
  'NaN',
  '{"age": NaN}',
  '\u0000',
  '{"a":1}{"b":2}',
  '[',
  '{"email":"a@b.co"',
  '{"email": "\\x41"}',
  '',
  ' ',
]
const NOT_OBJECTS = ['null', '[]', '[{}]', '0', '-1', '1e400', '"string"', 'true', 'false']
const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=z',
  'application/xml',
  'application/jsonp',
  'json',
  'application/json-patch',
  '*/*',
]
const WRONG_TYPES: unknown[] = [null, true, false, 0, 15.5, -3, {}, [], ['a'], { nested: { deeper: 1 } }]
const CONTROL_AND_INVISIBLE = [
  'a\u0000b',
  'a\u0007b',
  'a\u001bb',
  'a\u007fb',
  'a\u0085b',
  'a\u202eb',
  'a\u2066b',
  'a\u200bb',
  'a\ufeffb',
  'a\u2060b',
  'a\ud800b',
  'a\udfffb',
  // Format and separator characters: Arabic letter mark, invisible times, deprecated format
  // controls, interlinear annotation, a tag character, line and paragraph separators, soft hyphen.
  'a\u061cb',
  'a\u2062b',
  'a\u206ab',
  'a\u206fb',
  'a\ufff9b',
  'a\u{e0001}b',
  'a\u{e007f}b',
  'a\u2028b',
  'a\u2029b',
  'a\u00adb',
  // Blanks that render as nothing, and joiners that join nothing.
  'a\u3164b',
  'a\u2800b',
  '\u200db',
  'a\u200c',
  'a \u200d b',
]
/** Names made of nothing visible: refused with the field's own "is required" message. */
const INVISIBLE_NAMES = ['\u3164', '\u2800', '\u00ad', '\u034f', '\u180e', '\ufe0f', '\u034f\ufe0f', '\u3164\u3164']
const NAME_FIELDS: Record<string, string> = {
  firstName: VALIDATION.firstName,
  lastName: VALIDATION.lastName,
  name: VALIDATION.name,
}
const BAD_EMAILS = [
  'A B@EXAMPLE.ORG',
  'Amara Parent@Example.org',
  'AMARA@EXAMPLE',
  'a\t@example.org',
  'a\n@example.org',
  'a@example.org, b@example.org',
  'a;b@example.org',
  'a@[127.0.0.1]',
  'a@localhost',
  '',
  'plainaddress',
  'a b@example.org',
  ' a@exa mple.org',
  'a@example',
  'a@.org',
  '@example.org',
  'a@@example.org',
  'a@example..org',
  'a.@example.org',
  `${'x'.repeat(245)}@example.org`,
  `${'x'.repeat(400)}@example.org`,
  '<script>alert(1)</script>@example.org',
  'a@example.org<img src=x>',
  '"quoted"@example.org',
  'a@-example.org',
  'a@example.org\u0000',
  'a@ex\u202eample.org',
  'a@exa\u200bmple.org',
  'mailto:a@example.org',
  'a@example.c',
]
const FORGED_FIELDS: Record<string, unknown>[] = [
  { id: 'forged-id' },
  { createdAt: '2000-01-01' },
  { created_at: '2000-01-01' },
  { source: 'evil' },
  { isAdmin: true },
  { constructor: { prototype: { polluted: true } } },
  { prototype: {} },
  { toString: 'x' },
]
const PROTO_BODIES = (base: object) => [
  json(base).replace(/^\{/, '{"__proto__":{"polluted":true},'),
  json(base).replace(/^\{/, '{"__proto__":null,'),
  json(base).replace(/^\{/, '{"constructor":{"prototype":{"x":1}},'),
]

/** Fields a request may leave out. */
const OPTIONAL_FIELDS = new Set([
  'sessionPreference',
  'emergencyContact',
  'motivation',
  'parentalConsent',
  'mediaConsent',
  'subject',
  'partner',
  'utmSource',
  'utmMedium',
  'utmCampaign',
])
const CAMPAIGN_FIELDS = new Set(['utmSource', 'utmMedium', 'utmCampaign'])
/** Enumerated fields: any text outside their values is "Invalid input". */
const CHOICE_FIELDS = new Set(['sessionPreference', 'subject'])
const MUST_BE_AT_MOST = /^Must be at most \d+ characters$/

/** The issue a text field raises for text it must refuse because of what it contains. */
function refusedText(field: string): string | RegExp {
  if (CAMPAIGN_FIELDS.has(field)) return 'Invalid campaign tag'
  if (field === 'email') return VALIDATION.email
  if (CHOICE_FIELDS.has(field)) return 'Invalid input'
  if (field === 'partner') return 'Invalid partner'
  return ERRORS.forbiddenCharacters
}

function overlong(field: string): string | RegExp {
  if (CAMPAIGN_FIELDS.has(field)) return /^(Invalid campaign tag|Too big: expected string to have <=100 characters)$/
  if (field === 'email') return VALIDATION.email
  if (CHOICE_FIELDS.has(field)) return 'Invalid input'
  if (field === 'partner') return 'Invalid partner'
  return MUST_BE_AT_MOST
}

/** A name of marks alone has no letter; one with a forbidden character is refused for that first. */
function invisibleName(field: string, value: string): string {
  return /[\u3164\u2800\u00ad\u180e]/u.test(value) ? ERRORS.forbiddenCharacters : NAME_FIELDS[field]!
}

function missing(field: string): string | RegExp {
  if (field === 'termsAgreement') return VALIDATION.terms
  if (field === 'age') return 'Invalid input: expected number, received undefined'
  return VALIDATION.required
}

/** Field-level attacks: every field of the endpoint gets every wrong value. */
function fieldPayloads(base: Record<string, unknown>): Payload[] {
  const payloads: Payload[] = []
  for (const field of Object.keys(base)) {
    for (const value of WRONG_TYPES) {
      // true and false are right for the consent booleans; everything else in the list is wrong.
      if (typeof value === 'boolean' && typeof base[field] === 'boolean') continue
      payloads.push({
        category: `wrong type ${field}`,
        body: json({ ...base, [field]: value }),
        expected: invalid(field),
      })
    }
    if (typeof base[field] === 'string') {
      for (const value of CONTROL_AND_INVISIBLE)
        payloads.push({
          category: `invisible ${field}`,
          body: json({ ...base, [field]: value }),
          expected: invalid(field, refusedText(field)),
        })
      payloads.push({
        category: `overlong ${field}`,
        body: json({ ...base, [field]: 'y'.repeat(6000) }),
        expected: invalid(field, overlong(field)),
      })
    }
    if (field in NAME_FIELDS) {
      for (const value of INVISIBLE_NAMES)
        payloads.push({
          category: `invisible name ${field}`,
          body: json({ ...base, [field]: value }),
          expected: invalid(field, invisibleName(field, value)),
        })
      // 100 x U+FB2C is 100 characters typed but 300 once NFC-normalised, which is what is stored.
      payloads.push({
        category: `grows under NFC ${field}`,
        body: json({ ...base, [field]: '\ufb2c'.repeat(100) }),
        expected: invalid(field, MUST_BE_AT_MOST),
      })
    }
    const { [field]: _dropped, ...rest } = base
    if (!OPTIONAL_FIELDS.has(field))
      payloads.push({ category: `missing ${field}`, body: json(rest), expected: invalid(field, missing(field)) })
  }
  return payloads
}

function endpointSpecific(endpoint: Endpoint, base: Record<string, unknown>): Payload[] {
  const payloads: Payload[] = BAD_EMAILS.map((email) => ({
    category: 'bad email',
    body: json({ ...base, email }),
    expected: invalid('email', VALIDATION.email),
  }))
  if (endpoint === '/api/register') {
    const ageIssues: [unknown, string][] = [
      ['15', 'Invalid input: expected number, received string'],
      ['15.5', 'Invalid input: expected number, received string'],
      [15.5, 'Invalid input: expected int, received number'],
      [12, 'Too small: expected number to be >=13'],
      [23, 'Too big: expected number to be <=22'],
      [-1, 'Too small: expected number to be >=13'],
      [0, 'Too small: expected number to be >=13'],
      [1000, 'Too big: expected number to be <=22'],
      [1e21, 'Too big: expected int to be <=9007199254740991'],
      ['1e400', 'Invalid input: expected number, received string'],
    ]
    for (const [age, message] of ageIssues)
      payloads.push({ category: 'age', body: json({ ...base, age }), expected: invalid('age', message) })
    // JSON.parse reads 1e400 as Infinity, which zod refuses as a number at all.
    payloads.push({
      category: 'age 1e400',
      body: json(base).replace('"age":16', '"age":1e400'),
      expected: invalid('age', /^Invalid input: expected number, received /),
    })
    for (const phone of [
      'call me maybe',
      'abcdefghijkl',
      '555-CALL-NOW',
      '<b>5551234567</b>',
      '12345',
      '+1 (555) 123-4567 ext. 9',
      '----------',
      '(((((())))))',
      '+1 (55) 5-1',
      '.......... 12',
    ])
      payloads.push({ category: 'phone', body: json({ ...base, phone }), expected: invalid('phone', VALIDATION.phone) })
    for (const termsAgreement of [false, 'true', 1, null])
      payloads.push({
        category: 'terms',
        body: json({ ...base, termsAgreement }),
        expected: invalid('termsAgreement', VALIDATION.terms),
      })
    for (const sessionPreference of ['weekend', 'COMPLETE', '<script>'])
      payloads.push({
        category: 'session',
        body: json({ ...base, sessionPreference }),
        expected: invalid('sessionPreference', 'Invalid input'),
      })
  }
  if (endpoint === '/api/contact') {
    payloads.push({
      category: 'message',
      body: json({ ...base, message: 'short' }),
      expected: invalid('message', VALIDATION.message),
    })
    payloads.push({
      category: 'message',
      body: json({ ...base, message: '         ' }),
      expected: invalid('message', VALIDATION.message),
    })
    payloads.push({
      category: 'message',
      body: json({ ...base, message: '<b></b>' }),
      expected: invalid('message', VALIDATION.message),
    })
    payloads.push({
      category: 'message',
      body: json({ ...base, message: 'x\u0000'.repeat(6) }),
      expected: invalid('message', ERRORS.forbiddenCharacters),
    })
    for (const subject of ['spam', 'PRICING', '<script>alert(1)</script>'])
      payloads.push({
        category: 'subject',
        body: json({ ...base, subject }),
        expected: invalid('subject', 'Invalid input'),
      })
  }
  for (const partner of ['Lincoln High', '<script>', '../../etc', 'x'.repeat(41)])
    payloads.push({
      category: 'partner',
      body: json({ ...base, partner }),
      expected: invalid('partner', 'Invalid partner'),
    })
  for (const field of ['utmSource', 'utmMedium', 'utmCampaign']) {
    for (const tag of ['<script>', 'spring\u202e2025', 'a\u0000b', '', 'new\nline', '"quoted"'])
      payloads.push({
        category: `campaign ${field}`,
        body: json({ ...base, [field]: tag }),
        expected: invalid(field, 'Invalid campaign tag'),
      })
    payloads.push({
      category: `campaign ${field}`,
      body: json({ ...base, [field]: 'x'.repeat(101) }),
      expected: invalid(field, /^(Invalid campaign tag|Too big: expected string to have <=100 characters)$/),
    })
    for (const value of [42, null, ['a'], { a: 1 }])
      payloads.push({
        category: `campaign ${field}`,
        body: json({ ...base, [field]: value }),
        expected: invalid(field),
      })
  }
  return payloads
}

/**
 * The same attack reaches the API in several valid framings: plain, with a valid partner slug,
 * and with a charset on the content type. Each must still be refused, by the same guard.
 */
function framed(make: (base: Record<string, unknown>) => Payload[], base: Record<string, unknown>): Payload[] {
  return [
    ...make(base),
    ...make({ ...base, partner: 'lincoln-high' }).map((payload) => ({
      ...payload,
      category: `${payload.category} +partner`,
    })),
    ...make({ ...base, utmSource: 'newsletter', utmCampaign: 'spring-2025' }).map((payload) => ({
      ...payload,
      category: `${payload.category} +campaign`,
    })),
    ...make(base).map((payload) => ({
      ...payload,
      category: `${payload.category} +charset`,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })),
  ]
}

/** At least 200 payloads for one endpoint, each with the refusal it must get. */
export function corpusFor(endpoint: Endpoint): Payload[] {
  const base = ENDPOINT_BASES[endpoint] as Record<string, unknown>
  const valid = json(base)
  return [
    ...MALFORMED.map((body) => ({ category: 'malformed JSON', body, expected: malformed })),
    ...NOT_OBJECTS.map((body) => ({
      category: 'not an object',
      body,
      expected: invalid('', /^Invalid input: expected object, received /),
    })),
    // A byte-order mark before the JSON is allowed (RFC 8259 lets parsers ignore it): the body is {}.
    ...['{}', '\ufeff{}'].map((body) => ({
      category: 'empty object',
      body,
      expected: invalid('email', VALIDATION.required),
    })),
    ...CONTENT_TYPES.map((type) => ({
      category: 'content type',
      body: valid,
      headers: { 'content-type': type ?? '' },
      expected: wrongMediaType,
    })),
    {
      category: 'oversized, honest length',
      body: json({ ...base, padding: 'z'.repeat(BODY_LIMIT + 1) }),
      expected: tooLarge,
    },
    {
      category: 'oversized, lying length',
      body: json({ ...base, padding: 'z'.repeat(BODY_LIMIT * 2) }),
      headers: { 'content-length': '64' },
      expected: tooLarge,
    },
    { category: 'oversized, chunked', body: chunkedBody(BODY_LIMIT * 3, 4096), expected: tooLarge },
    ...FORGED_FIELDS.map((extra) => ({
      category: 'forged field',
      body: json({ ...base, ...extra }),
      expected: invalid('', ERRORS.unrecognizedField),
    })),
    ...PROTO_BODIES(base).map((body) => ({
      category: 'prototype keys',
      body,
      expected: invalid('', ERRORS.unrecognizedField),
    })),
    ...framed(fieldPayloads, base),
    ...framed((framing) => endpointSpecific(endpoint, framing), base),
  ]
}
