import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { composeEmail } from '../emails'
import { openDatabase } from '../base/db/client'
import { outbox } from '../base/db/schema'
import { call, clearTables, postJson, readRows, ROOMY, validRegistration } from '../test/helpers'
import { familyPost, insertCohort, linkFor, paidThroughCheckout, register } from '../test/payment-helpers'
import { tellGroupRatesReached, tellWaitlistMoves } from './place-sweep'
import { eq } from 'drizzle-orm'

beforeEach(clearTables)
const db = openDatabase(env.DB)
const NOW = new Date()
const jobs = async (kind: string) =>
  (await readRows<{ kind: string; status: string; record_id: string }>('outbox')).filter((job) => job.kind === kind)
/** The email of the job about `recordId`, as the consumer builds it now. */
async function emailAbout(recordId: string, kind: 'group-joined' | 'group-rate-applied' | 'waitlist-place-changed') {
  const job = (await db.select().from(outbox).where(eq(outbox.recordId, recordId)).all()).find((j) => j.kind === kind)!
  const email = await composeEmail(db, env, job)
  return 'text' in email ? email : null
}
const friend = (name: string, extra: Record<string, unknown> = {}) =>
  register({ firstName: name, email: `${name.toLowerCase()}@example.org`, ...extra })

/** Amara starts a group from her payment page; its code. */
async function startGroup() {
  const amara = await register()
  const url = await linkFor(amara.id)
  expect((await call(`/pay/group${url.search}`, { method: 'POST' })).status).toBe(303)
  return { amara, code: (await readRows<{ code: string }>('registration_groups'))[0]!.code as string }
}

describe('a family is told when its place changes without its doing', () => {
  it("joining a group through its link: told once, with where the group stands, in the family's language", async () => {
    await insertCohort()
    const { code } = await startGroup()
    const bola = { ...validRegistration, firstName: 'Bola', email: 'bola@example.org', groupCode: code }
    for (let n = 0; n < 2; n++)
      expect((await postJson('/api/register', bola, { 'Accept-Language': 'es' }, ROOMY)).status).toBe(201)
    await friend('Chidi', { groupCode: 'ZZZZZZZZ' })
    const [bolaRow] = (await readRows<{ id: string; first_name: string }>('registrations')).filter(
      (row) => row.first_name === 'Bola',
    )
    expect((await jobs('group-joined')).map((job) => [job.record_id, job.status])).toEqual([[bolaRow!.id, 'pending']])
    const email = (await emailAbout(bolaRow!.id, 'group-joined'))!
    expect(email.subject).toBe('Te uniste a un grupo de amigos: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      `Hola:\n\nBola Okafor se unió, con el enlace del grupo, al grupo ${code} de amigos que se inscriben juntos en la cohorte que empieza el 7 de marzo de 2099.\n\nPor ahora 0 del grupo pagaron y conservan su lugar; la tarifa de grupo necesita 3. Cuando se cierren las cancelaciones el 21 de febrero de 2099, a cada uno que pagó le devolvemos el 15% si 3 o más siguen así.`,
    )
  })

  it('the group reaches the rate: each member holding a seat is told once, however often the cron runs', async () => {
    await insertCohort()
    const { amara, code } = await startGroup()
    const [bola, chidi, dara] = [
      await friend('Bola', { groupCode: code }),
      await friend('Chidi', { groupCode: code }),
      await friend('Dara', { groupCode: code }),
    ]
    for (const paying of [amara, bola]) await paidThroughCheckout(paying.id)
    expect(await tellGroupRatesReached(env, NOW)).toBe(0)
    await paidThroughCheckout(chidi!.id)
    expect(await tellGroupRatesReached(env, NOW)).toBe(4)
    expect(await tellGroupRatesReached(env, NOW)).toBe(0)
    expect((await jobs('group-rate-applied')).map((job) => job.record_id).sort()).toEqual(
      [amara.id, bola!.id, chidi!.id, dara!.id].sort(),
    )
    const email = (await emailAbout(dara!.id, 'group-rate-applied'))!
    expect(email.subject).toBe('Your group has enough friends for the group rate')
    expect(email.text).toContain(
      "Hello,\n\n3 friends in Dara Okafor's group have now paid and hold seats: enough for the group rate (15% off).\n\nEveryone pays the full price first. When cancellations close on February 21, 2099, if at least 3 in the group still hold paid seats, each who paid gets 15% back: to the card they paid with, and we email to say so; or in person at the office, for a bill paid there.",
    )
  })

  it('a waitlist place that moves by 3 is told once with the place now; a move of 2 is not', async () => {
    await insertCohort({ capacity: 1 })
    await register()
    const waiting = []
    for (const name of ['Bola', 'Chidi', 'Dara', 'Efe', 'Femi']) waiting.push(await friend(name))
    expect(await tellWaitlistMoves(env, NOW)).toBe(0)
    for (const gone of waiting.slice(0, 2)) await familyPost(gone!.id, '/family/cancel', 'confirmCancel=yes')
    expect(await tellWaitlistMoves(env, NOW)).toBe(0)
    await familyPost(waiting[2]!.id, '/family/cancel', 'confirmCancel=yes')
    expect(await tellWaitlistMoves(env, NOW)).toBe(2)
    expect(await tellWaitlistMoves(env, NOW)).toBe(0)
    expect((await jobs('waitlist-place-changed')).map((job) => job.record_id)).toEqual([waiting[3]!.id, waiting[4]!.id])
    const email = (await emailAbout(waiting[4]!.id, 'waitlist-place-changed'))!
    expect(email.subject).toBe('Your place on the waitlist has moved: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Hello,\n\nThe waitlist of the cohort starting March 7, 2099 has moved.\n\nFemi Okafor is number 2 in line on the waitlist. If a seat frees up, we will email you a link to claim it.',
    )
  })
})
