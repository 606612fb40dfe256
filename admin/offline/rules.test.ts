import { describe, expect, it } from 'vitest'
import { cacheNameOf, deviceDay, isConsoleCache, isSessionDayAnswer, offlineKind } from './rules'

const at = (path: string) => new URL(path, 'http://127.0.0.1:8787')

describe('what the console keeps offline', () => {
  it('keeps the shell, its files, who is signed in and a cohort’s roster, release rules and cards; nothing else', () => {
    expect(offlineKind(at('/admin/cohorts/c1/check-in'), 'navigate')).toBe('shell')
    expect(offlineKind(at('/admin'), 'navigate')).toBe('shell')
    expect(offlineKind(at('/admin/assets/index-8GHy8Rpl.js'), 'cors')).toBe('asset')
    expect(offlineKind(at('/api/admin/session'), 'cors')).toBe('me')
    expect(offlineKind(at('/api/admin/cohorts/c1/roster'), 'cors')).toBe('cohort-day')
    expect(offlineKind(at('/api/admin/cohorts/c1/cards'), 'cors')).toBe('cohort-day')
    expect(offlineKind(at('/api/admin/cohorts/c1/release'), 'cors')).toBe('cohort-day')
    for (const path of ['/api/admin/registrations/r1', '/api/admin/registrations/r1/health', '/api/admin/overview'])
      expect(offlineKind(at(path), 'cors'), path).toBeNull()
    expect(offlineKind(at('/api/admin/cohorts/c1/roster?x=1'), 'cors')).toBeNull()
    expect(offlineKind(at('/family'), 'navigate')).toBeNull()
  })

  it('keeps a cohort’s answer only on one of its session days', () => {
    expect(isSessionDayAnswer({ today: '2027-03-06', sessionDates: ['2027-03-06', '2027-03-13'] })).toBe(true)
    expect(isSessionDayAnswer({ today: '2027-03-07', sessionDates: ['2027-03-06', '2027-03-13'] })).toBe(false)
    expect(isSessionDayAnswer(null)).toBe(false)
  })

  it('names each day’s cache by New York’s day, either side of its midnight', () => {
    expect(deviceDay(new Date('2027-03-07T04:59:59Z'))).toBe('2027-03-06')
    expect(deviceDay(new Date('2027-03-07T05:00:00Z'))).toBe('2027-03-07')
    expect(cacheNameOf('2027-03-06')).toBe('vital-console-2027-03-06')
    expect(isConsoleCache('vital-console-2027-03-06')).toBe(true)
    expect(isConsoleCache('other')).toBe(false)
  })
})
