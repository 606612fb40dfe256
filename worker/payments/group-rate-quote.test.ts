/**
 * Paying for a seat: the family's payment page from its signed link, and Stripe's
 * webhook, verified with real signatures made by the stripe package's own test-header helper.
 * No Stripe API is reached here (no secret key in these tests): the page then takes no payment
 * and says how to pay; the checkout itself runs against the local stand-in in e2e/stripe-stand-in/payments.spec.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { insertCohort, linkFor, openPage, register, words } from '../test/payment-helpers'
import { call, clearTables, postJson, readRows, ROOMY, validRegistration } from '../test/helpers'
beforeEach(clearTables)

describe('the group rate', () => {
  const startGroup = async (url: URL) => call(`/pay/group${url.search}`, { method: 'POST' })
  const codeOf = async () => (await readRows<{ code: string }>('registration_groups'))[0]!.code

  it('a family starts a group from its page and gets the link to share; friends who register with its code join it', async () => {
    await insertCohort({ capacity: 5 })
    const first = await register()
    const url = await linkFor(first.id)
    expect(words((await openPage(url)).text)).toContain(
      'Registering with friends? When 3 or more friends register together, each pays 15% less. Everyone pays the full price first; when cancellations close on February 21, 2099, if at least 3 in the group have paid and still hold their seats, each who paid gets 15% back.',
    )
    expect((await startGroup(url)).status).toBe(303)
    // A second click starts nothing new.
    await startGroup(url)
    const code = await codeOf()
    expect(code).toMatch(/^[a-hjkmnp-z2-9]{8}$/)
    expect(words((await openPage(url)).text)).toContain(
      `Your group’s link, to share with friends: http://127.0.0.1:8787/?group=${code}#registration 0 in the group have paid and hold seats so far; the group rate needs 3.`,
    )

    const joined = await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Bola', email: 'bola@example.org', groupCode: code },
      {},
      ROOMY,
    )
    expect(joined.status).toBe(201)
    const stranger = await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Chidi', email: 'chidi@example.org', groupCode: 'zzzzzzzz' },
      {},
      ROOMY,
    )
    expect(stranger.status).toBe(201)
    const groups = Object.fromEntries(
      (await readRows<{ first_name: string; group_id: string | null }>('registrations')).map((row) => [
        row.first_name,
        row.group_id,
      ]),
    )
    expect(groups.Bola).toBe(groups.Amara)
    expect(groups.Amara).not.toBeNull()
    expect(groups.Chidi).toBeNull()
  })

  it('with 3 seated in the group each still pays the list price: the rate is refunded once earned, not taken off the quote', async () => {
    await insertCohort({ capacity: 5, deadline: '2099-02-01' })
    const first = await register()
    await startGroup(await linkFor(first.id))
    const code = await codeOf()
    await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Bola', email: 'bola@example.org', groupCode: code },
      {},
      ROOMY,
    )
    expect(words((await openPage(await linkFor(first.id))).text)).toContain(
      'Early bird saving -$30.00 Total to pay $170.00',
    )
    await postJson(
      '/api/register',
      { ...validRegistration, firstName: 'Chidi', email: 'chidi@example.org', groupCode: code },
      {},
      ROOMY,
    )
    const text = words((await openPage(await linkFor(first.id))).text)
    expect(text).toContain('Complete Bootcamp (all 4 sessions) $200.00 Early bird saving -$30.00 Total to pay $170.00')
    expect(text).not.toContain('Group rate')
    expect(text).toContain(
      '0 in the group have paid and hold seats so far; the group rate needs 3. When cancellations close on February 21, 2099, each who paid gets 15% back if 3 or more still do.',
    )
  })

  it('a code longer than any group code is refused with the field named, and nothing is stored', async () => {
    await insertCohort()
    const response = await postJson('/api/register', { ...validRegistration, groupCode: 'x'.repeat(17) }, {}, ROOMY)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'groupCode',
    ])
    expect(await readRows('registrations')).toEqual([])
  })

  it('a contact message or a sign-up carrying a group code is refused: it belongs to registrations only', async () => {
    expect(
      (
        await postJson('/api/contact', {
          name: 'Dana',
          email: 'dana@example.org',
          message: 'Hello there, a question.',
          groupCode: 'abcdefgh',
        })
      ).status,
    ).toBe(400)
    expect((await postJson('/api/email-signup', { email: 'dana@example.org', groupCode: 'abcdefgh' })).status).toBe(400)
  })
})
