import { describe, expect, it } from 'vitest'
import type { RosterRow } from '../../contract/admin'
import { defaultSession, nextSession, shownPresent, tappableSessions } from './check-in'

describe('the sessions a phone may tap', () => {
  const days = ['2027-03-06', '2027-03-13', '2027-03-20']

  it('is today’s session, never one ahead; none on a day without a session', () => {
    expect(defaultSession(days, '2027-03-13')).toBe('2027-03-13')
    for (const today of ['2027-03-01', '2027-03-14', '2027-04-01']) expect(defaultSession(days, today)).toBeNull()
    expect(defaultSession([], '2027-03-13')).toBeNull()
    expect(tappableSessions(days, '2027-03-13', false)).toEqual(['2027-03-13'])
    expect(tappableSessions(days, '2027-03-14', false)).toEqual([])
  })

  it('adds the past sessions for those who may correct them, and names the next session day', () => {
    expect(tappableSessions(days, '2027-03-13', true)).toEqual(['2027-03-06', '2027-03-13'])
    expect(tappableSessions(days, '2027-03-01', true)).toEqual([])
    expect(nextSession(days, '2027-03-13')).toBe('2027-03-20')
    expect(nextSession(days, '2027-03-20')).toBeNull()
  })
})

describe('shownPresent', () => {
  const day = '2027-03-06'
  const participants: Pick<RosterRow, 'id' | 'attendance'>[] = [
    { id: 'ana', attendance: { [day]: true } },
    { id: 'ben', attendance: { [day]: false } },
    { id: 'cy', attendance: {} },
  ]
  const tap = (registrationId: string, present: boolean, sessionDate = day) => ({
    registrationId,
    sessionDate,
    present,
    tappedAt: '2027-03-06T14:00:00.000Z',
  })

  it('shows what the server stored while this phone has no tap queued', () => {
    expect(['ana', 'ben', 'cy', 'nobody'].map((id) => shownPresent([], participants, id, day))).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('shows this phone’s queued tap over what the server stored, for that session only', () => {
    const queue = [tap('ana', false), tap('cy', true), tap('ben', true, '2027-03-13')]
    expect(['ana', 'ben', 'cy'].map((id) => shownPresent(queue, participants, id, day))).toEqual([false, false, true])
  })
})
