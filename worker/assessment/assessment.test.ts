import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { call, clearTables, ORIGIN, readRows } from '../test/helpers'
import { scoresOf } from './scores'
import { answered, LAST_DAY, linkOf, open, postPart, seatedParticipant } from './test-helpers'

const BEFORE_START = '2100-03-01'

beforeEach(clearTables)

describe('the first assessment, at or before the first session', () => {
  it('saves each part as it goes and shows the next, then thanks the participant', async () => {
    const amara = await seatedParticipant('complete')
    const link = await linkOf(amara.id)
    const first = await open(link, BEFORE_START)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(first.headers.get('cache-control')).toBe('no-store')
    const page = await first.text()
    expect(page).toContain('<h1>Your leadership check-in</h1>')
    expect(page).toContain('Part 1 of 5')
    expect(page).toContain('<legend>I know what I want to achieve in the next year.</legend>')
    const saved = await postPart(link, BEFORE_START, answered('vision', 4))
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe(`/assessment${link.search}`)
    expect(await readRows('assessment_answers')).toEqual(
      [1, 2, 3].map((index) =>
        expect.objectContaining({
          registration_id: amara.id,
          round: 'first',
          statement: `vision-${index}`,
          score: 4,
          before: null,
        }),
      ),
    )
    const [row] = await readRows<{ completed_at: string | null; language: string }>('assessments')
    expect(row).toMatchObject({ completed_at: null, language: 'en' })
    expect(await (await open(link, BEFORE_START)).text()).toContain('Part 2 of 5')
    for (const part of ['integrity', 'teamwork', 'action', 'leadership'])
      expect((await postPart(link, BEFORE_START, answered(part, 3))).status).toBe(303)
    expect(await readRows('assessment_answers')).toHaveLength(15)
    expect((await readRows<{ completed_at: string }>('assessments'))[0]!.completed_at).toBe('2100-03-01T17:00:00.000Z')
    expect(await (await open(link, BEFORE_START)).text()).toContain('<h1>Thank you: your answers are saved</h1>')
  })

  it('refuses a part with an answer missing or off the scale with the form again, storing nothing', async () => {
    const amara = await seatedParticipant()
    const link = await linkOf(amara.id, 'es')
    const refused = await postPart(link, BEFORE_START, { ...answered('vision', 2), 'vision-2': '6' })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('<p class="error" id="vision-2-error">Elige una respuesta, por favor.</p>')
    expect(page).toMatch(/name="vision-1" value="2" required checked/)
    expect(await readRows('assessment_answers')).toEqual([])
    expect(await readRows('assessments')).toEqual([])
    const foreign = await postPart(link, BEFORE_START, answered('vision', 2), 'https://elsewhere.example')
    expect(foreign.status).toBe(403)
    expect(await readRows('assessments')).toEqual([])
  })
})

describe('the last assessment, at the last session', () => {
  it('asks now and before for each statement, then the goal, which completes it', async () => {
    const amara = await seatedParticipant('complete')
    const link = await linkOf(amara.id)
    const page = await (await open(link, LAST_DAY)).text()
    expect(page).toContain('<legend>Before the bootcamp I would have said</legend>')
    const withoutBefore = await postPart(link, LAST_DAY, answered('vision', 5))
    expect(withoutBefore.status).toBe(400)
    expect(await readRows('assessment_answers')).toEqual([])
    for (const part of ['vision', 'integrity', 'teamwork', 'action', 'leadership'])
      expect((await postPart(link, LAST_DAY, answered(part, 5, 2))).status).toBe(303)
    expect((await readRows<{ completed_at: string | null }>('assessments'))[0]!.completed_at).toBeNull()
    expect(await (await open(link, LAST_DAY)).text()).toContain(
      '<label for="goal">One thing you will do in the next 30 days to lead</label>',
    )
    expect((await postPart(link, LAST_DAY, { part: 'goal', goal: '  ' })).status).toBe(400)
    expect((await postPart(link, LAST_DAY, { part: 'goal', goal: 'Run one meeting of my club.' })).status).toBe(303)
    expect(await readRows('assessments')).toEqual([
      expect.objectContaining({
        round: 'last',
        goal: 'Run one meeting of my club.',
        completed_at: '2100-03-27T16:00:00.000Z',
      }),
    ])
    expect(await (await open(link, LAST_DAY)).text()).toContain('<h1>Thank you: your check-in is complete</h1>')
  })
})

describe('who the link opens the assessment for', () => {
  it('refuses a per-session participant, a tampered link and a revoked one', async () => {
    const single = await seatedParticipant('individual')
    const refused = await open(await linkOf(single.id), BEFORE_START)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('<h1>This check-in is not open for this registration</h1>')
    const amara = await seatedParticipant('complete', { firstName: 'Zuri' })
    const link = await linkOf(amara.id)
    const token = link.searchParams.get('token')!
    const tampered = new URL(link)
    tampered.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
    expect((await open(tampered, BEFORE_START)).status).toBe(400)
    await env.DB.prepare('UPDATE registrations SET link_version = link_version + 1 WHERE id = ?').bind(amara.id).run()
    const revoked = await open(link, BEFORE_START)
    expect(revoked.status).toBe(400)
    expect(await revoked.text()).toContain('<h1>This link does not work</h1>')
  })
})

describe('the scores', () => {
  it('are each principle’s mean of its three statements, to one decimal, and none while one is missing', () => {
    const answers = (scores: number[], before?: number[]) =>
      new Map(scores.map((score, index) => [`vision-${index + 1}`, { score, before: before?.[index] ?? null }]))
    const [vision, integrity] = scoresOf(answers([2, 3, 3]), answers([4, 5, 5], [2, 2, 1]))
    expect(vision).toEqual({ principle: 'vision', first: 2.7, before: 1.7, after: 4.7 })
    expect(integrity).toEqual({ principle: 'integrity', first: null, before: null, after: null })
    expect(scoresOf(answers([2, 3]), new Map())[0]).toEqual({
      principle: 'vision',
      first: null,
      before: null,
      after: null,
    })
  })
})

describe('the family page', () => {
  it('links the assessment for a seated Complete Bootcamp or no-preference registration, not for one session', async () => {
    const db = openDatabase(env.DB)
    const pageOf = async (registrationId: string) => {
      const { statement, href } = await newFamilyLink(db, registrationId, ORIGIN, 'es', new Date())
      await statement
      return (await call(new URL(href).pathname + new URL(href).search)).text()
    }
    const complete = await seatedParticipant('complete')
    const undecided = await seatedParticipant(undefined, { firstName: 'Zuri' })
    const single = await seatedParticipant('individual', { firstName: 'Kofi' })
    for (const participant of [complete, undecided]) {
      const page = await pageOf(participant.id)
      expect(page).toContain('<h2 id="assessment-heading">Evaluación de liderazgo</h2>')
      expect(page).toMatch(
        /<a href="http:\/\/127\.0\.0\.1:8787\/assessment\?token=[^"]+&amp;lang=es">Abrir la evaluación de liderazgo<\/a>/,
      )
    }
    expect(await pageOf(single.id)).not.toContain('assessment-heading')
  })
})
