import { and, eq, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { momentIn } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { PAYMENT, quoteLineLabel } from '../../content/payments'
import { bootcampDay, requestNow } from '../base/clock'
import { ASSISTANCE_REASON_MAX, GROUP_CODE_ALPHABET } from '../../contract/constants'
import { hasForbiddenMultilineCharacter } from '../../contract/fields'
import { SITE } from '../../content/site'
import { assistanceRequests, payments, registrationGroups, registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf, languageParameter } from '../base/language'
import { signToken, verifyToken } from '../base/notify/signed-token'
import { emailLinkPage } from '../base/page-layout'
import { decisionDeadline, openRequestNotice } from './assistance-deadline'
import { assistanceStaffJob } from './assistance-staff-job'
import type { QuoteLine } from './pricing'
import { quoteOf, type RegistrationQuote } from './quote-of'
import { checkoutLifetimeMs, closeOpenCheckout, openCheckoutOf } from './checkouts'
import { holdEndOf } from './holds'
import { cancellationsClosed, groupRateDecidedAfter, groupStatus } from './group-status'
import { lastReturned, refundsOf } from './refunds'
import { allowCheckout, standInBase, stripeFor } from './stripe'
import { hasOfficeMoney, officeBalance } from '../office/family-balance'
import { checkoutAmount } from './checkout-amount'
import { OFFICE_MONEY } from '../../content/office-money'

type Copy = (typeof PAYMENT)['en']
type Title = { [K in keyof Copy]: Copy[K] extends string ? K : never }[keyof Copy]

/** How long a payment link in an email works: each new email brings a fresh one. */
const PAYMENT_LINK_DAYS = 30

/** The family's payment link for `registration`, valid for 30 days from `now` or until staff revoke its links. */
export async function paymentLink(
  secret: string,
  origin: string,
  registration: { id: string; linkVersion: number },
  now: Date,
  language: 'en' | 'es',
) {
  const token = await signToken(
    secret,
    'payment',
    registration.id,
    Math.floor(now.getTime() / 1000) + PAYMENT_LINK_DAYS * 86_400,
    registration.linkVersion,
  )
  return `${origin}/pay?token=${token}${languageParameter(language)}`
}

const page = (
  c: Context<AppEnv>,
  title: Title,
  body: (copy: Copy) => ReturnType<typeof html>,
  status: 200 | 400 | 503 = 200,
) => emailLinkPage(c, PAYMENT, title, body, status)

/**
 * The registration a payment link names, with what it owes for `sessions` sessions (per
 * session) and its open Checkout; null for a link that does not work, including one signed
 * before staff revoked the registration's links.
 */
async function linkedQuote(c: Context<AppEnv>, sessions: number) {
  const token = c.req.query('token') ?? ''
  const secret = c.env.UNSUBSCRIBE_SECRET
  const verified = secret && token ? await verifyToken(secret, 'payment', token, requestNow(c).getTime()) : null
  if (!verified) return null
  const found = await quoteOf(c.var.db, verified.id, sessions)
  if (found?.registration.linkVersion !== verified.version) return null
  return {
    ...found,
    openCheckout: await openCheckoutOf(c.var.db, found.registration.id, requestNow(c)),
    returned: lastReturned(await refundsOf(c.var.db, found.registration.id)),
  }
}
type LinkedQuote = NonNullable<Awaited<ReturnType<typeof linkedQuote>>>

/** One of the payment pages for the link this request came by: its token and language kept. */
const linkOf = (c: Context<AppEnv>, path: string) =>
  `${path}?token=${encodeURIComponent(c.req.query('token')!)}${languageParameter(languageOf(c))}`

/** `?sessions=` (GET) or the form's `sessions` (POST): a whole number, 1 when absent or unreadable. */
const sessionsFrom = (value: unknown) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : 1)

/** The quote as a table: each line, then the total. */
export function quoteTable(c: Context<AppEnv>, copy: Copy, lines: QuoteLine[], totalCents: number) {
  const language = languageOf(c)
  const money = formatsFor(language).cents
  return html`<table class="quote">
    <tbody>
      ${lines.map((line) => html`<tr><th scope="row">${quoteLineLabel(language, line)}</th><td>${money(line.amountCents)}</td></tr>`)}
    </tbody>
    <tfoot><tr><th scope="row">${copy.total}</th><td>${money(totalCents)}</td></tr></tfoot>
  </table>`
}

/**
 * Financial assistance on the payment page: the form to ask (a short reason), or where the
 * request stands. A plain form: no script needed. `problem` and `typed` re-show a refused reason.
 */
