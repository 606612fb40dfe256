import { describe, expect, it } from 'vitest'
import { cohortName, formatDay, shortDay } from './cohorts'

// A day is a calendar date, the same wherever the reader is (the tests run in New York's zone).
describe('days', () => {
  it('writes a day with its year, and without it where the year is plain', () => {
    expect(formatDay('2027-03-06')).toBe('Mar 6, 2027')
    expect(shortDay('2027-03-06')).toBe('Mar 6')
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027')
  })

  it('names a cohort by its first day', () => {
    expect(cohortName({ startDate: '2027-03-06' })).toBe('Starts Mar 6, 2027')
  })
})
