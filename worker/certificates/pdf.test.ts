import { PDFDocument } from 'pdf-lib'
import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession } from '../test/admin-helpers'
import { readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { attend, familyPath, openOnLastDay, takeFinalAssessment } from './test-helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

describe('the certificate on the family’s page', () => {
  it('downloads as a PDF in the family’s language carrying the name (any alphabet), the dates and the code', async () => {
    const lukasz = await seatedParticipant('complete', { firstName: 'Łukasz', lastName: 'Żółkiewski' })
    const before = await (await openOnLastDay(await familyPath(lukasz.id, 'es'))).text()
    expect(before).toContain(
      '<p>Se obtiene al asistir por lo menos a 3 de las 4 sesiones y hacer la evaluación de liderazgo en la última sesión.</p>',
    )
    expect(await readRows('certificates')).toEqual([])
    await attend(token, lukasz.id, 3)
    await takeFinalAssessment(lukasz.id)
    const path = await familyPath(lukasz.id, 'es')
    const page = await (await openOnLastDay(path)).text()
    const code = (await readRows<{ code: string }>('certificates'))[0]?.code
    expect(page).toContain('<h2 id="certificate-heading">Certificado de graduación</h2>')
    expect(page).toContain(`<p class="note">Código de verificación: ${code}</p>`)
    expect(page).toContain(`href="/family/certificate?token=`)
    const download = await openOnLastDay(path.replace('/family?', '/family/certificate?'))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="vital-certificate-${code}.pdf"`)
    const bytes = new Uint8Array(await download.arrayBuffer())
    console.info(`certificate PDF: ${bytes.length} bytes`)
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Certificado de Graduación: Łukasz Żółkiewski')
    expect(pdf.getSubject()).toBe('Del 6 de marzo de 2100 al 27 de marzo de 2100')
    expect(pdf.getKeywords()).toBe(code)
    expect(bytes.length).toBeLessThan(60_000)
  })

  it('offers no download once revoked, nor to a per-session participant', async () => {
    const kofi = await seatedParticipant('individual', { firstName: 'Kofi' })
    await attend(token, kofi.id, 4)
    const path = await familyPath(kofi.id)
    expect(await (await openOnLastDay(path)).text()).not.toContain('certificate-heading')
    const refused = await openOnLastDay(path.replace('/family?', '/family/certificate?'))
    expect(refused.status).toBe(303)
    expect(await readRows('certificates')).toEqual([])
  })
})
