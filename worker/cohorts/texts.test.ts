import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { cohortTexts } from '../../content/cohort'
import type { PublicCohort } from '../../contract/cohorts'
import { call, clearTables, insertSpecCohort } from '../test/helpers'

beforeEach(async () => {
  await clearTables()
  await insertSpecCohort()
})

/** The texts a partner page's element asks for, on `day` (the pinned clock) or the real clock. */
async function texts(language: string, day?: string) {
  const response = await call(`/api/cohorts/texts?lang=${language}`, {}, undefined, day ? { BOOTCAMP_TODAY: day } : {})
  return {
    status: response.status,
    body: (await response.json()) as { slots: Record<string, string | null>; choices: { id: string; label: string }[] },
    headers: response.headers,
  }
}

/** A home page as served on `day`: its HTML, and the JSON the worker wrote into its head. */
async function home(path: string, day?: string) {
  const response = await call(path, {}, undefined, day ? { BOOTCAMP_TODAY: day } : {})
  expect(response.status).toBe(200)
  const html = await response.text()
  const json = (type: string) => {
    const found = new RegExp(`<script type="${type}"[^>]*>([^<]*)</script>`).exec(html)
    return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null
  }
  return { html, headers: response.headers, texts: json('application/json'), event: json('application/ld\\+json') }
}

