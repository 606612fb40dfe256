import { and, eq, getTableColumns } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import * as z from 'zod/mini'
import { FAMILY } from '../../content/family'
import { CONSENTS } from '../../content/consents'
import { CONSENT_KINDS } from '../../contract/consents'
import { giveConsent, giverFor, isWithdrawable, withdrawConsent } from '../consents/give'
import { perLanguage } from '../../content/language'
import { formatsFor } from '../../content/format'
import { audit } from '../base/staff/audit'
import { bootcampDay, requestNow } from '../base/clock'
import { heldSection, registrationErasure } from './erase'
import { erasedRegistrations, heldDetail, holdsOf, type ErasedRegistration } from '../retention/legal-hold'
import { legalHoldYears } from '../retention/settings'
import { consents, payments, registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { ApiError } from '../base/errors'
import { languageOf } from '../base/language'
import { refuseWritesFromOtherOrigins } from '../base/middleware/origins'
import { RATE_LIMITS } from '../base/middleware/rate-limit'
import { closeOpenCheckout } from '../payments/checkouts'
import { refundableCents, refundPayment } from '../payments/refunds'
import { paymentLink } from '../payments/pay'
import { participantKey } from '../registration/routes'
import { fillFreedSeats, queueOffers } from '../seats/fill'
import { hasEnded } from '../seats/rules'
import { schemasOf, validInLanguage } from '../base/validation'
import { LIMITS, SESSION_PREFERENCE_VALUES } from '../../contract/constants'
import { openFamilyLink, type FamilyLinkCheck } from './links'
import { openingStatusOf } from '../interest/family-status'
import { familyAddress, familyPage, familyPageOf, SAVED_SECTIONS, type Refused } from './page'
import { refundDeadline } from '../payments/refund-rule'
import { familyView, type FamilyView } from './view'
import { healthClosed } from '../health-records/family-section'
import { healthForDownload, healthStateOf, healthUnavailablePage, withKey } from '../health-records/family'
import { readHealthForm } from '../health-records/form'
import { saveHealthRecord } from '../health-records/store'
import { missingFor } from '../readiness/readiness'
import { enqueue } from '../base/notify/jobs'
import { eventJob } from '../messages/event-job'
import { assessmentSection } from '../assessment/family-section'
import { certificateSection } from '../certificates/family-section'
import { certificateDownload } from '../certificates/download'
import { settled } from '../office/family-balance'
import { readReleaseForm } from '../release/form'
import { releaseRulesOf, saveReleaseRules } from '../release/store'
import { checkOuts, incidentCorrections, incidents, releaseRules } from '../base/db/schema'
import { followUpAnswers } from '../base/db/schema'

type FamilyContext = Context<AppEnv>

/** The registration each request's link opened (set by the link check that runs first). */
const openedBy = new WeakMap<Request, string>()
const registrationIdOf = (c: FamilyContext) => openedBy.get(c.req.raw)!

/** The page a link that opens nothing answers: why, and what to do instead. */
function refusedLink(c: Context<AppEnv>, refused: Exclude<FamilyLinkCheck, { registrationId: string }>['refused']) {
  const copy = FAMILY[languageOf(c)].invalid
  const [title, body] =
    refused === 'expired'
      ? [copy.expiredTitle, copy.expiredBody]
      : refused === 'revoked'
        ? [copy.revokedTitle, copy.revokedBody]
        : [copy.title, copy.body]
  return familyPage(c, title, html`<p>${body}</p>`, refused === 'invalid' ? 400 : 410)
}

/** The family's page of `view`, with the way to pay (the signed payment link) when there is one. */
async function pageOf(
  c: FamilyContext,
  view: FamilyView,
  options: Omit<Parameters<typeof familyPageOf>[2], 'payHref'>,
) {
  const health = await healthStateOf(c, c.var.db, c.env, view.registration.id)
  const notReady = await missingFor(c.var.db, view.registration.id)
  return familyPageOf(c, view, {
    ...options,
    health,
    notReady,
    release: await releaseRulesOf(c.var.db, view.registration.id),
    payHref: await payHrefOf(c, view),
    opening: view.registration.status === 'interest' ? await openingStatusOf(c, view.registration) : null,
    assessment: html`${await assessmentSection(c, view.registration, view.cohort)}${await certificateSection(c, view.registration, view.cohort)}`,
  })
}

async function payHrefOf(c: FamilyContext, view: FamilyView) {
  const secret = c.env.UNSUBSCRIBE_SECRET
  // Paid in full (online, at the office, or both): no Checkout. Part paid at the office: one for the rest.
  if (!secret || view.registration.status !== 'seated' || settled(view.owed)) return null
  return paymentLink(secret, new URL(c.req.url).origin, view.registration, requestNow(c), languageOf(c))
}

/** Two names the same but for case, accents' composition and spacing. */
const sameName = (a: string, b: string) => {
  const plain = (name: string) => name.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
  return plain(a) === plain(b)
}

/** A form's fields, as strings (a repeated field keeps its last value). */
async function formOf(c: FamilyContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}))
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

