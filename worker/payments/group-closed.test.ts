/**
 * Once cancellations have closed, the group rate has been decided: the payment page no longer
 * offers to start a group (its intro would name a day already past), and its button's POST, sent
 * from a page opened before, starts none. The day before, both still do.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { insertCohort, linkFor, register, words } from '../test/payment-helpers'
import { call, clearTables, readRows } from '../test/helpers'
beforeEach(clearTables)

// The cohort starts on 2099-03-07; cancellations close 14 days before, on 2099-02-21.
const LAST_DAY_TO_CANCEL = '2099-02-21'
const DAY_AFTER = '2099-02-22'
const on = (day: string, url: URL, init: RequestInit = {}) =>
  call(`${url.pathname}${url.search}`, init, undefined, { BOOTCAMP_TODAY: day })

describe('the group offer on the payment page', () => {
  it('is made until cancellations close, and neither shown nor started after', async () => {
    await insertCohort({ capacity: 5 })
    const first = await register()
    const url = await linkFor(first.id, 'en', new Date(`${LAST_DAY_TO_CANCEL}T15:00:00Z`))
    const offer = 'Registering with friends? When 3 or more friends register together, each pays 15% less.'

    const before = await on(LAST_DAY_TO_CANCEL, url)
    expect(before.status).toBe(200)
    const beforeText = words(await before.text())
    expect(beforeText).toContain(
      `${offer} Everyone pays the full price first; when cancellations close on February 21, 2099`,
    )
    expect(beforeText).toContain('Start a group')

    const after = await on(DAY_AFTER, url)
    expect(after.status).toBe(200)
    const afterText = words(await after.text())
    expect(afterText).not.toContain('Registering with friends?')
    expect(afterText).not.toContain('Start a group')

    const started = await on(DAY_AFTER, new URL(url.href.replace('/pay?', '/pay/group?')), { method: 'POST' })
    expect(started.status).toBe(303)
    expect(await readRows('registration_groups')).toEqual([])
    expect((await readRows<{ group_id: string | null }>('registrations'))[0]!.group_id).toBeNull()

    // The day before, the same POST starts one.
    expect(
      (await on(LAST_DAY_TO_CANCEL, new URL(url.href.replace('/pay?', '/pay/group?')), { method: 'POST' })).status,
    ).toBe(303)
    expect(await readRows('registration_groups')).toHaveLength(1)
  })
})
