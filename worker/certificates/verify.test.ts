import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { createStaffAs, freshStaffSession, sessionOf, staffPost } from '../test/admin-helpers'
import { call, readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { storeCertificate } from './test-helpers'

const CODE = 'K7QM-3WXP-9HTD'
let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
  const amara = await seatedParticipant('complete', { lastName: 'Ọkafor' })
  await storeCertificate(amara.id, CODE)
})

describe('GET /verify/:code', () => {
  it('shows the first name, the last initial, the dates and valid; nothing more; never indexed', async () => {
    const response = await call(`/verify/${CODE.toLowerCase()}?lang=es`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const page = await response.text()
    expect(page).toContain('<dd>Amara Ọ.</dd>')
    expect(page).toContain('<dd>Del 6 de marzo de 2100 al 27 de marzo de 2100</dd>')
    expect(page).toContain(
      '<strong>Válido: este certificado lo emitió el Bootcamp de Liderazgo Juvenil VITAL.</strong>',
    )
    expect(page).not.toMatch(/Okafor|Ọkafor|amara\.parent|16/)
  })

  it('says revoked once a director revokes it with a reason (audited); a coordinator is refused', async () => {
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    expect(
      (await staffPost(coordinator, `/api/admin/certificates/${CODE}/revoke`, { reason: 'Wrong name' })).status,
    ).toBe(403)
    expect((await staffPost(token, `/api/admin/certificates/${CODE}/revoke`, { reason: ' ' })).status).toBe(400)
    expect(await readRows('certificates')).toEqual([expect.objectContaining({ revoked_at: null })])
    const revoked = await staffPost(token, `/api/admin/certificates/${CODE}/revoke`, { reason: 'Issued in error' })
    expect(revoked.status).toBe(200)
    expect(await readRows('certificates')).toEqual([
      expect.objectContaining({
        revoked_reason: 'Issued in error',
        revoked_by: 'staff',
        revoked_at: expect.any(String),
      }),
    ])
    const entries = (await readRows<{ action: string; detail: string }>('audit_log')).filter(
      (row) => row.action === 'certificate-revoked',
    )
    expect(entries.map((row) => row.detail)).toEqual([
      expect.stringMatching(new RegExp(`^certificate ${CODE} of registration `)),
    ])
    expect((await staffPost(token, `/api/admin/certificates/${CODE}/revoke`, { reason: 'Again' })).status).toBe(409)
    const page = await (await call(`/verify/${CODE}`)).text()
    expect(page).toContain('<strong>Revoked: this certificate is no longer valid.</strong>')
    expect(page).not.toContain('Issued in error')
  })

  it('answers 404 for an unknown or malformed code, and 429 past the limit', async () => {
    const unknown = await call('/verify/AAAA-BBBB-CCCC')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('<h1>No certificate has this code</h1>')
    expect((await call('/verify/%27%20OR%201=1')).status).toBe(404)
    const limited = { FAMILY_LINK_LIMITER: env.TIGHT_LIMITER }
    const headers = { 'cf-connecting-ip': '10.9.9.9' }
    expect((await call(`/verify/${CODE}`, { headers }, undefined, limited)).status).toBe(200)
    const throttled = await call(`/verify/${CODE}`, { headers }, undefined, limited)
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get('retry-after')).toBe('60')
  })
})
