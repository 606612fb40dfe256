import { describe, expect, it } from 'vitest'
import { groupDevices } from './device-groups'

const session = (id: string, device: string | null, lastSeenAt: string, current = false) => ({
  id,
  device,
  createdAt: '2026-11-28T08:00:00.000Z',
  lastSeenAt,
  current,
})

describe('groupDevices', () => {
  it('gives one line per browser and system, its latest use, most recent first', () => {
    expect(
      groupDevices([
        session('a', 'Chrome on Linux', '2026-11-28T09:00:00.000Z'),
        session('b', 'Safari on iOS', '2026-11-28T10:00:00.000Z'),
        session('c', 'Chrome on Linux', '2026-11-28T10:30:00.000Z', true),
        session('d', null, '2026-11-28T07:00:00.000Z'),
      ]),
    ).toEqual([
      { device: 'Chrome on Linux', ids: ['a'], lastSeenAt: '2026-11-28T10:30:00.000Z', current: true },
      { device: 'Safari on iOS', ids: ['b'], lastSeenAt: '2026-11-28T10:00:00.000Z', current: false },
      { device: null, ids: ['d'], lastSeenAt: '2026-11-28T07:00:00.000Z', current: false },
    ])
  })
})
