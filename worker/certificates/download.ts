import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import { lastSessionDay } from '../../contract/cohorts'
import { registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { findCohort } from '../cohorts/store'
import { cohortStandings } from './standings'
import { verifyAddress } from './verify'

/**
 * The certificate of the registration a family link opened, as a PDF in the page's language;
 * null when it has none, or it was revoked (the family page then shows why).
 */
export async function certificateDownload(c: Context<AppEnv>, registrationId: string): Promise<Response | null> {
  const registration = await c.var.db.select().from(registrations).where(eq(registrations.id, registrationId)).get()
  const cohort = registration?.cohortId ? await findCohort(c.var.db, registration.cohortId) : null
  if (!registration || !cohort) return null
  const [row] = await cohortStandings(c.var.db, cohort, registrationId)
  const certificate = row?.certificate
  if (!certificate || certificate.revokedAt) return null
  const language = languageOf(c)
  // Loaded on the first download only: pdf-lib, fontkit and the font are two thirds of the
  // worker's bundle, and every other request would otherwise pay for evaluating them.
  const [{ certificatePdf }, { CERTIFICATE_FONT }] = await Promise.all([import('./pdf'), import('./font')])
  const pdf = await certificatePdf(
    {
      fullName: `${registration.firstName} ${registration.lastName}`,
      startDate: cohort.startDate,
      endDate: lastSessionDay(cohort),
      code: certificate.code,
      verifyUrl: verifyAddress(new URL(c.req.url).origin, certificate.code, language),
      language,
    },
    CERTIFICATE_FONT,
  )
  c.header('X-Robots-Tag', 'noindex, nofollow')
  return c.body(pdf.slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    // The file's name carries the code, never the participant's name.
    'Content-Disposition': `attachment; filename="vital-certificate-${certificate.code}.pdf"`,
  })
}
