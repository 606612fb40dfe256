import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession, staffCall } from '../test/admin-helpers'
import { call } from '../test/helpers'
import { giveEvaluationConsent, participantIn, storeBothTaken } from './test-helpers'

let director = ''
beforeEach(async () => {
  director = await freshStaffSession()
})

const turnOn = () =>
  staffCall(director, '/api/admin/results/public', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shown: true }),
  })

/** The own-results element of a home page: its attributes and text. */
const ownResults = async (path: string) =>
  /<p data-bootcamp-own-results=""([^>]*)>([^<]*)<\/p>/
    .exec(await (await call(path, {}, undefined, { BOOTCAMP_TODAY: '2100-05-01' })).text())
    ?.slice(1)

describe('the programme’s own figures on the public page', () => {
  it('stay hidden and empty until a director turns them on with 20 counted, then say n, the method and the date', async () => {
    for (let index = 1; index <= 20; index++) {
      const row = await participantIn('c1', `P${index}`)
      await storeBothTaken(row.id, { first: 3, before: 2, after: index % 2 ? 4 : 3 })
      await giveEvaluationConsent(row.id)
    }
    expect(await ownResults('/')).toEqual([' hidden="" class="mx-auto mb-10 max-w-2xl text-center text-ink"', ''])
    expect((await turnOn()).status).toBe(200)
    expect(await ownResults('/')).toEqual([
      ' class="mx-auto mb-10 max-w-2xl text-center text-ink"',
      'Our own figures: 20 Complete Bootcamp participants rated themselves, on average, +1.5 in vision, +1.5 in integrity, +1.5 in teamwork, +1.5 in action, and +1.5 in leadership on a scale of 1 to 5 (retrospective pre/post self-assessment at the last session; n = 20; as of May 1, 2100).',
    ])
    expect((await ownResults('/es'))?.[1]).toBe(
      'Nuestras propias cifras: 20 participantes del Bootcamp Completo se calificaron, en promedio, +1.5 en visión, +1.5 en integridad, +1.5 en trabajo en equipo, +1.5 en acción y +1.5 en liderazgo en una escala de 1 a 5 (autoevaluación retrospectiva antes y después, en la última sesión; n = 20; al 1 de mayo de 2100).',
    )
  })
})
