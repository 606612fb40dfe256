import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expectJson, freshStaffSession, staffCall } from '../test/admin-helpers'
import { call, FAR_DAYS, readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the funnel beacon and the charts', () => {
  const beacon = (body: string, origin = 'https://lincoln-high.example', type = 'text/plain;charset=UTF-8') =>
    call('/api/funnel', { method: 'POST', headers: { 'content-type': type, origin }, body })

  it('counts a text/plain beacon into the day’s totals, once per event, and the charts show them', async () => {
    const visit = JSON.stringify({
      source: 'lincoln-high',
      campaign: 'spring',
      events: ['registration:view', 'registration:start', 'registration:send', 'registration:view'],
    })
    expect((await beacon(visit)).status).toBe(204)
    expect(
      (await beacon(JSON.stringify({ source: 'lincoln-high', campaign: 'spring', events: ['registration:view'] })))
        .status,
    ).toBe(204)
    const rows = await readRows<{ step: string; count: number; source: string; campaign: string; form: string }>(
      'funnel_days',
    )
    expect(rows.map(({ form, step, count }) => [form, step, count]).sort()).toEqual([
      ['registration', 'send', 1],
      ['registration', 'start', 1],
      ['registration', 'view', 2],
    ])
    await storeCohortOn('c1', 2)
    await registerIn()
    const charts = await expectJson<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    expect(charts.funnel).toEqual([{ source: 'lincoln-high', campaign: 'spring', view: 2, start: 1, send: 1 }])
    expect(charts.cohorts).toEqual([{ id: 'c1', startDate: FAR_DAYS[0], capacity: 2, seatsTaken: 1 }])
    expect(charts.registrationsPerDay).toHaveLength(30)
    expect(charts.registrationsPerDay.at(-1)!.count).toBe(1)
    expect(charts.registrationsPerDay.slice(0, -1).every((day) => day.count === 0)).toBe(true)
  })

  it('drops a beacon past the limit silently (no error on a partner page), counting it not', async () => {
    const visit = JSON.stringify({ source: 'westside', campaign: '', events: ['signup:view'] })
    const send = () =>
      call(
        '/api/funnel',
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: 'https://westside.example', 'cf-connecting-ip': '10.9.9.9' },
          body: visit,
        },
        undefined,
        { FUNNEL_LIMITER: env.TIGHT_LIMITER },
      )
    expect((await send()).status).toBe(204)
    expect((await send()).status).toBe(204)
    expect(await readRows('funnel_days')).toMatchObject([
      { source: 'westside', form: 'signup', step: 'view', count: 1 },
    ])
  })

  it('drops a beacon D1 cannot count with a 204, as past the limit, and logs only the failure’s kind', async () => {
    // A real D1 failure: the table is away while the beacon arrives, then back.
    await env.DB.exec('ALTER TABLE funnel_days RENAME TO funnel_days_away')
    const warnings: string[] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line))
    try {
      const dropped = await beacon(JSON.stringify({ source: 'lincoln-high', campaign: '', events: ['contact:view'] }))
      expect(dropped.status).toBe(204)
      expect(await dropped.text()).toBe('')
    } finally {
      warn.mockRestore()
      await env.DB.exec('ALTER TABLE funnel_days_away RENAME TO funnel_days')
    }
    expect(warnings).toEqual([JSON.stringify({ level: 'warn', event: 'funnel_dropped', kind: 'SQLITE_ERROR' })])
    expect(await readRows('funnel_days')).toEqual([])
  })

  it('refuses a malformed, oversized or foreign beacon with the one error shape, counting nothing', async () => {
    for (const [body, status] of [
      ['{', 400],
      [JSON.stringify({ source: 'lincoln-high', campaign: '', events: ['registration:click'] }), 400],
      [JSON.stringify({ source: 'Not A Slug', campaign: '', events: ['registration:view'] }), 400],
      [JSON.stringify({ source: '', campaign: '', events: [], extra: 1 }), 400],
      [' '.repeat(2048), 413],
    ] as const) {
      const refused = await beacon(body)
      expect(refused.status, body.slice(0, 40)).toBe(status)
      expect(Object.keys(await refused.json())).toContain('message')
    }
    const foreign = await beacon(
      JSON.stringify({ source: '', campaign: '', events: ['registration:view'] }),
      'https://evil.example',
    )
    expect(foreign.status).toBe(403)
    expect(await readRows('funnel_days')).toEqual([])
  })
})