function assistanceSection(c: Context<AppEnv>, copy: Copy, found: RegistrationQuote, problem?: string, typed = '') {
  const request = found.assistance
  const now = requestNow(c)
  if (request?.status === 'open') {
    const hold = { start: found.registration.holdStart, hours: found.cohort.holdHours }
    return html`<p role="status">${openRequestNotice(languageOf(c), request, hold, now)}</p>`
  }
  if (request?.status === 'declined') return html`<p>${copy.assistance.declined}</p>`
  if (request) return ''
  const action = linkOf(c, '/pay/assistance')
  return html`<section aria-labelledby="assistance-heading">
    <h2 id="assistance-heading">${copy.assistance.heading}</h2>
    <p>${copy.assistance.intro(momentIn(languageOf(c), decisionDeadline(now, found.cohort.assistanceDecisionDays)))}</p>
    <form method="post" action="${action}">
      <label for="reason">${copy.assistance.label}</label>
      <textarea id="reason" name="reason" rows="4" maxlength="${ASSISTANCE_REASON_MAX}" required ${problem ? html`aria-invalid="true" aria-describedby="reason-error"` : ''}>${typed}</textarea>${
        problem
          ? html`
      <p id="reason-error" class="error">${problem}</p>`
          : ''
      }
      <div class="actions"><button type="submit" class="button secondary">${copy.assistance.button}</button></div>
    </form>
  </section>`
}

/** A group's shared link: our page in the family's language, the registration form, the code. */
const groupLink = (origin: string, language: 'en' | 'es', code: string) =>
  `${origin}${SITE[language].path}?group=${code}#registration`

/** The group of friends: its link and how many count toward its rate, or the button that starts one. */
function groupSection(c: Context<AppEnv>, copy: Copy, found: RegistrationQuote) {
  const { group, cohort } = found
  if (group) {
    const link = groupLink(new URL(c.req.url).origin, languageOf(c), group.code)
    return html`<section aria-labelledby="group-heading">
      <h2 id="group-heading">${copy.group.heading}</h2>
      <p>${copy.group.yours} <a href="${link}">${link}</a></p>
      <p>${groupStatus(languageOf(c), group.settled, cohort, bootcampDay(requestNow(c)))}</p>
    </section>`
  }
  // Once cancellations have closed the rate is decided: a group started now could not earn it.
  if (cohort.groupPercent === 0 || cancellationsClosed(cohort, bootcampDay(requestNow(c)))) return ''
  const action = linkOf(c, '/pay/group')
  return html`<section aria-labelledby="group-heading">
    <h2 id="group-heading">${copy.group.heading}</h2>
    <p>${copy.group.intro(cohort.groupMinimum, cohort.groupPercent, groupRateDecidedAfter(languageOf(c), cohort))}</p>
    <form method="post" action="${action}" class="actions"><button type="submit" class="button secondary">${copy.group.button}</button></form>
  </section>`
}

/** A new group code: 8 characters from the unmistakable alphabet. */
function newGroupCode() {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return Array.from(bytes, (byte) => GROUP_CODE_ALPHABET[byte % GROUP_CODE_ALPHABET.length]).join('')
}

/** What a registration that cannot be paid for now says instead (waitlist, ended, paid). */
function notPayable(c: Context<AppEnv>, found: LinkedQuote) {
  const { registration, paid } = found
  const formats = formatsFor(languageOf(c))
  // Paid in whole at the office, or the rest paid online after it: the balance says nothing is left, and no Checkout opens.
  if (registration.status === 'seated' && hasOfficeMoney(found) && (paid || checkoutAmount(found) === 0))
    return emailLinkPage(c, OFFICE_MONEY, 'payPageTitle', () => officeBalance(languageOf(c), found))
  if (paid)
    return page(
      c,
      'paidTitle',
      (copy) =>
        html`<p>${copy.paidBody(formats.cents(paid.amountCents), formats.date(paid.paidAt ?? paid.createdAt))}</p>${registration.status === 'seated' ? groupSection(c, copy, found) : ''}`,
    )
  if (registration.status === 'waitlisted' || registration.status === 'offered')
    return page(c, 'waitlistedTitle', (copy) => html`<p>${copy.waitlistedBody}</p>`)
  if (registration.status !== 'seated')
    return returnedPage(c, found) ?? page(c, 'endedTitle', (copy) => html`<p>${copy.endedBody}</p>`)
  return null
}

/**
 * A payment that came back (it arrived for a seat no longer held, or for a quote that changed):
 * what happened and what to do, as the family's email says it. Null when none did.
 */
