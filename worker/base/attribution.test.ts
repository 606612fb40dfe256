import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, postJson, readRows, validContact, validRegistration, type Table } from '../test/helpers'

beforeEach(clearTables)

const FORMS: [string, Record<string, unknown>, Table][] = [
  ['/api/register', validRegistration, 'registrations'],
  ['/api/email-signup', { email: 'attributed@example.org' }, 'email_signups'],
  ['/api/contact', validContact, 'contact_messages'],
]

describe.each(FORMS)('%s stores the partner page a submission came from', (path, body, table) => {
  it('as the row source when the element has a partner slug', async () => {
    expect((await postJson(path, { ...body, partner: 'lincoln-high' })).status).toBe(201)
    expect(await readRows(table)).toEqual([expect.objectContaining({ source: 'lincoln-high' })])
  })

  it('as null from the bootcamp own page', async () => {
    expect((await postJson(path, body)).status).toBe(201)
    expect(await readRows(table)).toEqual([
      expect.objectContaining({ source: null, utm_source: null, utm_medium: null, utm_campaign: null }),
    ])
  })

  it('with the campaign tags of the link the visitor came by', async () => {
    const tags = { utmSource: 'lincoln-newsletter', utmMedium: 'email', utmCampaign: 'Spring 2025 (week 2)' }
    expect((await postJson(path, { ...body, partner: 'lincoln-high', ...tags })).status).toBe(201)
    expect(await readRows(table)).toEqual([
      expect.objectContaining({
        source: 'lincoln-high',
        utm_source: 'lincoln-newsletter',
        utm_medium: 'email',
        utm_campaign: 'Spring 2025 (week 2)',
      }),
    ])
  })

  it.each([
    ['utmSource', 'x'.repeat(101)],
    ['utmMedium', '<script>'],
    ['utmCampaign', 'spring\u202e2025'],
    ['utmSource', ''],
    ['utmCampaign', 42],
  ])('refuses a bad %s with 400 and stores nothing', async (field, value) => {
    const response = await postJson(path, { ...body, [field]: value })
    expect(response.status).toBe(400)
    const answer = await response.json<{ message: string; issues: { path: string }[] }>()
    expect(answer.message).toBe('Some fields need attention.')
    expect([...new Set(answer.issues.map((issue) => issue.path))]).toEqual([field])
    expect(await readRows(table)).toEqual([])
  })
})
