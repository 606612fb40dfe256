import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession, staffPost } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { issueCertificates } from './sweep'
import { attend, familyPath, openOnLastDay, takeFinalAssessment } from './test-helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the certificate on the family’s page, read only', () => {
  it('is not issued by opening the page; the cron sweep issues it, and the page then offers it', async () => {
    const amara = await seatedParticipant('complete')
    // The final assessment first, then the check-ins: the rule is met by a staff correction, which issues nothing.
    await takeFinalAssessment(amara.id)
    await attend(token, amara.id, 3)
    const path = await familyPath(amara.id)
    const before = await (await openOnLastDay(path)).text()
    expect(before).toContain('<h2 id="certificate-heading">Graduation certificate</h2>')
    expect(before).not.toContain('/family/certificate?token=')
    expect(await readRows('certificates')).toEqual([])
    await issueCertificates(env, new Date('2100-03-27T20:00:00.000Z'))
    const [issued] = await readRows<{ code: string; registration_id: string }>('certificates')
    expect(issued?.registration_id).toBe(amara.id)
    const after = await (await openOnLastDay(path)).text()
    expect(after).toContain('<p>Amara earned the graduation certificate. Congratulations!</p>')
    expect(after).toContain(`<p class="note">Verification code: ${issued!.code}</p>`)
  })

  it('issues it on the final assessment’s last POST when that meets the rule', async () => {
    const amara = await seatedParticipant('complete')
    await attend(token, amara.id, 3)
    expect(await readRows('certificates')).toEqual([])
    await takeFinalAssessment(amara.id)
    expect(await readRows('certificates')).toEqual([
      expect.objectContaining({ registration_id: amara.id, revoked_at: null }),
    ])
  })

  // The certificate is made as a PDF first (a font embedded): seconds of CPU, more on a busy machine.
  it('refuses a revoked certificate’s download and says it was withdrawn', { timeout: 90_000 }, async () => {
    const amara = await seatedParticipant('complete')
    await attend(token, amara.id, 3)
    await takeFinalAssessment(amara.id)
    const path = await familyPath(amara.id, 'es')
    const download = path.replace('/family?', '/family/certificate?')
    expect((await openOnLastDay(download)).status).toBe(200)
    const [{ code }] = (await readRows<{ code: string }>('certificates')) as [{ code: string }]
    expect(
      (await staffPost(token, `/api/admin/certificates/${code}/revoke`, { reason: 'Issued in error' })).status,
    ).toBe(200)
    const refused = await openOnLastDay(download)
    expect(refused.status).toBe(303)
    expect(refused.headers.get('content-type')).not.toBe('application/pdf')
    expect(refused.headers.get('location')).toBe(path)
    const page = await (await openOnLastDay(path)).text()
    expect(page).toContain(
      '<p>Este certificado fue retirado. ¿Preguntas? Responde a cualquiera de nuestros correos.</p>',
    )
    expect(page).not.toContain('/family/certificate?token=')
    expect(page).not.toContain(code)
  })
})
