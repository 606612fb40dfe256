import { beforeEach, describe, expect, it } from 'vitest'
import { SUCCESS } from '../../test-data/spec-texts'
import { clearTables, postJson, readRows, ROOMY, validRegistration } from './helpers'

beforeEach(clearTables)

interface Row {
  id: string
  first_name: string
  phone: string
  age: number
  source: string | null
  created_at: string
  updated_at: string | null
}

describe('one participant is one registration', () => {
  it('answers a repeat exactly like the first and keeps one unchanged row', async () => {
    const registration = { ...validRegistration, email: 'repeat.same@example.org' }
    const first = await postJson('/api/register', registration)
    const [before] = await readRows<Row>('registrations')
    const again = await postJson('/api/register', registration)
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(await readRows<Row>('registrations')).toEqual([{ ...before, updated_at: null }])
  })

  it('updates the details of a repeat with names typed differently, keeping id, created_at and source, and records when', async () => {
    await postJson('/api/register', { ...validRegistration, partner: 'lincoln-high' })
    const [before] = await readRows<Row>('registrations')
    const repeat = {
      ...validRegistration,
      firstName: ' amara ',
      lastName: 'OKAFOR',
      email: 'Amara.Parent@Example.org',
      phone: '(555) 201-0000',
      age: 17,
    }
    const response = await postJson('/api/register', { ...repeat, partner: 'westside' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: SUCCESS.register, status: 'interest' })
    const rows = await readRows<Row>('registrations')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      id: before!.id,
      created_at: before!.created_at,
      source: 'lincoln-high',
      first_name: 'amara',
      phone: '(555) 201-0000',
      age: 17,
    })
    expect(rows[0]!.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(rows[0]!.updated_at! >= before!.created_at).toBe(true)
  })

  it('keeps two siblings registered with one parent email as two registrations', async () => {
    for (const firstName of ['Amara', 'Chidi'])
      expect(
        (await postJson('/api/register', { ...validRegistration, firstName, email: 'okafor.siblings@example.org' }))
          .status,
      ).toBe(201)
    expect((await readRows<Row>('registrations')).map((row) => row.first_name).sort()).toEqual(['Amara', 'Chidi'])
  })

  it('stores one row for 100 identical concurrent registrations, all answered alike', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postJson('/api/register', validRegistration, {}, ROOMY)),
    )
    expect(new Set(responses.map((response) => response.status))).toEqual(new Set([201]))
    expect(new Set(await Promise.all(responses.map((response) => response.text())))).toEqual(
      new Set([JSON.stringify({ message: SUCCESS.register, status: 'interest' })]),
    )
    expect(await readRows('registrations')).toHaveLength(1)
  })
})
