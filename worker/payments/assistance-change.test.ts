/**
 * A director changes a decided request for financial assistance, with a reason; a family's ask
 * alerts staff. Real migrations, the real outbox composers.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, createStaffAs, signIn, staffCall, staffPost } from '../test/admin-helpers'
import { emailOfKind, insertCohort, linkFor, openPage, register, words } from '../test/payment-helpers'
import { STAFF_INBOX } from '../test/emails'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
beforeEach(clearTables)

const ask = (url: URL, bindings: Partial<typeof env> = {}) =>
  call(
    `/pay/assistance${url.search}`,
    { method: 'POST', body: new URLSearchParams({ reason: 'Help' }) },
    ORIGIN,
    bindings,
  )
const change = (token: string, id: string, body: unknown) =>
  staffCall(token, `/api/admin/registrations/${id}/assistance`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  })
const requestRow = async () =>
  (await readRows<{ status: string; amount_cents: number | null }>('assistance_requests'))[0]

/** A seated family granted $50 by a director, who stays signed in. */
async function granted() {
  await insertCohort()
  const row = await register()
  const url = await linkFor(row.id)
  await ask(url)
  await createStaff()
  const token = await signIn()
  await staffPost(token, `/api/admin/registrations/${row.id}/assistance`, { decision: 'grant', amountCents: 5000 })
  return { row, url, token }
}

describe('changing an assistance decision', () => {
  it('a director changes a grant to a decline: the family is emailed what it owes now, the page shows the full amount, and the reason is audited', async () => {
    const { row, url, token } = await granted()
    const changed = await change(token, row.id, { decision: 'decline', reason: 'Sponsor withdrew' })
    expect(changed.status).toBe(200)
    expect(await requestRow()).toMatchObject({ status: 'declined', amount_cents: null })
    expect(words((await openPage(url)).text)).toContain(
      'Complete Bootcamp (all 4 sessions) $200.00 Total to pay $200.00',
    )
    const email = await emailOfKind('assistance-decision-changed')
    expect(email).toMatchObject({ to: 'amara.parent@example.org', subject: 'A change to your financial assistance' })
    expect(email?.text).toContain(
      'We looked again at your request for financial assistance for Amara Okafor. We cannot grant financial assistance after all',
    )
    expect(email?.text).toMatch(/See what you owe and pay: http:\/\/127\.0\.0\.1:8787\/pay\?token=/)
    const entries = await readRows<{ action: string; detail: string }>('audit_log')
    expect(entries.filter((entry) => entry.action === 'assistance-changed')).toEqual([
      expect.objectContaining({
        detail: `registration ${row.id}: granted, 5000 cents to pay changed to declined; reason: Sponsor withdrew`,
      }),
    ])
    // Back to a waiver: a second change is a second email, and nothing is left to pay.
    expect((await change(token, row.id, { decision: 'grant', amountCents: 0, reason: 'Fund found' })).status).toBe(200)
    expect(words((await openPage(url)).text)).toContain('Total to pay $0.00')
    expect(
      (await readRows<{ kind: string }>('outbox')).filter((job) => job.kind === 'assistance-decision-changed'),
    ).toHaveLength(2)
  })

  it('is refused while open, when unchanged, after a payment, to a coordinator, and without a reason: nothing stored', async () => {
    const { row, token } = await granted()
    const before = { outbox: (await readRows('outbox')).length, audit: (await readRows('audit_log')).length }
    for (const body of [
      { decision: 'decline' },
      { decision: 'decline', reason: '  ' },
      { decision: 'grant', reason: 'x' },
    ])
      expect((await change(token, row.id, body)).status).toBe(400)
    const same = await change(token, row.id, { decision: 'grant', amountCents: 5000, reason: 'Again' })
    expect([same.status, (await same.json<{ message: string }>()).message]).toEqual([
      409,
      'That is the decision already: nothing was changed.',
    ])
    await createStaffAs('coordinator', 'coordinator')
    expect((await change(await signIn('coordinator'), row.id, { decision: 'decline', reason: 'No' })).status).toBe(403)
    await env.DB.prepare(
      `INSERT INTO payments (id, registration_id, amount_cents, lines, status, language, origin) VALUES ('p1', ?, 5000, '[]', 'paid', 'en', ?)`,
    )
      .bind(row.id, ORIGIN)
      .run()
    expect((await change(token, row.id, { decision: 'decline', reason: 'No' })).status).toBe(409)
    expect(await requestRow()).toMatchObject({ status: 'granted', amount_cents: 5000 })
    expect((await readRows('outbox')).length).toBe(before.outbox)
    const actions = (await readRows<{ action: string }>('audit_log')).slice(before.audit).map((entry) => entry.action)
    expect(actions.filter((action) => action === 'assistance-changed')).toEqual([])
  })

  it('a family asking writes one alert to staff: the cohort and the deadline, no reason and no name; a second ask writes none', async () => {
    await insertCohort()
    const row = await register()
    const url = await linkFor(row.id)
    await ask(url, STAFF_INBOX)
    await ask(url, STAFF_INBOX)
    const jobs = (await readRows<{ kind: string; email: string }>('outbox')).filter(
      (job) => job.kind === 'assistance-staff',
    )
    expect(jobs).toEqual([expect.objectContaining({ email: 'staff@vitalbootcamp.org' })])
    const email = await emailOfKind('assistance-staff')
    expect(email?.subject).toMatch(/^Financial assistance asked: decide by /)
    expect(email?.text).toContain('A family in the cohort starting March 7, 2099 asked for financial assistance')
    expect(email?.text).toContain(`Open the record in the staff console: ${ORIGIN}/admin/registrations/${row.id}`)
    expect(email?.text).not.toMatch(/Amara|Okafor|Help/)
  })
})
