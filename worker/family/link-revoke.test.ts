/**
 * Staff's "turn off the family's links" turns off every signed link of the registration: the
 * payment links (`/pay?token=`, GET and every POST) and the seat-claim links, not only the family
 * page's. Links made after the revoke work; a link from before versions existed counts as version 0.
 */
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import { composeEmail } from '../emails'
import type { Job } from '../base/notify/email'
import { signToken } from '../base/notify/signed-token'
import { createStaff, signIn, staffPost } from '../test/admin-helpers'
import { STRIPE_TEST_BINDINGS } from '../test/stripe-stand-in'
import {
  call,
  clearTables,
  countAllRows,
  ORIGIN,
  postJson,
  readRows,
  ROOMY,
  storeCohort,
  validRegistration,
} from '../test/helpers'

beforeEach(clearTables)

const db = openDatabase(env.DB)
const SECRET = env.UNSUBSCRIBE_SECRET!
const COHORT = '55555555-5555-4555-8555-555555555555'
const IN_A_DAY = Math.floor(Date.now() / 1000) + 86_400

type Row = { id: string; first_name: string; status: string; group_id: string | null; link_version: number }
const registrationsNow = async () =>
  Object.fromEntries((await readRows<Row>('registrations')).map((row) => [row.first_name, row]))

/** Two seats: Amara and Bola seated, Chidi waiting; staff cancel Bola, so Chidi is offered the seat. */
async function seatedAndOffered() {
  await storeCohort({ id: COHORT, capacity: 2 })
  for (const firstName of ['Amara', 'Bola', 'Chidi'])
    expect(
      (
        await postJson(
          '/api/register',
          { ...validRegistration, firstName, email: `${firstName.toLowerCase()}@example.org` },
          {},
          ROOMY,
        )
      ).status,
    ).toBe(201)
  await createStaff()
  const staff = await signIn()
  const { Bola } = await registrationsNow()
  expect(
    (await staffPost(staff, `/api/admin/registrations/${Bola!.id}/placement`, { status: 'cancelled' })).status,
  ).toBe(200)
  const { Amara, Chidi } = await registrationsNow()
  expect([Amara!.status, Chidi!.status]).toEqual(['seated', 'offered'])
  return { staff, amara: Amara!.id, chidi: Chidi!.id }
}

/** The link an email of `kind` for `recordId` carries now (composed as the outbox would send it). */
async function linkInEmail(kind: Job['kind'], recordId: string, path: '/pay' | '/seat/claim') {
  const job = (await db.select().from(schema.outbox)).find((row) => row.kind === kind && row.recordId === recordId)!
  const email = await composeEmail(db, env, job)
  if ('cancelled' in email) throw new Error(email.cancelled)
  const href = new RegExp(`${ORIGIN}(${path}\\?token=[^\\s&]+)`).exec(email.text)![1]!
  return href
}

const post = (path: string, form: Record<string, string> = {}) =>
  call(path, { method: 'POST', body: new URLSearchParams(form) }, ORIGIN, STRIPE_TEST_BINDINGS)
const get = (path: string) => call(path, {}, ORIGIN, STRIPE_TEST_BINDINGS)
const swapPath = (link: string, path: string) => link.replace(/^\/pay/, path)

/** Amara's payment links and Chidi's claim links as mailed before a revoke, with and without a version. */
async function mailedLinks() {
  const { staff, amara, chidi } = await seatedAndOffered()
  const claimExpiry = Math.floor(
    Date.parse(
      (await readRows<{ offer_expires_at: string | null }>('registrations')).find((row) => row.offer_expires_at)!
        .offer_expires_at!,
    ) / 1000,
  )
  return {
    staff,
    amara,
    chidi,
    // Links mailed before tokens carried a version keep working until a revoke.
    pay: [
      await linkInEmail('registration-confirmation', amara, '/pay'),
      `/pay?token=${await signToken(SECRET, 'payment', amara, IN_A_DAY)}`,
    ],
    claim: [
      await linkInEmail('seat-offer', chidi, '/seat/claim'),
      `/seat/claim?token=${await signToken(SECRET, 'seat-claim', chidi, claimExpiry)}`,
    ],
  }
}

