import { seatOutOfOrderRoute } from './seats/out-of-order'
import { assistanceChangeRoute } from './payments/assistance-change'
import { healthStaffRoutes } from './health-records/staff-routes'
import './base/validation'
import { Hono, type Context } from 'hono'
import { except } from 'hono/combine'
import { requestId } from 'hono/request-id'
import type { AppEnv } from './base/env'
import { ApiError, handleError, jsonError } from './base/errors'
import { detectLanguage } from './base/language'
import { database } from './base/middleware/database'
import { limitBody } from './base/middleware/json-body'
import { assessmentRoutes } from './assessment/routes'
import { assessmentStaffRoutes } from './assessment/staff-routes'
import { verifyRoutes } from './certificates/verify'
import { certificateStaffRoutes, cohortCertificateRoutes } from './certificates/staff-routes'
import { noStore, referrerPolicy, securityHeaders } from './base/middleware/headers'
import { pagePolicy } from './base/middleware/page-policy'
import { apiCors, isLoopbackHost, loopbackHostOnly, rejectForeignOrigin } from './base/middleware/origins'
import { notFoundPage } from './pages/not-found'
import { cohortRoutes } from './cohorts/routes'
import { withCohortFacts } from './cohorts/page'
import { contactRoute } from './contact/routes'
import { emailSignupRoute } from './signups/routes'
import { healthRoute } from './health/routes'
import { registerRoute } from './registration/routes'
import { unsubscribeRoute } from './signups/unsubscribe'
import { resultsRoutes } from './results/routes'
import { withOwnResults } from './results/page'
import { followUpStopRoutes } from './follow-up/stop'
import { followUpAnswerRoutes } from './follow-up/answer'
import { followUpAnswerStaffRoutes } from './follow-up/staff-routes'
import { placeRoute } from './interest/place'
import { claimRoute } from './seats/claim'
import { payRoute } from './payments/pay'
import { familyRoutes } from './family/routes'
import { funnelRoute } from './charts/funnel'
import { stripeWebhookRoute } from './payments/webhook'
import { guidePage } from './pages/guide'
import { accessibilityPage, privacyPage, termsPage } from './legal/routes'
import { SITE } from '../content/site'
import { LANGUAGES, type Language } from '../content/language'
import { embedFormPost, embedPage } from './pages/embed'
import { answerFormPost, withFormAnswer } from './no-script/answer'
import { NATIVE_FIELDS } from '../contract/native-forms'
import { keysOf } from '../contract/records'
import { embedBuilderPage } from './pages/embed-builder'
import { staffOriginGuard } from './base/staff/guard'
import type { AdminEnv } from './base/staff/session'
import { assertEveryRouteDeclared, staffGate } from './base/staff/access'
import { sessionRoute } from './staff/sign-in'
import { overviewRoutes } from './overview/routes'
import { exportRoutes, LIST_SPECS, listRoutes } from './lists/routes'
import { registrationStaffRoutes } from './registration/staff-routes'
import { messageStaffRoutes } from './contact/staff-routes'
import { assignCohortRoute, cohortAdminRoutes } from './cohorts/admin'
import { placementRoute } from './seats/staff'
import { paymentsExportRoute, paymentStaffRoutes } from './payments/staff'
import { rosterExportRoute, rosterRoutes } from './roster/routes'
import { checkOutRoutes } from './release/check-out-routes'
import { cohortIncidentRoutes, incidentRoutes } from './incidents/routes'
import { cardRoutes } from './cards/routes'
import { announcementRoutes } from './announcements/routes'
import { legalHoldRoutes, retentionRoutes } from './retention/routes'
import { chartRoutes } from './charts/routes'
import { erasureRoutes } from './erasure/routes'
import { suppressedRoutes } from './suppressed/routes'
import { auditRoutes } from './audit/routes'
import { ADMIN_SCREEN, serveConsole } from './staff/console-page'
import { invitationRoutes, staffRoutes } from './staff/accounts'
import { officeRoutes } from './office/routes'
import { allowLoaderAfterPaint } from './pages/home-script'

const API_PATH = /^\/api(\/|$)/
/** The pre-rendered home pages, each in its language: the next cohort is written into them as they are served. */
const HOME_PAGES = new Map(LANGUAGES.map((language) => [SITE[language].path, language]))
/** Every form is on the home pages, and posts to them without script (no-script/answer.ts). */
const HOME_FORMS = keysOf(NATIVE_FIELDS)

