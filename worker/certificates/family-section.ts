import type { Context } from 'hono'
import { html } from 'hono/html'
import { SESSIONS_PER_COHORT, type Cohort } from '../../contract/cohorts'
import { CERTIFICATE } from '../../content/certificates'
import type { registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { takesAssessment } from '../assessment/links'
import { familyAddress } from '../family/page'
import { cohortStandings } from './standings'

/**
 * The family page's section on the graduation certificate, for a Complete Bootcamp participant:
 * the rule until it is met, then the download and its code; a revoked one says so. Nothing for
 * anyone else. It only reads: the page's GET changes nothing (mail scanners open links), so the
 * certificate is issued by the final assessment's POST, the console or the cron sweep.
 */
export async function certificateSection(
  c: Context<AppEnv>,
  registration: typeof registrations.$inferSelect,
  cohort: Cohort | null,
) {
  if (!cohort || !takesAssessment(registration)) return ''
  const copy = CERTIFICATE[languageOf(c)].family
  const [row] = await cohortStandings(c.var.db, cohort, registration.id)
  const certificate = row?.certificate
  const body = !certificate
    ? html`<p>${copy.rule(cohort.minimumSessions, SESSIONS_PER_COHORT)}</p>`
    : certificate.revokedAt
      ? html`<p>${copy.revoked}</p>`
      : html`<p>${copy.earned(registration.firstName)}</p>
          <p><a href="${familyAddress(c, '/family/certificate')}" download>${copy.download}</a></p>
          <p class="note">${copy.code(certificate.code)}</p>`
  return html`<section aria-labelledby="certificate-heading">
    <h2 id="certificate-heading">${copy.heading}</h2>
    ${body}
  </section>`
}