/** The text the page shows in a slot (null when the element is not there). */
const slot = (html: string, name: string) => new RegExp(`data-cohort="${name}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null
const boxHidden = (html: string, name: string) =>
  /\shidden(=""|\s|>)/.test(new RegExp(`<[^>]*data-cohort-box="${name}"[^>]*>`).exec(html)?.[0] ?? '')

const SPEC_SLOTS_EN = {
  next: 'Next cohort starts February 15, 2025',
  hours: 'Saturdays 10AM-2PM',
  'price-individual': '$50-75',
  'price-complete': '$200',
  saving: 'Save $100+ vs. individual sessions',
  'early-bird': 'Register by February 1st and save $30 on the Complete Bootcamp',
  group: '3 or more friends registering together get 15% off',
  'session-individual': 'Individual Session ($50-75)',
  'session-complete': 'Complete Bootcamp ($200)',
  seats: '30 seats left',
  venue: 'Greater Columbus, Ohio',
  'venue-detail': 'Greater Columbus, Ohio, with in-person and virtual options',
  'group-link': null,
  'group-joined': null,
}

const NO_COHORT_EN = {
  next: 'Dates for the next cohort are coming soon',
  hours: 'Saturdays 10AM-2PM',
  'price-individual': null,
  'price-complete': null,
  saving: null,
  'early-bird': null,
  group: null,
  'session-individual': 'Individual Session',
  'session-complete': 'Complete Bootcamp',
  seats: null,
  venue: 'Greater Columbus, Ohio',
  'venue-detail': 'Greater Columbus, Ohio, with in-person and virtual options',
  'group-link': null,
  'group-joined': null,
}

describe('cohortTexts: every slot from the rows, or the honest state', () => {
  const spec = {
    id: 'a',
    startDate: '2025-02-15',
    endDate: '2025-03-08',
    sessionDates: ['2025-02-15', '2025-02-22', '2025-03-01', '2025-03-08'],
    sessionStart: '10:00',
    sessionEnd: '14:00',
    place: 'Downtown Columbus, OH',
    formats: ['in-person', 'virtual'] as ('in-person' | 'virtual')[],
    prices: { session: 50, sessionMax: 75, complete: 200, currency: 'USD' as const },
    earlyBird: { deadline: '2025-02-01', saving: 30 },
    group: { minimum: 3, percent: 15 },
    refundDays: 14,
    seatsLeft: 30,
  }
  /** Each case: the language, the cohorts ahead, and every slot's words. */
  const CASES: [string, string, PublicCohort[], Record<string, string | null>][] = [
    ['the spec cohort, English', 'en', [spec], SPEC_SLOTS_EN],
    ['no cohort ahead, English', 'en', [], NO_COHORT_EN],
    [
      'one price, no early bird, no group rate, other hours, Spanish',
      'es',
      [
        {
          ...spec,
          prices: { session: 60, sessionMax: null, complete: 240, currency: 'USD' as const },
          earlyBird: null,
          group: { minimum: 3, percent: 0 },
          sessionStart: '09:30',
          sessionEnd: '13:30',
        },
      ],
      {
        next: 'La próxima cohorte empieza el 15 de febrero de 2025',
        hours: 'Sábados de 9:30 a.m. a 1:30 p.m.',
        'price-individual': '$60',
        'price-complete': '$240',
        saving: null,
        'early-bird': null,
        group: null,
        'session-individual': 'Sesión individual ($60)',
        'session-complete': 'Bootcamp completo ($240)',
        seats: 'Quedan 30 lugares',
        venue: 'Área de Columbus, Ohio',
        'venue-detail': 'Área de Columbus, Ohio, con opciones presenciales y virtuales',
        'group-link': null,
        'group-joined': null,
      },
    ],
    [
      'one price: the exact saving, no "+"',
      'en',
      [{ ...spec, prices: { session: 55, sessionMax: null, complete: 210, currency: 'USD' as const } }],
      {
        ...SPEC_SLOTS_EN,
        'price-individual': '$55',
        'price-complete': '$210',
        saving: 'Save $10 vs. individual sessions',
        'session-individual': 'Individual Session ($55)',
        'session-complete': 'Complete Bootcamp ($210)',
      },
    ],
    [
      'one price in Spanish: the exact saving',
      'es',
      [{ ...spec, prices: { session: 55, sessionMax: null, complete: 210, currency: 'USD' as const } }],
      {
        next: 'La próxima cohorte empieza el 15 de febrero de 2025',
        hours: 'Sábados de 10 a.m. a 2 p.m.',
        'price-individual': '$55',
        'price-complete': '$210',
        saving: 'Ahorra $10 frente a las sesiones sueltas',
        'early-bird': 'Inscríbete antes del 1 de febrero y ahorra $30 en el Bootcamp completo',
        group: '3 o más amigos que se inscriben juntos reciben un 15% de descuento',
        'session-individual': 'Sesión individual ($55)',
        'session-complete': 'Bootcamp completo ($210)',
        seats: 'Quedan 30 lugares',
        venue: 'Área de Columbus, Ohio',
        'venue-detail': 'Área de Columbus, Ohio, con opciones presenciales y virtuales',
        'group-link': null,
        'group-joined': null,
      },
    ],
    [
      'a bundle that saves nothing has no saving line',
      'en',
      [{ ...spec, prices: { session: 50, sessionMax: null, complete: 200, currency: 'USD' as const } }],
      { ...SPEC_SLOTS_EN, 'price-individual': '$50', saving: null, 'session-individual': 'Individual Session ($50)' },
    ],
  ]
  it.each([
    ['en', ['in-person', 'virtual'], 'Downtown Columbus Library, Room 2, with in-person and virtual options'],
    ['en', ['in-person'], 'Downtown Columbus Library, Room 2, in person'],
    ['en', ['virtual'], 'Online'],
    ['es', ['in-person', 'virtual'], 'Downtown Columbus Library, Room 2, con opciones presenciales y virtuales'],
    ['es', ['in-person'], 'Downtown Columbus Library, Room 2, presencial'],
  ] as const)('a venue staff typed shows in %s (%s): "%s"', (language, formats, detail) => {
    const { slots } = cohortTexts(language, [
      { ...spec, place: 'Downtown Columbus Library, Room 2', formats: [...formats] },
    ])
    expect(slots.venue).toBe('Downtown Columbus Library, Room 2')
    expect(slots['venue-detail']).toBe(detail)
  })

  it.each(CASES)('%s', (_, language, ahead, slots) => {
    expect(cohortTexts(language as 'en' | 'es', ahead).slots).toEqual(slots)
  })

  it('names every cohort ahead as a choice, soonest first, with its seats', () => {
    expect(cohortTexts('en', [spec, { ...spec, id: 'b', startDate: '2025-06-07', seatsLeft: 0 }]).choices).toEqual([
      { id: 'a', label: 'Starts February 15, 2025', seats: '30 seats left' },
      { id: 'b', label: 'Starts June 7, 2025', seats: 'Full: join the waitlist' },
    ])
  })

  it.each([
    ['en', 12, '12 seats left'],
    ['en', 1, '1 seat left'],
    ['en', 0, 'Full: join the waitlist'],
    ['es', 12, 'Quedan 12 lugares'],
    ['es', 1, 'Queda 1 lugar'],
    ['es', 0, 'Completo: únete a la lista de espera'],
  ])('seats in %s: %i left reads "%s"', (language, seatsLeft, text) => {
    expect(cohortTexts(language as 'en' | 'es', [{ ...spec, seatsLeft }]).slots.seats).toBe(text)
  })
})

describe('GET /api/cohorts/texts', () => {
  it('answers the spec texts on the spec day, cacheable for a minute, readable from any origin', async () => {
    const { status, body, headers } = await texts('en', '2025-01-10')
    expect(status).toBe(200)
    expect(body).toEqual({
      language: 'en',
      slots: SPEC_SLOTS_EN,
      choices: [{ id: 'spec', label: 'Starts February 15, 2025', seats: '30 seats left' }],
    })
    expect(headers.get('cache-control')).toBe('public, max-age=60')
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('keeps the early bird through its deadline day and drops it the day after', async () => {
    expect((await texts('en', '2025-02-01')).body.slots['early-bird']).toBe(
      'Register by February 1st and save $30 on the Complete Bootcamp',
    )
    expect((await texts('en', '2025-02-02')).body.slots['early-bird']).toBeNull()
  })

  it('answers the honest state once the only cohort has started, in Spanish too', async () => {
    expect((await texts('en', '2025-02-15')).body).toEqual({ language: 'en', slots: NO_COHORT_EN, choices: [] })
    expect((await texts('es')).body.slots.next).toBe('Pronto anunciaremos las fechas de la próxima cohorte')
  })

  it.each(['fr', '', 'en&lang=es'])('refuses lang=%s with the one error shape', async (language) => {
    const { status, body } = await texts(language)
    expect(status).toBe(400)
    expect(body).toMatchObject({ message: 'Some fields need attention.', issues: [{ path: 'lang' }] })
  })
})

describe('the home pages carry the next cohort as they are served', () => {
  it('names the venue staff typed on the cohort in the hero and the schedule, in both languages', async () => {
    await env.DB.prepare(`UPDATE cohorts SET place = 'Downtown Columbus Library, Room 2' WHERE id = 'spec'`).run()
    const en = await home('/', '2025-01-10')
    expect(slot(en.html, 'venue')).toBe('Downtown Columbus Library, Room 2')
    expect(slot(en.html, 'venue-detail')).toBe('Downtown Columbus Library, Room 2, with in-person and virtual options')
    expect(en.html).not.toContain('Greater Columbus')
    const es = await home('/es', '2025-01-10')
    expect(slot(es.html, 'venue')).toBe('Downtown Columbus Library, Room 2')
    expect(slot(es.html, 'venue-detail')).toBe(
      'Downtown Columbus Library, Room 2, con opciones presenciales y virtuales',
    )
    expect(es.html).not.toContain('Área de Columbus')
  })

  it('writes the spec texts into / on the spec day, once: the hydrating form reads them from their slots', async () => {
    const page = await home('/', '2025-01-10')
    // A group's slots are empty without a group's link (registration/group-link.test.ts).
    for (const [name, text] of Object.entries(SPEC_SLOTS_EN)) if (text) expect(slot(page.html, name), name).toBe(text)
    for (const name of ['price-individual', 'price-complete', 'saving', 'early-bird', 'group'])
      expect(boxHidden(page.html, name), name).toBe(false)
    expect(page.texts).toBeNull()
    expect(page.headers.get('cache-control')).toBe('public, max-age=60')
    expect(page.headers.get('etag')).toBeNull()
  })

  it('writes the Spanish texts into /es', async () => {
    const page = await home('/es', '2025-01-10')
    expect(slot(page.html, 'next')).toBe('La próxima cohorte empieza el 15 de febrero de 2025')
    expect(slot(page.html, 'early-bird')).toBe('Inscríbete antes del 1 de febrero y ahorra $30 en el Bootcamp completo')
    expect(slot(page.html, 'session-complete')).toBe('Bootcamp completo ($200)')
  })

  it('shows no date, no offer and no structured data while no cohort is ahead (the real clock, only the spec cohort)', async () => {
    for (const path of ['/', '/es']) {
      const page = await home(path)
      expect(page.html).not.toMatch(/February|febrero|\$50-75|\$200|EducationEvent/)
      for (const name of ['price-individual', 'price-complete', 'saving', 'early-bird', 'group'])
        expect(boxHidden(page.html, name), name).toBe(true)
      expect(page.event).toBeNull()
    }
    expect(slot((await home('/')).html, 'next')).toBe('Dates for the next cohort are coming soon')
  })

  it('describes the next cohort as a schema.org EducationEvent from the same row', async () => {
    const { event } = await home('/', '2025-01-10')
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationEvent',
      name: 'VITAL Youth Leadership Bootcamp',
      description:
        'VITAL: a four-week leadership bootcamp for ages 13 to 22. Programme, schedule, pricing and registration.',
      inLanguage: 'en',
      startDate: '2025-02-15T10:00:00-05:00',
      endDate: '2025-03-08T14:00:00-05:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Downtown Columbus, OH', address: 'Downtown Columbus, OH' },
        { '@type': 'VirtualLocation', url: 'http://127.0.0.1:8787/' },
      ],
      organizer: {
        '@type': 'Organization',
        name: 'VITAL Youth Leadership Bootcamp',
        url: 'http://127.0.0.1:8787/',
        email: 'hello@vitalbootcamp.org',
      },
      typicalAgeRange: '13-22',
      remainingAttendeeCapacity: 30,
      offers: [
        {
          '@type': 'Offer',
          name: 'Complete Bootcamp (Early Bird)',
          price: '170.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'http://127.0.0.1:8787/',
          validThrough: '2025-02-01T23:59:00-05:00',
        },
        {
          '@type': 'Offer',
          name: 'Complete Bootcamp',
          price: '200.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'http://127.0.0.1:8787/',
        },
        {
          '@type': 'Offer',
          name: 'Per Session',
          price: '50.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: 'http://127.0.0.1:8787/',
        },
      ],
    })
    // The day after the deadline, the early-bird offer is gone from the data as from the text.
    expect(((await home('/', '2025-02-02')).event!.offers as unknown[]).length).toBe(2)
  })
})
