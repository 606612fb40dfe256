import { describe, expect, it } from 'vitest'
import { centsOfDollars, formatWhen, money, timeLeft } from './format'

describe('money', () => {
  it('writes integer cents as dollars, always with the cents', () => {
    expect([money(14450), money(20000), money(5), money(0), money(123456789)]).toEqual([
      '$144.50',
      '$200.00',
      '$0.05',
      '$0.00',
      '$1,234,567.89',
    ])
  })
})

describe('formatWhen', () => {
  // vitest.unit.config.ts runs the tests in New York's time zone.
  it('writes an instant in the reader’s time zone, daylight saving time included', () => {
    expect(formatWhen('2027-03-06T15:05:00Z')).toBe('Mar 6, 2027, 10:05 AM')
    expect(formatWhen('2027-07-04T15:05:00Z')).toBe('Jul 4, 2027, 11:05 AM')
  })

  it('writes nothing for no instant', () => {
    expect([formatWhen(null), formatWhen(undefined), formatWhen('')]).toEqual(['', '', ''])
  })
})

describe('timeLeft', () => {
  const createdAt = '2027-03-06T10:00:00Z'
  const at = (iso: string) => Date.parse(iso)

  it('counts down the hours and minutes of the promise', () => {
    expect(timeLeft(createdAt, 24, at('2027-03-06T12:30:00Z'))).toEqual({ overdue: false, hours: 21, minutes: 30 })
  })

  it('is not overdue at the promise’s last moment, and is a minute after', () => {
    expect(timeLeft(createdAt, 24, at('2027-03-07T10:00:00Z'))).toEqual({ overdue: false, hours: 0, minutes: 0 })
    expect(timeLeft(createdAt, 24, at('2027-03-07T10:01:00Z'))).toEqual({ overdue: true, hours: 0, minutes: 1 })
  })

  it('counts how long overdue, in whole hours and minutes', () => {
    expect(timeLeft(createdAt, 24, at('2027-03-08T13:59:59Z'))).toEqual({ overdue: true, hours: 27, minutes: 59 })
  })
})

describe('centsOfDollars', () => {
  it('reads dollars as staff type them into integer cents', () => {
    expect(['144.5', '200', '0', ' 12.34 ', '0.015'].map(centsOfDollars)).toEqual([14450, 20000, 0, 1234, 2])
  })

  it('is no amount when empty, negative or not a number', () => {
    expect(['', '   ', '-1', 'ten', 'Infinity'].map(centsOfDollars)).toEqual([null, null, null, null, null])
  })
})
