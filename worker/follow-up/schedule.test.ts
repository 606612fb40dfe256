import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { dueFollowUp, writeFollowUps } from './schedule'

/** The outbox's follow-up jobs as (kind, registration) pairs, in the order written. */
const followUps = async () =>
  (await readRows<{ kind: string; record_id: string; created_at: string }>('outbox'))
    .filter((row) => row.kind.startsWith('follow-up-'))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((row) => [row.kind, row.record_id])

/** The cron at an instant (UTC); New York is UTC-4 in April 2100. */
const sweepAt = (instant: string) => writeFollowUps(env, new Date(instant))

describe('the follow-up’s schedule after the last session (2100-03-27)', () => {
  it('writes each email on its day in New York, once, to Complete Bootcamp participants only', async () => {
    const amara = await seatedParticipant('complete')
    const zuri = await seatedParticipant(undefined, { firstName: 'Zuri' })
    await seatedParticipant('individual', { firstName: 'Kofi' })
    // 23:59 on day 6 in New York (03:59 UTC on day 7): nothing yet.
    expect(await sweepAt('2100-04-03T03:59:00.000Z')).toBe(0)
    expect(await followUps()).toEqual([])
    // Midnight of day 7 in New York: the first, to both; again and again that week: nothing more.
    expect(await sweepAt('2100-04-03T04:00:00.000Z')).toBe(2)
    expect(await sweepAt('2100-04-03T04:05:00.000Z')).toBe(0)
    expect(await sweepAt('2100-04-10T03:59:00.000Z')).toBe(0)
    const day7 = [
      ['follow-up-day-7', amara.id],
      ['follow-up-day-7', zuri.id],
    ].sort()
    expect((await followUps()).sort()).toEqual(day7)
    // Day 14, then day 29 (nothing), then day 30.
    expect(await sweepAt('2100-04-10T04:00:00.000Z')).toBe(2)
    expect(await sweepAt('2100-04-26T03:59:00.000Z')).toBe(0)
    expect(await sweepAt('2100-04-26T04:00:00.000Z')).toBe(2)
    expect(await sweepAt('2100-04-27T16:00:00.000Z')).toBe(0)
    const kinds = (await followUps()).map(([kind]) => kind)
    expect(kinds).toEqual([
      ...Array<string>(2).fill('follow-up-day-7'),
      ...Array<string>(2).fill('follow-up-day-14'),
      ...Array<string>(2).fill('follow-up-day-30'),
    ])
    const jobs = await readRows<{ kind: string; status: string; email: string }>('outbox')
    expect(jobs.filter((job) => job.kind.startsWith('follow-up-')).every((job) => job.status === 'pending')).toBe(true)
  })

  it('writes only the latest due after a missed day, and none a week after day 30', () => {
    expect(dueFollowUp('2100-03-27', '2100-04-02')).toBeNull()
    expect(dueFollowUp('2100-03-27', '2100-04-03')).toBe('follow-up-day-7')
    expect(dueFollowUp('2100-03-27', '2100-04-09')).toBe('follow-up-day-7')
    expect(dueFollowUp('2100-03-27', '2100-04-10')).toBe('follow-up-day-14')
    expect(dueFollowUp('2100-03-27', '2100-04-25')).toBe('follow-up-day-14')
    expect(dueFollowUp('2100-03-27', '2100-04-26')).toBe('follow-up-day-30')
    expect(dueFollowUp('2100-03-27', '2100-05-02')).toBe('follow-up-day-30')
    expect(dueFollowUp('2100-03-27', '2100-05-03')).toBeNull()
  })
})