describe('the funnel counts only what pages could have shown', () => {
  const beacon = (body: unknown, headers: Record<string, string> = { origin: 'https://lincoln-high.example' }) =>
    call('/api/funnel', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'cf-connecting-ip': '10.7.7.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const totals = async () =>
    (await readRows<{ source: string; campaign: string; form: string; step: string; count: number }>('funnel_days'))
      .map(({ source, campaign, form, step, count }) => `${source}/${campaign}/${form}:${step}=${count}`)
      .sort()

  it('300 beacons of sends from one address count their views, never a send or start no view came before', async () => {
    const forged = {
      source: 'lincoln-high',
      campaign: '',
      events: ['registration:view', 'registration:send', 'signup:send', 'contact:send'],
    }
    for (let i = 0; i < 300; i++) expect((await beacon(forged)).status).toBe(204)
    // A start with no view that day is no more plausible than a send.
    expect((await beacon({ source: 'lincoln-high', campaign: '', events: ['signup:start'] })).status).toBe(204)
    // Without an Origin the beacon came from no page: dropped, like one past the limit.
    for (let i = 0; i < 20; i++) expect((await beacon({ ...forged, source: 'westside' }, {})).status).toBe(204)
    expect(await totals()).toEqual(['lincoln-high//registration:view=300'])
    const charts = await expectJson<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    expect(charts.funnel).toEqual([{ source: 'lincoln-high', campaign: '', view: 300, start: 0, send: 0 }])
    // 321 requests in turn: about 3 s here, more on a loaded 2-core machine.
  }, 30_000)

  it('counts a visit whose view, start and send arrive in beacons of their own, in that order', async () => {
    const visit = (step: string) =>
      beacon(
        { source: 'westside', campaign: 'spring', events: [`contact:${step}`] },
        { origin: 'https://westside.example' },
      )
    for (const step of ['view', 'start', 'send', 'send', 'start']) expect((await visit(step)).status).toBe(204)
    // The second send and start came with no second view: not counted.
    expect(await totals()).toEqual([
      'westside/spring/contact:send=1',
      'westside/spring/contact:start=1',
      'westside/spring/contact:view=1',
    ])
  })

  it.each([
    ['a line break', 'spring\r\nBcc: x'],
    ['a NUL', 'spring\u0000'],
    ['a right-to-left override', '\u202Egnirps'],
    ['a Hangul filler', '\u3164'],
    ['101 characters', 'x'.repeat(101)],
  ])('refuses a campaign with %s, as a submission’s campaign would be, counting nothing', async (_, campaign) => {
    const refused = await beacon({ source: 'lincoln-high', campaign, events: ['registration:view'] })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'Some fields need attention.' })
    expect(await readRows('funnel_days')).toEqual([])
  })

  it('counts at most 20 campaigns a day per partner; the ones counted, no campaign and other partners still count', async () => {
    const view = (source: string, campaign: string) =>
      beacon({ source, campaign, events: ['signup:view'] }, { origin: 'https://lincoln-high.example' })
    for (let n = 1; n <= 25; n++) expect((await view('lincoln-high', `campaign ${n}`)).status).toBe(204)
    expect((await view('lincoln-high', 'campaign 1')).status).toBe(204)
    expect((await view('lincoln-high', '')).status).toBe(204)
    expect((await view('eastview', 'campaign 25')).status).toBe(204)
    const rows = await readRows<{ source: string; campaign: string; count: number }>('funnel_days')
    const lincoln = rows.filter((row) => row.source === 'lincoln-high' && row.campaign !== '')
    expect(lincoln.map((row) => row.campaign).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `campaign ${index + 1}`).sort(),
    )
    expect(lincoln.find((row) => row.campaign === 'campaign 1')!.count).toBe(2)
    expect(rows.filter((row) => row.source !== 'lincoln-high' || row.campaign === '')).toHaveLength(2)
  })

  it('charts at most 50 partners and campaigns, the most viewed first', async () => {
    const day = (
      await expectJson<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    ).registrationsPerDay.at(-1)!.day
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
       INSERT INTO funnel_days (day, source, campaign, form, step, count) SELECT ?1, printf('partner-%02d', i), '', 'signup', 'view', i FROM n`,
    )
      .bind(day)
      .run()
    const charts = await expectJson<import('../../contract/admin').Charts>(await staffCall(token, '/api/admin/charts'))
    expect(charts.funnel).toHaveLength(50)
    expect(charts.funnel[0]).toEqual({ source: 'partner-60', campaign: '', view: 60, start: 0, send: 0 })
    expect(charts.funnel.at(-1)).toEqual({ source: 'partner-11', campaign: '', view: 11, start: 0, send: 0 })
  })
})
