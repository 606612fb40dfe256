import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { fillAfterHeadStarts } from './head-start-end'
import { call, clearTables, ORIGIN } from '../test/helpers'
import { at, emailTo, idOf, placePath, press, registerAt, rows, statusOf, twoInLine } from '../test/interest-kit'

beforeEach(clearTables)
const jobsOf = async (kind: string) => (await rows('outbox')).filter((job) => job.kind === kind)
const fillAt = (hours: number) => fillAfterHeadStarts({ ...env, ...at(hours) }, new Date(at(hours).BOOTCAMP_NOW))

describe('the head start of the families in line', () => {
  it('during it a newcomer queues behind them, and one tap takes a seat in order of interest, once', async () => {
    const { open } = await twoInLine(1)
    await open(1, true)
    // Seats free, but the head start runs until hour 49: the newcomer waits.
    expect(await registerAt(2, 'Chidi')).toBe('waitlisted')
    const texts = (await (await call('/api/cohorts/texts?lang=en', {}, ORIGIN, at(2))).json()) as {
      slots: { seats: string }
    }
    expect(texts.slots.seats).toBe('Waitlist: families in line go first')
    const bola = await placePath('Bola')
    const shown = await press(bola, 3, 'GET')
    expect(shown.text).toContain(
      'Presiona el botón para inscribir a Bola Okafor: un lugar libre si lo hay, o si no la lista de espera. Hasta el 12 de enero de 2099, 11:00 a.m. (hora de Nueva York), las familias',
    )
    expect(await statusOf('Bola')).toBe('interest')
    const taken = await press(bola, 3)
    expect(taken.text).toContain(
      'Hay un lugar reservado para Bola Okafor en la cohorte que empieza el 7 de marzo de 2099. Ahora mismo te enviamos por correo la confirmación',
    )
    // Amara came first in line: the seat is gone, so she waits first, ahead of the newcomer.
    const amaraPath = await placePath('Amara')
    const amara = await press(amaraPath, 4)
    expect(amara.text).toContain('so Amara Okafor is number 1 in line on its waitlist')
    expect((await press(amaraPath, 5)).text).toContain('number 1 in line')
    expect([await statusOf('Bola'), await statusOf('Amara'), await statusOf('Chidi')]).toEqual([
      'seated',
      'waitlisted',
      'waitlisted',
    ])
    const openings = await rows('interest_openings')
    expect(openings.map((row) => row.taken_at)).toEqual([at(4).BOOTCAMP_NOW, at(3).BOOTCAMP_NOW])
    const amaraId = await idOf('Amara')
    const confirmations = (await jobsOf('registration-confirmation')).filter((job) => job.record_id === amaraId)
    // Her registration of interest's, then the one of the tap: the second press wrote none.
    expect(confirmations.map((job) => job.created_at)).toEqual([at(0).BOOTCAMP_NOW, at(4).BOOTCAMP_NOW])
    const email = await emailTo('registration-confirmation', 'Bola')
    expect(email.text).toContain('Hola:\n\nGracias por inscribir a Bola Okafor')
    expect(email.text).toContain('El lugar de Bola Okafor: $200.00 por pagar.')
  })

  it('after it the free seats go to the waitlist, and a late tap joins at the end of the line', async () => {
    const { open } = await twoInLine(2)
    await open(1, true)
    expect(await registerAt(2, 'Chidi')).toBe('waitlisted')
    await press(await placePath('Amara'), 3)
    await fillAt(48.9)
    expect(await jobsOf('seat-offer')).toEqual([])
    expect(await statusOf('Chidi')).toBe('waitlisted')
    expect(await registerAt(48.95, 'Dana')).toBe('waitlisted')
    await fillAt(49)
    await fillAt(49.5)
    // One seat left after Amara's: offered once, to the first in the waitlist's order.
    expect(await statusOf('Chidi')).toBe('offered')
    expect((await jobsOf('seat-offer')).map((job) => job.record_id)).toEqual([await idOf('Chidi')])
    expect(await registerAt(50, 'Eve')).toBe('waitlisted')
    const late = await press(await placePath('Bola'), 51)
    expect(late.text).toContain('así que Bola Okafor tiene el número 3 en su lista de espera')
  })
})