/** A home page as served: the built file with the next cohort written in. */
async function homePage(c: Context<AppEnv>, language: Language): Promise<Response> {
  const file = await c.env.ASSETS.fetch(new Request(new URL(SITE[language].path, c.req.url)))
  await allowLoaderAfterPaint(c)
  return withOwnResults(c, await withCohortFacts(c, fromAssets(file, SITE[language].path), language), language)
}

/** A home page's forms, sent without script: answered with the page. */
function homeFormPost(language: Language) {
  return (c: Context<AppEnv>) => answerFormPost(c, { language, forms: HOME_FORMS, page: () => homePage(c, language) })
}
/** Files partner pages load: module scripts are fetched in CORS mode, so they need a grant. */
const EMBEDDABLE_FILE = /\.(js|css|svg)$/
/** Files whose names carry a content hash (Vite's chunks, 6 characters, and assets, 8): they never change. */
const HASHED_FILE = /^\/(chunks|assets)\/[^/]+-[A-Za-z0-9_-]{6,8}\.[a-z]+$/
/** Demo and measurement pages, the build's manifest and its markup for forms sent without script (read by the worker itself): served by `npm start` only. */
const LOCAL_ONLY_FILE =
  /^\/(sections\.html|host-below-fold\.(html|css)|host-without-widget\.html|build-manifest\.json|no-script\.json)$/

/**
 * A mutable copy of an asset response (the binding's headers are immutable and the security
 * headers middleware writes to them). Embeddable files carry no cookies or personal data, so
 * any origin may load them.
 */
function fromAssets(response: Response, path: string) {
  const copy = new Response(response.body, response)
  // The asset store's own cache's word on the file, not on this answer (a home page is rewritten
  // on each request): bytes of the page's first round trip that tell a visitor nothing.
  copy.headers.delete('CF-Cache-Status')
  const embeddable = EMBEDDABLE_FILE.test(path)
  if (embeddable) {
    copy.headers.set('Access-Control-Allow-Origin', '*')
    copy.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
  } else {
    copy.headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  }
  // A new build gives a changed chunk a new name, so a year is safe; bootcamp.js and pages keep
  // the asset server's revalidation so a release reaches partner pages at once.
  if (response.ok && HASHED_FILE.test(path)) copy.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  return copy
}

/**
 * The staff console's API, every feature's staff routes under `/api/admin`: the origin checks,
 * then the gate (base/staff/access.ts): a session, and the capability each route declares.
 */
const staffApi = new Hono<AdminEnv>()
  .use(...staffOriginGuard)
  .use(staffGate)
  .route('/session', sessionRoute)
  .route('/invitation', invitationRoutes)
  .route('/staff', staffRoutes)
  .route('/overview', overviewRoutes)
  .route('/registrations', listRoutes(LIST_SPECS.registrations))
  .route('/registrations', assignCohortRoute)
  .route('/registrations', placementRoute)
  .route('/registrations', seatOutOfOrderRoute)
  .route('/registrations', paymentStaffRoutes)
  .route('/registrations', assistanceChangeRoute)
  .route('/signups', listRoutes(LIST_SPECS.signups))
  .route('/messages', listRoutes(LIST_SPECS.messages))
  .route('/registrations', registrationStaffRoutes)
  .route('/registrations', healthStaffRoutes)
  .route('/registrations', officeRoutes)
  .route('/messages', messageStaffRoutes)
  .route('/export/registrations', exportRoutes('registrations', LIST_SPECS.registrations))
  .route('/export/signups', exportRoutes('signups', LIST_SPECS.signups))
  .route('/export/messages', exportRoutes('messages', LIST_SPECS.messages))
  .route('/export/payments', paymentsExportRoute)
  .route('/export/roster', rosterExportRoute)
  .route('/erase', erasureRoutes)
  .route('/suppressed', suppressedRoutes)
  .route('/cohorts', cohortAdminRoutes)
  .route('/cohorts', rosterRoutes)
  .route('/cohorts', checkOutRoutes)
  .route('/cohorts', cohortIncidentRoutes)
  .route('/incidents', incidentRoutes)
  .route('/cohorts', cardRoutes)
  .route('/cohorts', assessmentStaffRoutes)
  .route('/cohorts', cohortCertificateRoutes)
  .route('/cohorts', followUpAnswerStaffRoutes)
  .route('/certificates', certificateStaffRoutes)
  .route('/results', resultsRoutes)
  .route('/cohorts', announcementRoutes)
  .route('/settings/retention', retentionRoutes)
  .route('/settings/legal-hold', legalHoldRoutes)
  .route('/charts', chartRoutes)
  .route('/audit', auditRoutes)

