import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { CERTIFICATE } from '../../content/certificates'
import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { qrPath } from '../../contract/qr-path'

/** What one certificate shows. */
export interface CertificateFields {
  fullName: string
  startDate: string
  endDate: string
  code: string
  verifyUrl: string
  language: Language
}

/** US Letter, landscape, in points. */
const WIDTH = 792
const HEIGHT = 612
const INK = rgb(0.06, 0.09, 0.16)
const PRIMARY = rgb(0.26, 0.22, 0.79)
const MUTED = rgb(0.28, 0.33, 0.41)

function centred(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK) {
  page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color })
}

/** The name's size: as large as fits between the borders, 40 points at most. */
const nameSize = (font: PDFFont, name: string) => Math.min(40, (40 * (WIDTH - 160)) / font.widthOfTextAtSize(name, 40))

/**
 * The certificate as a one-page PDF, in the family's language. The font is embedded (a subset of
 * the glyphs used), so any name the form accepts prints: pdf-lib's standard fonts cover only
 * WinAnsi and throw on "Łukasz". The document's title, subject and keywords repeat the name,
 * the dates and the code, so a reader (or a test) finds them without rendering the page.
 */
export async function certificatePdf(fields: CertificateFields, fontBytes: ArrayBuffer): Promise<Uint8Array> {
  const copy = CERTIFICATE[fields.language].pdf
  const format = formatsFor(fields.language)
  const dates = copy.dates(format.date(fields.startDate), format.date(fields.endDate))
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(fontBytes, { subset: true })
  doc.setTitle(copy.documentTitle(fields.fullName))
  doc.setSubject(dates)
  doc.setKeywords([fields.code])
  doc.setLanguage(fields.language === 'es' ? 'es-US' : 'en-US')
  doc.setProducer('VITAL Youth Leadership Bootcamp')
  doc.setCreator('VITAL Youth Leadership Bootcamp')
  const page = doc.addPage([WIDTH, HEIGHT])
  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: PRIMARY, borderWidth: 4 })
  page.drawRectangle({ x: 34, y: 34, width: WIDTH - 68, height: HEIGHT - 68, borderColor: PRIMARY, borderWidth: 1 })
  centred(page, font, copy.programme, 520, 16, PRIMARY)
  centred(page, font, copy.title, 466, 36)
  centred(page, font, copy.certifies, 420, 16, MUTED)
  centred(page, font, fields.fullName, 362, nameSize(font, fields.fullName))
  centred(page, font, copy.completed, 318, 16)
  centred(page, font, copy.principles, 294, 16)
  centred(page, font, dates, 256, 18)
  // The verification code, its address and its QR code, bottom right; the code also bottom left.
  const { path, size } = qrPath(fields.verifyUrl)
  const scale = 104 / size
  page.drawSvgPath(path, { x: WIDTH - 60 - size * scale, y: 60 + size * scale, scale, color: INK })
  page.drawText(copy.code(fields.code), { x: 60, y: 112, size: 13, font, color: INK })
  page.drawText(copy.verifyAt, { x: 60, y: 90, size: 10, font, color: MUTED })
  page.drawText(fields.verifyUrl, { x: 60, y: 74, size: 10, font, color: MUTED })
  return doc.save()
}
