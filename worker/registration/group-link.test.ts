/**
 * The registration form opened from a group's shared link says, before any script, which group
 * the participant joins and what the group rate means; the success panel says it joined; the
 * registration does what the notice says, even when the group's cohort is not the next one.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { call, clearTables, postJson, readRows, ROOMY, storeCohort, validRegistration } from '../test/helpers'
import { COHORT, insertCohort, linkFor, register } from '../test/payment-helpers'

beforeEach(clearTables)

/** Amara starts a group from her payment page; the code its link carries. */
async function startGroup() {
  const amara = await register()
  const url = await linkFor(amara.id)
  expect((await call(`/pay/group${url.search}`, { method: 'POST' })).status).toBe(303)
  return (await readRows<{ code: string }>('registration_groups'))[0]!.code
}

const slot = (html: string, name: string) => new RegExp(`data-cohort="${name}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null
const boxHidden = (html: string, name: string) =>
  /\shidden(=""|\s|>)/.test(new RegExp(`<[^>]*data-cohort-box="${name}"[^>]*>`).exec(html)?.[0] ?? '')
const page = async (path: string) => (await call(path)).text()
const textsOf = async (query: string) =>
  (await (await call(`/api/cohorts/texts?${query}`)).json()) as {
    slots: Record<string, string | null>
    choices: { id: string }[]
  }

describe('a group link opens the form with its notice', () => {
  it('says the group and its rate in the form without script, in both languages; the success panel agrees', async () => {
    await insertCohort()
    const code = await startGroup()
    const en = `You are registering through a group's link (group ${code}) for the cohort starting March 7, 2099: this registration joins that group of friends. The group rate: everyone pays the full price first. When cancellations close on February 21, 2099, if at least 3 in the group have paid and still hold their seats, each who paid gets 15% back. A place on the waitlist does not count.`
    const home = await page(`/?group=${code}`)
    expect(slot(home, 'group-link')).toBe(en)
    expect(boxHidden(home, 'group-link')).toBe(false)
    expect((await textsOf(`lang=en&group=${code}`)).slots['group-link']).toBe(en)
    const es = await page(`/es?group=${code}`)
    expect(slot(es, 'group-link')).toBe(
      `Te estás inscribiendo con el enlace de un grupo (grupo ${code}) en la cohorte que empieza el 7 de marzo de 2099: esta inscripción se une a ese grupo de amigos. La tarifa de grupo: todos pagan primero el precio completo. Cuando se cierren las cancelaciones el 21 de febrero de 2099, si al menos 3 del grupo pagaron y conservan su lugar, a cada uno que pagó le devolvemos el 15%. Un lugar en la lista de espera no cuenta.`,
    )
    const sent = await page(`/?group=${code}&sent=registration&placement=seated`)
    expect(slot(sent, 'group-joined')).toBe(
      `This registration joined group ${code} for the cohort starting March 7, 2099. We have emailed you where the group stands.`,
    )
    expect(boxHidden(sent, 'group-joined')).toBe(false)
  })

  it('without a group link nothing is said; an unknown code says the registration joins no group', async () => {
    await insertCohort()
    await startGroup()
    const plain = await page('/')
    expect(slot(plain, 'group-link')).toBe('')
    expect(boxHidden(plain, 'group-link')).toBe(true)
    expect((await textsOf('lang=en&group=zzzzzzzz')).slots).toMatchObject({
      'group-link':
        'This group link matches no group of a cohort open now, so this registration will join no group. You can still register below; ask whoever shared the link for a new one.',
      'group-joined': null,
    })
    expect((await call('/api/cohorts/texts?lang=en&group=a-code-that-is-far-too-long')).status).toBe(400)
  })

  it("offers only the group's cohort, and a registration sent without a choice joins it, not the next one", async () => {
    await storeCohort({ id: '11111111-1111-4111-8111-111111111111', startDate: '2099-01-03', capacity: 10 })
    await insertCohort()
    const amara = await register({ cohortId: COHORT })
    const url = await linkFor(amara.id)
    expect((await call(`/pay/group${url.search}`, { method: 'POST' })).status).toBe(303)
    const { code, id } = (await readRows<{ code: string; id: string }>('registration_groups'))[0]!
    expect((await textsOf(`lang=en&group=${code}`)).choices.map((choice) => choice.id)).toEqual([COHORT])
    const bola = { ...validRegistration, firstName: 'Bola', email: 'bola@example.org', cohortId: '', groupCode: code }
    expect((await postJson('/api/register', bola, {}, ROOMY)).status).toBe(201)
    const row = (await readRows<{ first_name: string; cohort_id: string; group_id: string }>('registrations')).find(
      (registration) => registration.first_name === 'Bola',
    )
    expect([row?.cohort_id, row?.group_id]).toEqual([COHORT, id])
  })
})