function returnedPage(c: Context<AppEnv>, found: LinkedQuote) {
  const returned = found.returned
  if (!returned) return null
  const participant = `${found.registration.firstName} ${found.registration.lastName}`
  const amount = formatsFor(languageOf(c)).cents(returned.amountCents)
  const origin = new URL(c.req.url).origin
  return page(
    c,
    'returnedTitle',
    (copy) =>
      html`<p role="status">${copy.returned[returned.reason](participant, amount)}</p>${
        returned.reason === 'seat-gone'
          ? html`<p>${copy.returned.registerAgain}</p>
      <p class="actions"><a class="button" href="${origin}${SITE[languageOf(c)].path}#registration">${copy.returned.registerLink}</a></p>`
          : returned.reason === 'quote-changed'
            ? html`<p class="actions"><a class="button" href="${linkOf(c, '/pay')}">${copy.returned.payLink}</a></p>`
            : ''
      }`,
  )
}

/** The quote page: what is owed, item by item, the sessions choice, Pay, and financial assistance. */
function quotePage(
  c: Context<AppEnv>,
  found: LinkedQuote,
  sessions: number,
  refused?: { problem: string; typed: string },
  status: 200 | 400 = 200,
) {
  const { registration, cohort, owed, preference, prices } = found
  const language = languageOf(c)
  const formats = formatsFor(language)
  const here = linkOf(c, '/pay')
  const stripe = stripeFor(c.env)
  return page(
    c,
    'quoteTitle',
    (copy) => {
      const intro = html`<p>${copy.quoteIntro(`${registration.firstName} ${registration.lastName}`, formats.date(cohort.startDate))}</p>`
      const assistance = assistanceSection(c, copy, found, refused?.problem, refused?.typed)
      if (!owed.ok) return html`${intro}<p>${copy.priceRange}</p>${assistance}`
      if (owed.totalCents === 0)
        return html`${intro}${quoteTable(c, copy, owed.lines, owed.totalCents)}<p role="status">${copy.nothingOwed}</p>`
      const choice =
        preference === 'individual'
          ? html`<form method="get" action="/pay" class="field">
              <input type="hidden" name="token" value="${c.req.query('token')}" />${
                language === 'es'
                  ? html`
              <input type="hidden" name="lang" value="es" />`
                  : ''
              }
              <label for="sessions">${copy.sessionsLabel}</label>
              <select id="sessions" name="sessions">
                ${Array.from({ length: prices.sessionCount }, (_, index) => index + 1).map((count) => html`<option value="${count}" ${count === sessions ? 'selected' : ''}>${count}</option>`)}
              </select>
              <button type="submit" class="button secondary">${copy.sessionsUpdate}</button>
            </form>`
          : ''
      const open = found.openCheckout
      const amount = checkoutAmount(found) ?? owed.totalCents
      const pay = open?.checkoutUrl
        ? html`<p role="status">${copy.openCheckout(momentIn(language, open.expiresAt!))}</p>
            <p class="actions"><a href="${open.checkoutUrl}" class="button">${copy.continueCheckout}</a> <a href="${linkOf(c, '/pay/return')}" class="button secondary">${copy.startOver}</a></p>`
        : stripe
          ? html`<form method="post" action="${here}" class="actions">
              <input type="hidden" name="sessions" value="${sessions}" />
              <button type="submit" class="button">${copy.payButton(formats.cents(amount))}</button>
            </form>
            <p class="note">${copy.checkoutNote}</p>${
              standInBase(c.env)
                ? html`
            <p class="note">${copy.localStandIn}</p>`
                : ''
            }`
          : html`<p>${copy.notSetUp}</p>`
      // Part paid at the office: the balance, and a Checkout for what is left alone.
      if (hasOfficeMoney(found)) return html`${intro}${officeBalance(language, found, Boolean(stripe))}${pay}`
      return html`${intro}${choice}${quoteTable(c, copy, owed.lines, owed.totalCents)}<p class="note">${copy.noFees}</p>${pay}${groupSection(c, copy, found)}${assistance}`
    },
    status,
  )
}

const invalid = (c: Context<AppEnv>) => page(c, 'invalidTitle', (copy) => html`<p>${copy.invalidBody}</p>`, 400)