type Mailed = Awaited<ReturnType<typeof mailedLinks>>

/** Staff revoke both families' links. */
async function revokeBoth({ staff, amara, chidi }: Mailed) {
  const liveFamilyLinks = (await readRows<{ registration_id: string }>('family_links')).filter(
    (row) => row.registration_id === amara,
  ).length
  const revokeAmara = await staffPost(staff, `/api/admin/registrations/${amara}/family-links/revoke`, {})
  expect(revokeAmara.status).toBe(200)
  expect(await revokeAmara.json()).toEqual({ revoked: liveFamilyLinks })
  expect((await staffPost(staff, `/api/admin/registrations/${chidi}/family-links/revoke`, {})).status).toBe(200)
}

describe("revoking a family's links", () => {
  it('leaves the mailed payment and claim links working until it is done', async () => {
    const mailed = await mailedLinks()
    for (const link of mailed.pay) {
      const shown = await get(link)
      expect(shown.status).toBe(200)
      expect(await shown.text()).toContain('<h1>Pay for your seat</h1>')
    }
    for (const link of mailed.claim) expect((await get(link)).status).toBe(200)
  })

  it('turns off every earlier payment and seat-claim link: 400, and nothing stored', async () => {
    const mailed = await mailedLinks()
    await revokeBoth(mailed)
    const revokedAt = await countAllRows()
    expect((await registrationsNow()).Amara!.link_version).toBe(1)
    for (const link of mailed.pay) {
      for (const response of [
        await get(link),
        await get(swapPath(link, '/pay/done')),
        await post(link, { sessions: '1' }),
        await post(swapPath(link, '/pay/group')),
        await post(swapPath(link, '/pay/assistance'), { reason: 'We lost our jobs this spring.' }),
      ]) {
        expect(response.status).toBe(400)
        const text = await response.text()
        expect(text).toContain('<h1>This payment link does not work</h1>')
        expect(text).not.toContain('Amara')
      }
    }
    for (const link of mailed.claim) {
      for (const response of [await get(link), await post(link)]) {
        expect(response.status).toBe(400)
        expect(await response.text()).toContain('<h1>This claim link does not work</h1>')
      }
    }
    expect(await countAllRows()).toEqual(revokedAt)
    const after = await registrationsNow()
    expect([after.Amara!.status, after.Amara!.group_id, after.Chidi!.status]).toEqual(['seated', null, 'offered'])
  })

  it('the next emails carry the new version: the family can ask, pay and claim through them', async () => {
    const mailed = await mailedLinks()
    await revokeBoth(mailed)
    const payNow = await linkInEmail('registration-confirmation', mailed.amara, '/pay')
    expect(payNow).not.toBe(mailed.pay[0])
    expect((await get(payNow)).status).toBe(200)
    const asked = await post(swapPath(payNow, '/pay/assistance'), { reason: 'We lost our jobs this spring.' })
    expect(asked.status).toBe(303)
    expect(await readRows('assistance_requests')).toEqual([
      expect.objectContaining({
        registration_id: mailed.amara,
        reason: 'We lost our jobs this spring.',
        status: 'open',
      }),
    ])
    const checkout = await post(payNow, { sessions: '1' })
    expect(checkout.status).toBe(303)
    expect(checkout.headers.get('location')).toMatch(/\/checkout\/cs_test_[0-9a-f]+$/)
    expect(await readRows('payments')).toEqual([
      expect.objectContaining({ registration_id: mailed.amara, amount_cents: 20000, status: 'open' }),
    ])
    const claimed = await post(await linkInEmail('seat-offer', mailed.chidi, '/seat/claim'))
    expect(claimed.status).toBe(200)
    expect(await claimed.text()).toContain('Your seat is confirmed')
    expect((await registrationsNow()).Chidi!.status).toBe('seated')
  })

  it("another registration's links keep working", async () => {
    const { staff, amara, chidi } = await seatedAndOffered()
    const pay = await linkInEmail('registration-confirmation', amara, '/pay')
    expect((await staffPost(staff, `/api/admin/registrations/${chidi}/family-links/revoke`, {})).status).toBe(200)
    expect((await get(pay)).status).toBe(200)
    expect((await registrationsNow()).Amara!.link_version).toBe(0)
  })
})
