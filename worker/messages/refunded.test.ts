import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import {
  completedEvent,
  emailOfKind,
  insertCohort,
  linkFor,
  payAtStripe,
  register,
  sendEvent,
  secondCheckout,
  startCheckout,
  WITH_STRIPE,
  words,
} from '../test/payment-helpers'

beforeEach(clearTables)

describe('money given back tells the family why', () => {
  it('a second payment from a second tab: refunded, the family emailed why, the family page lists it', async () => {
    await insertCohort()
    const amara = await register()
    const first = await payAtStripe(await startCheckout(await linkFor(amara.id)))
    const second = await payAtStripe(await secondCheckout(amara.id))
    for (const session of [first, second]) await sendEvent(await completedEvent(session), WITH_STRIPE)
    const jobs = (await readRows<{ kind: string; status: string }>('outbox')).filter(
      (job) => job.kind === 'payment-returned',
    )
    expect(jobs.map((job) => job.status)).toEqual(['pending'])
    const email = (await emailOfKind('payment-returned'))!
    expect(email.subject).toBe('Your payment was refunded: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Hello,\n\nWe received a second payment of $200.00 for Amara Okafor, whose seat was already paid. We have refunded this second payment in full',
    )
    const link = await newFamilyLink(openDatabase(env.DB), amara.id, ORIGIN, 'en', new Date())
    await link.statement
    const page = words(await (await call(link.href.replace(ORIGIN, ''))).text())
    expect(page).toMatch(/\$200\.00 refunded on \w+ \d+, \d{4}: a second payment for a seat already paid\./)
  })
})