/**
 * `/pay?token=…`: the link in a seated family's emails. GET shows what they owe, item by item,
 * and changes nothing (mail scanners open links); per session, the family chooses how many
 * sessions and the total follows (a plain form: no script needed). POST computes the quote again
 * on the server, records the attempt and sends the family to Stripe's hosted Checkout for exactly
 * that amount, whatever the browser sent. `/pay/done` is where Stripe sends them back: it shows
 * "paid" only once Stripe's webhook said so, and refreshes itself until then.
 */
export const payRoute = new Hono<AppEnv>()
  .get('/', async function showQuote(c) {
    allowCheckout(c)
    const sessions = sessionsFrom(c.req.query('sessions'))
    const found = await linkedQuote(c, sessions)
    if (!found) return invalid(c)
    return notPayable(c, found) ?? quotePage(c, found, sessions)
  })
  .post('/group', async function startGroup(c) {
    const found = await linkedQuote(c, 1)
    if (!found) return invalid(c)
    const back = linkOf(c, '/pay')
    // A family that has paid may start one too: the rate comes back once it is earned. Once
    // cancellations have closed, the rate is decided and a new group could not earn it.
    const closed = cancellationsClosed(found.cohort, bootcampDay(requestNow(c)))
    if (found.group || found.registration.status !== 'seated' || closed) return c.redirect(back, 303)
    // What a Checkout was opened for does not change under it: it is closed first.
    if (!(await closeOpenCheckout(c.env, c.var.db, found.registration.id, requestNow(c)))) return c.redirect(back, 303)
    const id = crypto.randomUUID()
    // A second click, or two tabs, start one group: the registration joins only while it has none.
    await c.var.db.batch([
      c.var.db.insert(registrationGroups).values({ id, code: newGroupCode(), cohortId: found.cohort.id }),
      c.var.db
        .update(registrations)
        .set({ groupId: id })
        .where(and(eq(registrations.id, found.registration.id), isNull(registrations.groupId))),
    ])
    return c.redirect(back, 303)
  })
  .post('/assistance', async function askForAssistance(c) {
    const found = await linkedQuote(c, 1)
    if (!found) return invalid(c)
    const other = notPayable(c, found)
    if (other) return other
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const reason = typeof form.reason === 'string' ? form.reason.trim() : ''
    const copy = PAYMENT[languageOf(c)].assistance
    const problem =
      !reason || hasForbiddenMultilineCharacter(reason)
        ? copy.required
        : reason.length > ASSISTANCE_REASON_MAX
          ? copy.tooLong
          : null
    if (problem) return quotePage(c, found, 1, { problem, typed: reason.slice(0, ASSISTANCE_REASON_MAX * 2) }, 400)
    // One request per registration: asking again keeps the first (and its deadline).
    const now = requestNow(c)
    // Staff hear of a new request at once: they have days, not weeks, to decide it.
    const alert = assistanceStaffJob(c.env, c.var.db, found.registration.id, now, new URL(c.req.url).origin)
    await c.var.db.batch([
      c.var.db
        .insert(assistanceRequests)
        .values({
          registrationId: found.registration.id,
          reason,
          createdAt: now.toISOString(),
          decideBy: decisionDeadline(now, found.cohort.assistanceDecisionDays),
        })
        .onConflictDoNothing(),
      ...(alert ? [alert.statement] : []),
    ])
    if (alert) c.executionCtx.waitUntil(alert.queue())
    return c.redirect(linkOf(c, '/pay'), 303)
  })
  .post('/', async function startCheckout(c) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const sessions = sessionsFrom((form as Record<string, unknown>).sessions)
    const found = await linkedQuote(c, sessions)
    if (!found) return invalid(c)
    const other = notPayable(c, found)
    if (other) return other
    const { registration, cohort, owed } = found
    const stripe = stripeFor(c.env)
    const language = languageOf(c)
    // Nothing to charge (a range price, no Stripe): the page says why.
    // What is left to pay (the whole quote, or the rest after the office took part of it), never more.
    const amount = checkoutAmount(found)
    if (!owed.ok || !amount || !stripe) return c.redirect(linkOf(c, '/pay'), 303)
    const db = c.var.db
    const now = requestNow(c)
    const origin = new URL(c.req.url).origin
    const paymentId = crypto.randomUUID()
    const lifetime = checkoutLifetimeMs(now, await holdEndOf(db, registration.id))
    // One open Checkout per registration: a second click or tab is sent to the one already open.
    const opened = await db.insert(payments).select(
      db
        .select({
          id: sql<string>`${paymentId}`.as('id'),
          registrationId: registrations.id,
          amountCents: sql<number>`${amount}`.as('amount_cents'),
          lines: sql<string>`${JSON.stringify(owed.lines)}`.as('lines'),
          sessions: sql<number | null>`${found.preference === 'individual' ? sessions : null}`.as('sessions'),
          cohortId: sql<string>`${cohort.id}`.as('cohort_id'),
          status: sql<string>`'open'`.as('status'),
          checkoutSessionId: sql<null>`null`.as('checkout_session_id'),
          checkoutUrl: sql<null>`null`.as('checkout_url'),
          paymentIntentId: sql<null>`null`.as('payment_intent_id'),
          expiresAt: sql<string>`${new Date(now.getTime() + lifetime).toISOString()}`.as('expires_at'),
          refundedCents: sql<number>`0`.as('refunded_cents'),
          language: sql<string>`${language}`.as('language'),
          origin: sql<string>`${origin}`.as('origin'),
          createdAt: sql<string>`${now.toISOString()}`.as('created_at'),
          paidAt: sql<null>`null`.as('paid_at'),
        } satisfies Record<keyof typeof payments.$inferSelect, unknown>)
        .from(registrations)
        .where(
          and(
            eq(registrations.id, registration.id),
            sql`NOT EXISTS (SELECT 1 FROM payments WHERE registration_id = ${registration.id} AND status = 'open' AND expires_at > ${now.toISOString()})`,
          ),
        ),
    )
    if (opened.meta.changes === 0) {
      // The other press may still be waiting for Stripe's answer: a moment for its address.
      for (let tries = 0; tries < 10; tries++) {
        const open = await openCheckoutOf(db, registration.id, now)
        if (open?.checkoutUrl || !open) return c.redirect(open?.checkoutUrl ?? linkOf(c, '/pay'), 303)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      return c.redirect(linkOf(c, '/pay'), 303)
    }
    const back = (path: string) => `${origin}${linkOf(c, path)}`
    try {
      // One line, what is left to pay: the items were shown on our page. Nothing names the participant.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: amount,
                product_data: { name: `VITAL Youth Leadership Bootcamp, ${formatsFor('en').date(cohort.startDate)}` },
              },
            },
          ],
          client_reference_id: registration.id,
          metadata: { payment_id: paymentId, registration_id: registration.id },
          locale: language,
          // Stripe counts on its own clock; ours may be pinned under `npm start`.
          expires_at: Math.floor((Date.now() + lifetime) / 1000),
          success_url: back('/pay/done'),
          cancel_url: back('/pay/return'),
        },
        { idempotencyKey: `checkout:${paymentId}` },
      )
      if (!session.url) throw new Error('no_checkout_url')
      await db
        .update(payments)
        .set({ checkoutSessionId: session.id, checkoutUrl: session.url })
        .where(eq(payments.id, paymentId))
      return c.redirect(session.url, 303)
    } catch (error) {
      // It never opened: it neither holds the seat nor stops the family trying again.
      await db.update(payments).set({ status: 'expired' }).where(eq(payments.id, paymentId))
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'checkout_failed',
          kind: error instanceof Error ? error.name : 'unknown',
        }),
      )
      return page(c, 'failedTitle', (copy) => html`<p>${copy.failedBody}</p>`, 503)
    }
  })
  /**
   * Stripe's cancel URL: the family came back without paying. Its Checkout is closed at Stripe
   * (so it can choose again, or ask for assistance, without waiting for it to expire), then the
   * quote shows again. Only Stripe sends families here, so no mail scanner opens it.
   */
  .get('/return', async function backFromCheckout(c) {
    const found = await linkedQuote(c, 1)
    if (!found) return invalid(c)
    await closeOpenCheckout(c.env, c.var.db, found.registration.id, requestNow(c))
    return c.redirect(linkOf(c, '/pay'), 303)
  })
  .get('/done', async function afterCheckout(c) {
    const found = await linkedQuote(c, 1)
    if (!found) return invalid(c)
    if (found.paid || found.registration.status !== 'seated') return notPayable(c, found) ?? invalid(c)
    // The family's last Checkout came back refunded (a quote changed under it): say so, not "processing".
    if (found.returned && !found.openCheckout) return returnedPage(c, found) ?? invalid(c)
    // Returning here marks nothing paid: only Stripe's signed webhook does. Until it arrives the
    // family checks again with a link (no timed refresh: WCAG 2.2.1 lets people read at their pace).
    const again = linkOf(c, '/pay/done')
    return page(
      c,
      'processingTitle',
      (copy) => html`<p role="status">${copy.processingBody}</p>
      <p class="actions"><a href="${again}" class="button">${copy.checkAgain}</a></p>`,
    )
  })