// Deny by default: a console route without a declared capability stops the worker here.
assertEveryRouteDeclared(staffApi.routes)

/**
 * The whole worker as one typed Hono app: tests call `app.request()` in-process, and the
 * route chain keeps every path's types for a typed client.
 */
export const app = new Hono<AppEnv>()
  // Order matters for none of these headers: routes add to the page policy, which writes it once.
  .use(requestId(), detectLanguage, pagePolicy, securityHeaders, referrerPolicy, loopbackHostOnly)
  .use('/api/*', noStore, database)
  // Partner origins may call the forms' API; the console's API answers its own origin only.
  .use('/api/*', except(['/api/admin', '/api/admin/*'], apiCors, rejectForeignOrigin))
  .route('/api/admin', staffApi)
  .route('/api/health', healthRoute)
  .route('/api/register', registerRoute)
  .route('/api/email-signup', emailSignupRoute)
  .route('/api/contact', contactRoute)
  .route('/api/cohorts', cohortRoutes)
  .route('/api/funnel', funnelRoute)
  .route('/api/stripe/webhook', stripeWebhookRoute)
  .use('/unsubscribe', noStore, database)
  .route('/unsubscribe', unsubscribeRoute)
  .use('/follow-up/stop', noStore, database)
  .route('/follow-up/stop', followUpStopRoutes)
  // Its form is read with parseBody, which reads any size: capped here.
  .use('/follow-up/answer', noStore, database, limitBody)
  .route('/follow-up/answer', followUpAnswerRoutes)
  .use('/seat/claim', noStore, database)
  .route('/seat/claim', claimRoute)
  .use('/interest/place', noStore, database)
  .route('/interest/place', placeRoute)
  // Their forms are read with parseBody, which reads any size: capped here, as every API body is.
  .use('/pay', noStore, database, limitBody)
  .use('/pay/*', noStore, database, limitBody)
  .route('/pay', payRoute)
  .use('/family', noStore, database, limitBody)
  .use('/family/*', noStore, database, limitBody)
  .route('/family', familyRoutes)
  .use('/assessment', noStore, database, limitBody)
  .use('/assessment/*', noStore, database, limitBody)
  .route('/assessment', assessmentRoutes)
  .use('/verify/*', noStore, database)
  .route('/verify', verifyRoutes)
  .get(SITE.en.guide, guidePage)
  .get(SITE.es.guide, guidePage)
  .route('/terms', termsPage)
  .use('/privacy', database)
  .route('/privacy', privacyPage)
  .route('/accessibility', accessibilityPage)
  .get(ADMIN_SCREEN, serveConsole)
  .on('POST', [...HOME_PAGES.keys(), '/embed/:name'], noStore, database)
  .post(SITE.en.path, homeFormPost('en'))
  .post(SITE.es.path, homeFormPost('es'))
  .post('/embed/:name', embedFormPost)
  .get('/embed', embedBuilderPage)
  .get('/embed/:name', embedPage)
  // wrangler.toml runs the worker first for every path, so pages get the same headers
  // and a real 404 status; everything that is not API is a built file or not found.
  .get('*', async function serveSiteFile(c) {
    if (API_PATH.test(c.req.path)) return c.notFound()
    if (LOCAL_ONLY_FILE.test(c.req.path) && !isLoopbackHost(c)) return notFoundPage(c)
    const response = await c.env.ASSETS.fetch(c.req.raw)
    if (response.status === 404) return notFoundPage(c)
    const served = fromAssets(response, c.req.path)
    const home = HOME_PAGES.get(c.req.path)
    if (!home || response.status !== 200) return served
    // The form's answer first, so that the cohort's facts are written into a success panel too (a group's line).
    const answered = await withFormAnswer(c, served, { language: home, forms: HOME_FORMS })
    await allowLoaderAfterPaint(c)
    return withOwnResults(c, await withCohortFacts(c, answered, home), home)
  })

app.notFound(function notFound(c) {
  return API_PATH.test(c.req.path) ? jsonError(c, new ApiError(404, 'notFound')) : notFoundPage(c)
})
app.onError(handleError)