const backTo = (c: FamilyContext, done: string) => c.redirect(familyAddress(c, '/family', `&done=${done}`), 303)

/** The details a family may correct, checked with the registration form's own rules. */
const detailsSchemas = perLanguage((language) =>
  z.pick(schemasOf('registration')[language], { firstName: true, lastName: true, phone: true, emergencyContact: true }),
)

/** Problems by field from a refusal of the one error shape. */
const problemsOf = (error: ApiError) =>
  Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message]))

/**
 * `/family?token=…`: the family's own page, from the private link in every email to a family
 * (links.ts). GET shows it and changes nothing (mail scanners open links); each action is a
 * POST from its own form, from this origin only, carrying the same token. Every request counts
 * against the address's limit, so a link cannot be guessed by trying. Never cached or indexed.
 */
export const familyRoutes = new Hono<AppEnv>()
  .use(refuseWritesFromOtherOrigins)
  .use(async function openLink(c, next) {
    const { success } = await c.env.FAMILY_LINK_LIMITER.limit({
      key: `family:${c.req.header('cf-connecting-ip') ?? 'unknown'}`,
    })
    if (!success) {
      c.header('Retry-After', String(RATE_LIMITS.FAMILY_LINK_LIMITER.period))
      const copy = FAMILY[languageOf(c)].invalid
      return familyPage(c, copy.throttledTitle, html`<p>${copy.throttledBody}</p>`, 429)
    }
    const opened = await openFamilyLink(c.var.db, c.req.query('token') ?? '', requestNow(c))
    if (opened.registrationId === undefined) return refusedLink(c, opened.refused)
    openedBy.set(c.req.raw, opened.registrationId)
    await next()
  })
  .get('/', async function showFamilyPage(c) {
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), requestNow(c))
    if (!view) return refusedLink(c, 'invalid')
    return pageOf(c, view, { done: SAVED_SECTIONS.find((section) => section === c.req.query('done')) })
  })
  // The graduation certificate as a PDF (certificates/download.ts); back to the page when there is none.
  .get(
    '/certificate',
    async (c) => (await certificateDownload(c, registrationIdOf(c))) ?? c.redirect(familyAddress(c, '/family'), 303),
  )
  .post('/consents/:kind', async function giveConsentOnPage(c) {
    const kind = CONSENT_KINDS.find((known) => known === c.req.param('kind'))
    if (!kind) throw new ApiError(404, 'notFound')
    const now = requestNow(c)
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), now)
    if (!view) return refusedLink(c, 'invalid')
    const { registration } = view
    // An ended registration offers nothing to give: the request records nothing.
    if (hasEnded(registration.status)) return backTo(c, 'consent')
    const form = await formOf(c)
    const copy = CONSENTS[languageOf(c)]
    const signerName = (form.signerName ?? '').trim()
    const relationship = form.relationship === 'guardian' ? 'guardian' : 'parent'
    const refuse = (problem: string, status: 400 | 403) =>
      pageOf(c, view, {
        consentRefused: { kind, problem, signerName: signerName.slice(0, LIMITS.name * 2), relationship },
        status,
      })
    // The right person for the participant's age signs: a guardian under 18, the participant from
    // 18. The page says which; a form that claims the other, or a guardian who types the
    // participant's own name, is refused.
    const giver = giverFor(registration.age)
    const fullName = `${registration.firstName} ${registration.lastName}`
    const ownName = sameName(signerName, fullName)
    if (form.givenBy !== giver || (giver === 'guardian' && ownName))
      return refuse(giver === 'guardian' ? copy.guardianOnly : copy.participantOnly, 403)
    if (!signerName || signerName.length > LIMITS.name || /[\p{Cc}\p{Cf}]/u.test(signerName))
      return refuse(copy.nameProblem, 400)
    if (giver === 'participant' && !ownName) return refuse(copy.ownNameProblem(fullName), 400)
    await giveConsent(c.var.db, { registration, kind, signerName, relationship, language: languageOf(c), now })
    return backTo(c, 'consent')
  })
  // The health record's next version; a blank answer is saved (the page says it is incomplete).
  .post('/health', async function saveHealth(c) {
    const now = requestNow(c)
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), now)
    if (!view) return refusedLink(c, 'invalid')
    if (healthClosed(view)) return backTo(c, 'health')
    const read = readHealthForm(await formOf(c), languageOf(c))
    if (read.problems) return pageOf(c, view, { healthRefused: read, status: 400 })
    const save = () => saveHealthRecord(c.var.db, c.env, view.registration.id, read.body, languageOf(c), now)
    const saved = await withKey(
      c.get('requestId'),
      async () => (await save(), true),
      () => false,
    )
    return saved ? backTo(c, 'health') : healthUnavailablePage(c)
  })
  // Who may take the participant home: replaces the rules before, until the cohort ends.
  .post('/release', async function saveRelease(c) {
    const now = requestNow(c)
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), now)
    if (!view) return refusedLink(c, 'invalid')
    if (healthClosed(view) || hasEnded(view.registration.status)) return backTo(c, 'release')
    const read = readReleaseForm(await formOf(c), languageOf(c), view.registration.age)
    if (read.problems) return pageOf(c, view, { releaseRefused: read, status: 400 })
    await saveReleaseRules(c.var.db, view.registration.id, read.rules, languageOf(c), now)
    return backTo(c, 'release')
  })
  .post('/consents/:kind/withdraw', async function withdrawConsentOnPage(c) {
    const kind = CONSENT_KINDS.find((known) => known === c.req.param('kind'))
    if (!kind) throw new ApiError(404, 'notFound')
    // Taking part and emergency treatment end with the registration (cancel), not here.
    if (!isWithdrawable(kind)) throw new ApiError(400, 'invalid', [{ path: 'kind', message: 'Invalid' }])
    await withdrawConsent(c.var.db, registrationIdOf(c), kind, requestNow(c))
    return backTo(c, 'consent-withdrawn')
  })
  .post('/preference', async function changePreference(c) {
    const form = await formOf(c)
    const chosen = SESSION_PREFERENCE_VALUES.find((value) => value === form.sessionPreference)
    if (!chosen) throw new ApiError(400, 'invalid', [{ path: 'sessionPreference', message: 'Invalid' }])
    // A paid seat keeps what was paid for: the page offers no change then.
    const paid = await c.var.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.registrationId, registrationIdOf(c)), eq(payments.status, 'paid')))
      .get()
    if (paid) return backTo(c, 'preference')
    // What an open Checkout was quoted for does not change under it: it is closed at Stripe first,
    // and while Stripe is completing it the choice stays.
    if (!(await closeOpenCheckout(c.env, c.var.db, registrationIdOf(c), requestNow(c)))) {
      const view = await familyView(c.env, c.var.db, registrationIdOf(c), requestNow(c))
      if (!view) return refusedLink(c, 'invalid')
      const problems = { sessionPreference: FAMILY[languageOf(c)].change.paying }
      return pageOf(c, view, { refused: { section: 'preference', problems, typed: {} }, status: 409 })
    }
    await c.var.db
      .update(registrations)
      .set({ sessionPreference: chosen, updatedAt: requestNow(c).toISOString() })
      .where(eq(registrations.id, registrationIdOf(c)))
    return backTo(c, 'preference')
  })
  .post('/details', async function correctDetails(c) {
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), requestNow(c))
    if (!view) return refusedLink(c, 'invalid')
    const form = await formOf(c)
    const typed = {
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      phone: form.phone ?? '',
      emergencyContact: form.emergencyContact ?? '',
    }
    const refuse = async (problems: Refused['problems'], status: 400 | 409) =>
      pageOf(c, view, {
        refused: { section: 'details', problems, typed },
        status,
      })
    let details: z.output<(typeof detailsSchemas)['en']>
    try {
      details = await validInLanguage(languageOf(c), detailsSchemas[languageOf(c)], {
        ...typed,
        emergencyContact: typed.emergencyContact.trim() || undefined,
      })
    } catch (error) {
      if (error instanceof ApiError) return refuse(problemsOf(error), 400)
      throw error
    }
    const { registration } = view
    // The name is part of who the participant is: the repeat-submission key follows it, and a
    // key another registration holds (the same person registered twice) is refused, not merged.
    const key = await participantKey({ ...registration, ...details }, registration.cohortId)
    const clash = await c.var.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.participantKey, key))
      .get()
    if (clash && clash.id !== registration.id) return refuse({ form: FAMILY[languageOf(c)].details.duplicate }, 409)
    await c.var.db
      .update(registrations)
      .set({
        firstName: details.firstName,
        lastName: details.lastName,
        phone: details.phone,
        emergencyContact: details.emergencyContact ?? null,
        participantKey: key,
        updatedAt: requestNow(c).toISOString(),
      })
      .where(eq(registrations.id, registration.id))
    return backTo(c, 'details')
  })
  .post('/cancel', async function cancelRegistration(c) {
    const now = requestNow(c)
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), now)
    if (!view) return refusedLink(c, 'invalid')
    const { registration, cohort, owed } = view
    if (hasEnded(registration.status)) return backTo(c, 'cancelled')
    if ((await formOf(c)).confirmCancel !== 'yes')
      return pageOf(c, view, {
        refused: { section: 'cancel', problems: {}, typed: {} },
        status: 400,
      })
    const db = c.var.db
    const at = now.toISOString()
    // A Checkout left open would take money for a seat no longer held: it is closed at Stripe
    // first. One Stripe is already completing is refunded by the webhook when it arrives.
    await closeOpenCheckout(c.env, db, registration.id, now)
    // The seat it frees goes to the head of the waitlist, in the same batch (seats/fill.ts).
    const fill = registration.cohortId
      ? await fillFreedSeats(db, registration.cohortId, now, new URL(c.req.url).origin)
      : null
    // The family's email, written only by the cancel that happened here; queued once the refund below is known.
    const told = eventJob(
      db,
      'registration-cancelled',
      registration.id,
      and(eq(registrations.status, 'cancelled'), eq(registrations.statusChangedAt, at)),
      now,
      new URL(c.req.url).origin,
    )
    const [result] = await db.batch([
      db
        .update(registrations)
        .set({ status: 'cancelled', offerExpiresAt: null, statusChangedAt: at })
        .where(and(eq(registrations.id, registration.id), eq(registrations.status, registration.status))),
      audit(db, 'family-cancelled', 'family', `registration ${registration.id}: ${registration.status} to cancelled`),
      told.statement,
      ...(fill?.statements ?? []),
    ])
    if (result.meta.changes > 0 && fill) c.executionCtx.waitUntil(queueOffers(c.env, await fill.jobIds()))
    // The cohort's rule, as the page said it: a full refund until `refund_days` before the start.
    const copy = FAMILY[languageOf(c)].cancel
    const money = formatsFor(languageOf(c)).cents
    let refundLine = html``
    const paid = owed?.paid
    if (
      paid &&
      refundableCents(paid) > 0 &&
      cohort &&
      view.today <= refundDeadline(cohort.startDate, cohort.refundDays)
    ) {
      const refunded = await refundPayment(c.env, db, paid, 'cancelled').catch(() => null)
      if (refunded) refundLine = html`<p>${copy.refunded(money(refunded))}</p>`
      else {
        // The page promised the money back: staff are told in the audit log, and the family what happens next.
        await audit(
          db,
          'refund-failed',
          'family',
          `registration ${registration.id}: payment ${paid.id}, refund by hand`,
        )
        refundLine = html`<p role="alert">${copy.refundFailed(money(refundableCents(paid)))}</p>`
      }
    }
    if (result.meta.changes > 0) c.executionCtx.waitUntil(enqueue(db, c.env, [told.jobId]))
    const heldSeat = registration.status === 'seated' || registration.status === 'offered'
    return familyPage(
      c,
      copy.heading,
      // Only a seat, held or offered, goes on to the next family; a place in line or interest frees none.
      html`<p role="status">${heldSeat ? `${copy.done} ${copy.seatFreed}` : copy.done}</p>${refundLine}<p><a href="${familyAddress(c, '/family')}">${FAMILY[languageOf(c)].statusHeading}</a></p>`,
    )
  })
  .get('/data.json', async function downloadData(c) {
    const db = c.var.db
    const id = registrationIdOf(c)
    const registration = await db.select().from(registrations).where(eq(registrations.id, id)).get()
    if (!registration) return refusedLink(c, 'invalid')
    const consentRecords = await db.select().from(consents).where(eq(consents.registrationId, id))
    const paid = await db.select().from(payments).where(eq(payments.registrationId, id))
    const release = await db.select().from(releaseRules).where(eq(releaseRules.registrationId, id))
    const collected = await db.select().from(checkOuts).where(eq(checkOuts.registrationId, id))
    // Incidents without "others involved": it may name someone else's child.
    const { othersInvolved: _others, ...incidentColumns } = getTableColumns(incidents)
    const incidentRows = await db.select(incidentColumns).from(incidents).where(eq(incidents.registrationId, id))
    const corrections = await db.select().from(incidentCorrections).where(eq(incidentCorrections.registrationId, id))
    const followUp = await db.select().from(followUpAnswers).where(eq(followUpAnswers.registrationId, id))
    // Everything held about this registration, and nothing of anyone else's (a sibling's under the same address).
    const { participantKey: _key, ...fields } = registration
    // The health record only when the family asked for it (its own link on the page), decrypted.
    const health = c.req.query('health') === 'yes' ? await healthForDownload(c, db, c.env, id) : undefined
    if (health === null) return healthUnavailablePage(c)
    c.header('Content-Disposition', 'attachment; filename="registration.json"')
    return c.json({
      registration: fields,
      consents: consentRecords,
      payments: paid,
      releaseRules: release,
      checkOuts: collected,
      incidents: incidentRows,
      incidentCorrections: corrections,
      followUpAnswers: followUp,
      ...(health ? { healthRecord: health } : {}),
    })
  })
  .post('/erase', async function eraseRegistration(c) {
    const view = await familyView(c.env, c.var.db, registrationIdOf(c), requestNow(c))
    if (!view) return refusedLink(c, 'invalid')
    if ((await formOf(c)).confirmErase !== 'yes')
      return pageOf(c, view, {
        refused: { section: 'erase', problems: {}, typed: {} },
        status: 400,
      })
    const { registration } = view
    const db = c.var.db
    // This registration only: a sibling's under the same address stays. A seat it held goes to the waitlist.
    const fill = registration.cohortId
      ? await fillFreedSeats(db, registration.cohortId, requestNow(c), new URL(c.req.url).origin)
      : null
    // Its consents and check-ins stay under legal hold while the law asks, and the family is told so.
    const now = requestNow(c)
    const [hold = null] = holdsOf(
      (await c.env.DB.prepare(erasedRegistrations('id = ?1')).bind(registration.id).all<ErasedRegistration>()).results,
      bootcampDay(now),
      await legalHoldYears(db),
    )
    await db.batch([
      audit(
        db,
        'family-erased',
        'family',
        `registration ${registration.id}${hold ? `; kept under legal hold: ${heldDetail([hold])}` : ''}`,
      ),
      ...registrationErasure(db, registration.id, hold, now),
      ...(fill?.statements ?? []),
    ])
    if (fill) c.executionCtx.waitUntil(queueOffers(c.env, await fill.jobIds()))
    const language = languageOf(c)
    const copy = FAMILY[language].data
    return familyPage(
      c,
      copy.erasedTitle,
      html`<div role="status">
        <p>${copy.erasedBody}</p>
        ${hold ? heldSection(language, hold) : ''}
      </div>`,
    )
  })
