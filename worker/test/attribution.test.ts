import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, postJson, readRows, validContact, validRegistration, type Table } from './helpers'

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
    expect(await readRows(table)).toEqual([expect.objectContaining({ source: null })])
  })
})
