import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { sweepRetention } from '../retention/sweep'
import { linkOf, postFamily } from '../test/family-kit'
import { readRows, registerParticipant, storeCohortOn } from '../test/helpers'

/** A day in New York, `days` after `day` (both YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('an erasure the family asks for on its page, while records are under legal hold', () => {
  it('keeps the check-in with a reduced row until the hold’s last day, and the sweep erases them the day after', async () => {
    await storeCohortOn('far', 5)
    // 20 when registering: held until the registration day plus 19 − 20 + 3 = 2 years.
    const kofi = await registerParticipant({ firstName: 'Kofi', age: 20 })
    await env.DB.prepare(
      "INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES (?1, '2100-03-06', 1, '2100-03-06T15:00:00.000Z', 'staff')",
    )
      .bind(kofi.id)
      .run()
    const erased = await postFamily(await linkOf(kofi.id), 'erase', { confirmErase: 'yes' })
    expect(erased.status).toBe(200)
    expect(await readRows('registrations')).toEqual([])
    const [held] = await readRows<{ id: string; registered_on: string; held_until: string; reason: string }>(
      'held_registrations',
    )
    expect(held).toMatchObject({ id: kofi.id, reason: 'erasure-request' })
    const [year, monthDay] = [held!.registered_on.slice(0, 4), held!.registered_on.slice(4)]
    expect(held!.held_until).toBe(`${Number(year) + 2}${monthDay}`)

    // The hold's last day (New York's, at noon there): kept.
    expect(await sweepRetention(env, new Date(`${held!.held_until}T17:00:00.000Z`))).toMatchObject({ holdsEnded: 0 })
    expect((await readRows<{ id: string }>('held_registrations')).map((row) => row.id)).toEqual([kofi.id])
    expect(await readRows('attendance')).toHaveLength(1)
    // The day after: the check-in goes, with its reduced row.
    const next = dayAfter(held!.held_until, 1)
    expect(await sweepRetention(env, new Date(`${next}T17:00:00.000Z`))).toMatchObject({ holdsEnded: 1 })
    expect(await readRows('held_registrations')).toEqual([])
    expect(await readRows('attendance')).toEqual([])
    expect(await readRows('consents')).toEqual([])
  })
})
