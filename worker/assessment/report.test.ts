import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { call, clearTables, ORIGIN } from '../test/helpers'
import { answered, LAST_DAY, linkOf, open, postPart, seatedParticipant } from './test-helpers'

const PARTS = ['vision', 'integrity', 'teamwork', 'action', 'leadership']

beforeEach(clearTables)

describe('the participant’s report', () => {
  it('shows each principle before and after as a chart and a table, with the goal, on its page and the family’s', async () => {
    const amara = await seatedParticipant('complete')
    const link = await linkOf(amara.id)
    const report = new URL(link)
    report.pathname = '/assessment/report'
    // Before the last assessment is complete there is no report: the assessment opens instead.
    const early = await open(report, '2100-03-01')
    expect(early.status).toBe(303)
    for (const part of PARTS) await postPart(link, '2100-03-01', answered(part, 3))
    for (const part of PARTS) await postPart(link, LAST_DAY, answered(part, 5, 2))
    await postPart(link, LAST_DAY, { part: 'goal', goal: 'Run one meeting of my club.' })
    const page = await (await open(report, LAST_DAY)).text()
    expect(page).toContain('<h1>Amara’s leadership report</h1>')
    expect(page).toContain(
      '<title id="report-chart-title">Each principle before and after the bootcamp, from 1 to 5</title>',
    )
    expect(page).toContain('<tr><th scope="row">Vision</th><td>3.0</td><td>2.0</td><td>5.0</td></tr>')
    expect(page).toContain('<h2>Goal for the next 30 days</h2><p>Run one meeting of my club.</p>')
    const { statement, href } = await newFamilyLink(openDatabase(env.DB), amara.id, ORIGIN, 'es', new Date())
    await statement
    const family = await (await call(new URL(href).pathname + new URL(href).search)).text()
    expect(family).toContain('<tr><th scope="row">Trabajo en equipo</th><td>3.0</td><td>2.0</td><td>5.0</td></tr>')
    expect(family).toContain('Informe para imprimir</a>')
  })
})
