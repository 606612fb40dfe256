import type { Context } from 'hono'
import { html } from 'hono/html'
import { ASSESSMENT } from '../../content/assessment'
import type { Cohort } from '../../contract/cohorts'
import type { registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { assessmentLink, takesAssessment } from './links'
import { reportBody, reportOf } from './report'

/**
 * The family page's section on the leadership assessment: its link from the moment the Complete
 * Bootcamp's seat is held (a fresh signed link each time the page is shown); nothing otherwise.
 */
export async function assessmentSection(
  c: Context<AppEnv>,
  registration: typeof registrations.$inferSelect,
  cohort: Cohort | null,
) {
  const secret = c.env.UNSUBSCRIBE_SECRET
  if (!secret || !cohort || !takesAssessment(registration)) return ''
  const language = languageOf(c)
  const copy = ASSESSMENT[language]
  const href = await assessmentLink(secret, new URL(c.req.url).origin, registration, cohort, language)
  const report = await reportOf(c.var.db, registration.id)
  return html`<section aria-labelledby="assessment-heading">
    <h2 id="assessment-heading">${copy.familyHeading}</h2>
    ${
      report
        ? html`${reportBody(language, report, 3)}
          <p><a href="${href.replace('/assessment?', '/assessment/report?')}">${copy.report.print}</a></p>`
        : html`<p>${copy.familyBody}</p>
          <p><a href="${href}">${copy.familyLink}</a></p>`
    }
  </section>`
}
