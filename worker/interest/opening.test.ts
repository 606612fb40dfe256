import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, signIn, staffPost } from '../test/admin-helpers'
import { clearTables } from '../test/helpers'
import { at, emailTo, familyPageAt, registerAt, rows, twoInLine } from '../test/interest-kit'

beforeEach(clearTables)

describe('a cohort opens to the families in line first', () => {
  it('staff open a cohort: each family in line is emailed once, in order of interest, with the head start and its link', async () => {
    const { cohortId, open } = await twoInLine(1)
    // Created closed: nobody is told yet.
    expect((await rows('outbox')).filter((job) => job.kind === 'cohort-opened')).toEqual([])
    expect((await open(1, true)).status).toBe(200)
    // Closed and opened again, and opened twice: told once.
    await open(2, false)
    await open(3, true)
    await open(3, true)
    const openings = await rows('interest_openings')
    const ids = new Map((await rows('registrations')).map((row) => [row.id, row.first_name]))
    expect(openings.map((row) => [ids.get(row.registration_id), row.cohort_id, row.created_at, row.taken_at])).toEqual([
      ['Amara', cohortId, at(1).BOOTCAMP_NOW, null],
      ['Bola', cohortId, at(1).BOOTCAMP_NOW, null],
    ])
    const jobs = (await rows('outbox')).filter((job) => job.kind === 'cohort-opened')
    expect(jobs.map((job) => [ids.get(job.record_id), job.language, job.status])).toEqual([
      ['Amara', 'en', 'pending'],
      ['Bola', 'es', 'pending'],
    ])
    const [cohort] = await rows('cohorts')
    expect([cohort!.opened_at, cohort!.head_start_until]).toEqual([at(1).BOOTCAMP_NOW, at(49).BOOTCAMP_NOW])
    const email = await emailTo('cohort-opened', 'Bola')
    expect(email.subject).toBe('La inscripción está abierta: VITAL Youth Leadership Bootcamp')
    expect(email.text).toContain(
      'Hola:\n\nLa inscripción está abierta para la cohorte que empieza el 7 de marzo de 2099, y Bola Okafor está en la fila para ella: te inscribiste cuando no había ninguna cohorte abierta.\n\nHasta el 12 de enero de 2099, 11:00 a.m. (hora de Nueva York), solo las familias que ya están en la fila pueden tomar sus lugares',
    )
    expect(email.text).toMatch(
      /Tomar el lugar de Bola: http:\/\/127\.0\.0\.1:8787\/interest\/place\?token=\S+&lang=es\n/,
    )
    const english = await emailTo('cohort-opened', 'Amara')
    expect(english.text).toContain('Until January 12, 2099 at 11:00 AM (New York time), only families already in line')
  })

  it('a cohort created open with nobody in line: no head start, and a newcomer takes a seat', async () => {
    await createStaff()
    const body = { startDate: '2099-03-07', capacity: 1, sessionPrice: 60, completePrice: 200, open: true }
    expect((await staffPost(await signIn(), '/api/admin/cohorts', body, {}, at(1))).status).toBe(201)
    const [cohort] = await rows('cohorts')
    expect([cohort!.opened_at, cohort!.head_start_until]).toEqual([at(1).BOOTCAMP_NOW, null])
    expect(await registerAt(2, 'Chidi')).toBe('seated')
    expect(await rows('interest_openings')).toEqual([])
  })

  it('the family page says the cohort is open and the head start, with the button that takes the place', async () => {
    const { open } = await twoInLine(1)
    expect(await familyPageAt('Amara', 0.95)).toContain(
      'No cohort is open yet: this keeps a place in line for the next one.',
    )
    await open(1, true)
    const page = await familyPageAt('Amara', 2)
    expect(page).toContain(
      "Registration is open for the cohort starting March 7, 2099. Families already in line are being offered seats first, until January 12, 2099 at 11:00 AM (New York time): take a place from the button below. Take Amara's place",
    )
    expect(page).not.toContain('No cohort is open yet')
    expect(await familyPageAt('Amara', 50)).toContain(
      "Registration is open for the cohort starting March 7, 2099: take a place from the button below. Take Amara's place",
    )
  })
})
