import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { CERTIFICATE_CODE } from '../../contract/certificates'
import { lastSessionDay } from '../../contract/cohorts'
import { CERTIFICATE } from '../../content/certificates'
import { formatsFor } from '../../content/format'
import { certificates, cohorts, registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf, languageParameter } from '../base/language'
import { RATE_LIMITS } from '../base/middleware/rate-limit'
import { sitePage } from '../base/page-layout'

/** The verification page's address for `code`, printed on the certificate and in its QR code. */
export const verifyAddress = (origin: string, code: string, language: 'en' | 'es') =>
  `${origin}/verify/${code}${languageParameter(language).replace('&', '?')}`

/** A page of the check: never indexed, never cached (a revocation shows at once). */
function verifyPage(
  c: Context<AppEnv>,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  status: ContentfulStatusCode,
) {
  c.header('X-Robots-Tag', 'noindex, nofollow')
  c.header('Cache-Control', 'no-store')
  return c.html(sitePage(title, html`<h1>${title}</h1>${body}`, languageOf(c)), status)
}

/**
 * `GET /verify/:code`: whoever holds a certificate (a school, an employer) checks it. It shows
 * the first name, the last name's initial, the cohort's dates and whether it is valid or was
 * revoked: nothing more (no reason, no age, no school). An unknown code answers 404. Every
 * request counts against the client's limit, so codes cannot be tried in bulk.
 */
export const verifyRoutes = new Hono<AppEnv>().get('/:code', async function verifyCertificate(c) {
  const copy = CERTIFICATE[languageOf(c)].verify
  const { success } = await c.env.FAMILY_LINK_LIMITER.limit({
    key: `verify:${c.req.header('cf-connecting-ip') ?? 'unknown'}`,
  })
  if (!success) {
    c.header('Retry-After', String(RATE_LIMITS.FAMILY_LINK_LIMITER.period))
    return verifyPage(c, copy.throttledTitle, html`<p>${copy.throttledBody}</p>`, 429)
  }
  const code = c.req.param('code').toUpperCase()
  const found = CERTIFICATE_CODE.test(code)
    ? await c.var.db
        .select({
          firstName: registrations.firstName,
          lastName: registrations.lastName,
          revokedAt: certificates.revokedAt,
          startDate: cohorts.startDate,
          sessionDates: cohorts.sessionDates,
        })
        .from(certificates)
        .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
        .innerJoin(cohorts, eq(cohorts.id, registrations.cohortId))
        .where(eq(certificates.code, code))
        .get()
    : undefined
  if (!found) return verifyPage(c, copy.notFoundTitle, html`<p>${copy.notFoundBody}</p>`, 404)
  const format = formatsFor(languageOf(c))
  const dates = CERTIFICATE[languageOf(c)].pdf.dates(format.date(found.startDate), format.date(lastSessionDay(found)))
  const initial = Array.from(found.lastName.trim())[0] ?? ''
  return verifyPage(
    c,
    copy.title,
    html`<dl class="verify">
      <dt>${copy.name}</dt>
      <dd>${found.firstName} ${initial}.</dd>
      <dt>${copy.cohort}</dt>
      <dd>${dates}</dd>
      <dt>${copy.status}</dt>
      <dd><strong>${found.revokedAt ? copy.revoked : copy.valid}</strong></dd>
    </dl>`,
    200,
  )
})
