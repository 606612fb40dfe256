import type { Context } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { BOOTCAMP_TIME_ZONE, LIMITS, SESSION_PREFERENCE_VALUES } from '../../contract/constants'
import { lastSessionDay } from '../../contract/cohorts'
import { CALENDAR } from '../../content/calendar'
import { cohortLines } from '../../content/cohort'
import { FAMILY } from '../../content/family'
import { momentIn } from '../../content/emails'
import type { Language } from '../../content/language'
import { formatsFor } from '../../content/format'
import { FORMS } from '../../content/forms'
import { PAYMENT } from '../../content/payments'
import { SITE } from '../../content/site'
import { bootcampDay } from '../base/clock'
import { toPublic } from '../cohorts/store'
import { hasEnded } from '../seats/rules'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { signedLinkAddress, signedLinkPage } from '../base/page-layout'
import { quoteTable } from '../payments/pay'
import { groupStatus } from '../payments/group-status'
import { refundDeadline } from '../payments/refund-rule'
import { refundableCents } from '../payments/refunds'
import type { FamilyView } from './view'
import { healthClosed, healthSection, type HealthRefused, type HealthState } from '../health-records/family-section'
import { HEALTH_RECORD } from '../../content/health-records'
import { readinessSection } from '../readiness/family-section'
import type { ReadinessPart } from '../../contract/readiness'
import { consentSection, type ConsentRefusal } from './consent-section'
import { hasOfficeMoney, officeBalance, settled } from '../office/family-balance'
import { OFFICE_MONEY } from '../../content/office-money'
import { releaseSection, type ReleaseRefused, type ReleaseState } from '../release/family-section'

type Copy = (typeof FAMILY)['en']

/** What a refused form re-shows: each field's problem, and what was typed. */
export interface Refused {
  section: 'details' | 'preference' | 'cancel' | 'erase'
  problems: Partial<Record<string, string>>
  typed: Partial<Record<string, string>>
}

/** The sections a saved change is confirmed in (`?done=`). */
export const SAVED_SECTIONS = ['preference', 'details', 'consent', 'consent-withdrawn', 'health', 'release'] as const
export type SavedSection = (typeof SAVED_SECTIONS)[number]

/** One of the family's pages for the link this request came by: its token and language kept. */
export const familyAddress = signedLinkAddress

/** A page of the family's in their language: never cached, never indexed, never framed. */
export const familyPage = signedLinkPage

/** A text field with its label, and its problem under it when refused. */
function field(
  name: string,
  label: string,
  value: string,
  problem: string | undefined,
  max: number,
  required = true,
  type: 'text' | 'tel' = 'text',
) {
  return html`<p class="field-stack">
    <label for="${name}">${label}</label>
    <input type="${type}" id="${name}" name="${name}" value="${value}" maxlength="${max}" ${required ? 'required' : ''} autocomplete="off" ${problem ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''} />${
      problem ? html`<span id="${name}-error" class="error">${problem}</span>` : ''
    }
  </p>`
}

/** A confirming checkbox, required, with its problem under it when refused. */
function confirmBox(name: string, label: string, problem: string | undefined) {
  return html`<p class="confirm">
    <input type="checkbox" id="${name}" name="${name}" value="yes" required ${problem ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''} />
    <label for="${name}">${label}</label>${problem ? html`<span id="${name}-error" class="error">${problem}</span>` : ''}
  </p>`
}

const saved = (text: string) => html`<p role="status" class="saved">${text}</p>`

function statusText(copy: Copy, language: Language, view: FamilyView) {
  const { registration, owed, waitlistPlace } = view
  if (registration.status === 'seated') {
    if (settled(owed)) return copy.status.paid
    return view.holdReleaseAt
      ? `${copy.status.seated} ${copy.status.holdEnds(momentIn(language, view.holdReleaseAt))}`
      : copy.status.seated
  }
  if (registration.status === 'waitlisted') return copy.status.waitlisted(waitlistPlace ?? 1)
  if (registration.status === 'offered')
    return copy.status.offered(registration.offerExpiresAt ? momentIn(language, registration.offerExpiresAt) : null)
  return copy.status[registration.status]
}

/** When and where, the four dates, and the calendar links. */
function cohortSection(c: Context<AppEnv>, copy: Copy, view: FamilyView) {
  const { cohort } = view
  if (!cohort) return ''
  const language = languageOf(c)
  const formats = formatsFor(language)
  const lines = cohortLines(language, toPublic(cohort, view.today))
  const origin = new URL(c.req.url).origin
  const ics = `${origin}/api/cohorts/${cohort.id}/calendar.ics?lang=${language}`
  const compact = (day: string, time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00`
  const first = cohort.sessionDates[0] ?? cohort.startDate
  const google = new URL('https://calendar.google.com/calendar/render')
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: CALENDAR[language].name,
    dates: `${compact(first, cohort.sessionStart)}/${compact(first, cohort.sessionEnd)}`,
    ctz: BOOTCAMP_TIME_ZONE,
    recur: `RRULE:FREQ=WEEKLY;COUNT=${cohort.sessionDates.length}`,
    location: cohort.place,
    details: CALENDAR[language].description(new URL(SITE[language].path, origin).href),
  }).toString()
  // Outlook.com subscribes to the file itself: all four sessions, kept up to date if a date moves.
  const outlook = new URL('https://outlook.live.com/calendar/0/addfromweb')
  outlook.search = new URLSearchParams({ url: ics, name: CALENDAR[language].name }).toString()
  return html`<section aria-labelledby="cohort-heading">
    <h2 id="cohort-heading">${copy.cohortHeading}</h2>
    <p>${lines.hours}. ${lines.location}</p>
    <h3>${copy.sessionsLabel}</h3>
    <ul class="sessions">
      ${cohort.sessionDates.map((day) => html`<li>${formats.date(day)}</li>`)}
    </ul>
    ${
      // A cancelled or lapsed registration, or a bootcamp that is over, has no sessions to put in a calendar.
      hasEnded(view.registration.status) || view.today > lastSessionDay(cohort)
        ? ''
        : html`<ul class="links">
            <li><a href="${ics}" download>${copy.calendar.download}</a></li>
            <li><a href="${google.href}" rel="noreferrer">${copy.calendar.google}</a></li>
            <li><a href="${outlook.href}" rel="noreferrer">${copy.calendar.outlook}</a></li>
          </ul>`
    }
  </section>`
}

/** Money sent back on the registration's payments, each refund with its amount, day and reason. */
function refundsSection(c: Context<AppEnv>, copy: Copy, view: FamilyView) {
  if (view.refunds.length === 0) return ''
  const formats = formatsFor(languageOf(c))
  return html`<section aria-labelledby="refunds-heading">
    <h2 id="refunds-heading">${copy.refundsHeading}</h2>
    <ul>
      ${view.refunds.map((refund) => html`<li>${copy.refunds[refund.reason](formats.cents(refund.amountCents), formats.date(bootcampDay(new Date(refund.createdAt))))}</li>`)}
    </ul>
    <p>${copy.refundsNote}</p>
  </section>`
}

/** What is owed, item by item, and the way to pay or ask for assistance. */
function owedSection(c: Context<AppEnv>, copy: Copy, view: FamilyView, payHref: string | null) {
  const { owed, registration } = view
  if (!owed || registration.status !== 'seated') return ''
  const payment = PAYMENT[languageOf(c)]
  // The group rate is refunded once earned: the family reads where its group stands, paid or not.
  const group = owed.group
    ? html`<p>${groupStatus(languageOf(c), owed.group.settled, owed.cohort, view.today)}</p>`
    : ''
  // Part paid at the office: the balance, and (payHrefOf) a Checkout for what is left alone.
  if (hasOfficeMoney(owed)) {
    const office = OFFICE_MONEY[languageOf(c)]
    const left = formatsFor(languageOf(c)).cents(owed.balance?.dueCents ?? 0)
    return html`<section aria-labelledby="owed-heading">
      <h2 id="owed-heading">${office.heading}</h2>
      ${officeBalance(languageOf(c), owed, Boolean(payHref))}${group}${payHref ? html`<p><a class="button" href="${payHref}">${office.payBalance(left)}</a></p>` : ''}
    </section>`
  }
  if (owed.paid)
    return group
      ? html`<section aria-labelledby="group-heading"><h2 id="group-heading">${payment.group.heading}</h2>${group}</section>`
      : ''
  const body = !owed.owed.ok
    ? html`<p>${copy.priceRange}</p>`
    : owed.owed.totalCents === 0
      ? html`<p>${copy.owedNothing}</p>`
      : quoteTable(c, payment, owed.owed.lines, owed.owed.totalCents)
  return html`<section aria-labelledby="owed-heading">
    <h2 id="owed-heading">${copy.owedHeading}</h2>
    ${body}${group}${payHref ? html`<p><a class="button" href="${payHref}">${copy.payLink}</a></p>` : ''}
  </section>`
}

/** The session preference, changeable while the registration is alive and unpaid. */
function preferenceSection(c: Context<AppEnv>, copy: Copy, view: FamilyView, done: boolean, refused?: Refused) {
  const { registration, owed } = view
  // Money taken at the office was for this bill: changing the choice is done with the office.
  if (hasEnded(registration.status) || owed?.paid || hasOfficeMoney(owed)) return ''
  const labels = FORMS[languageOf(c)].registration.sessions
  const problem = refused?.section === 'preference' ? refused.problems.sessionPreference : undefined
  return html`<section aria-labelledby="preference-heading">
    <h2 id="preference-heading">${copy.change.heading}</h2>${done ? saved(copy.change.saved) : ''}${problem ? html`<p role="alert" class="error">${problem}</p>` : ''}
    <form method="post" action="${familyAddress(c, '/family/preference')}" class="field">
      <label for="sessionPreference">${copy.change.label}</label>
      <select id="sessionPreference" name="sessionPreference">
        ${SESSION_PREFERENCE_VALUES.map((value) => html`<option value="${value}" ${(registration.sessionPreference ?? 'complete') === value ? 'selected' : ''}>${labels[value]}</option>`)}
      </select>
      <button type="submit" class="button secondary">${copy.change.button}</button>
    </form>
  </section>`
}

/** The details a family may correct: the names, the phone, the emergency contact. */
function detailsSection(c: Context<AppEnv>, copy: Copy, view: FamilyView, refused?: Refused, done = false) {
  const { registration } = view
  if (hasEnded(registration.status)) return ''
  const mine = refused?.section === 'details'
  const problems = mine ? refused.problems : {}
  const value = (name: 'firstName' | 'lastName' | 'phone' | 'emergencyContact') =>
    (mine ? refused.typed[name] : registration[name]) ?? ''
  return html`<section aria-labelledby="details-heading">
    <h2 id="details-heading">${copy.details.heading}</h2>${done ? saved(copy.details.saved) : ''}${
      problems.form ? html`<p role="alert" class="error">${problems.form}</p>` : ''
    }
    <form method="post" action="${familyAddress(c, '/family/details')}">
      ${field('firstName', copy.details.firstName, value('firstName'), problems.firstName, LIMITS.name)}
      ${field('lastName', copy.details.lastName, value('lastName'), problems.lastName, LIMITS.name)}
      ${field('phone', copy.details.phone, value('phone'), problems.phone, LIMITS.phone, true, 'tel')}
      ${field('emergencyContact', copy.details.emergencyContact, value('emergencyContact'), problems.emergencyContact, LIMITS.emergencyContact, false)}
      <div class="actions"><button type="submit" class="button secondary">${copy.details.button}</button></div>
    </form>
  </section>`
}

/** Cancelling, with the cohort's refund rule said before the button. */
function cancelSection(c: Context<AppEnv>, copy: Copy, view: FamilyView, refused?: Refused) {
  const { registration, cohort, owed } = view
  if (hasEnded(registration.status)) return ''
  const formats = formatsFor(languageOf(c))
  const deadline = cohort ? refundDeadline(cohort.startDate, cohort.refundDays) : null
  const rule =
    cohort && deadline
      ? html`<p>${copy.cancel.refundRule(cohort.refundDays, formats.date(deadline))}</p>${
          owed?.paid
            ? html`<p><strong>${view.today <= deadline ? copy.cancel.refundNow(formats.cents(refundableCents(owed.paid))) : copy.cancel.noRefundNow}</strong></p>`
            : ''
        }`
      : ''
  return html`<section aria-labelledby="cancel-heading">
    <h2 id="cancel-heading">${copy.cancel.heading}</h2>
    ${rule}
    <form method="post" action="${familyAddress(c, '/family/cancel')}">
      ${confirmBox('confirmCancel', copy.cancel.confirm(registration.firstName), refused?.section === 'cancel' ? copy.cancel.confirmProblem : undefined)}
      <div class="actions"><button type="submit" class="button danger">${copy.cancel.button}</button></div>
    </form>
  </section>`
}

/** Download and erasure of this registration's data. */
function dataSection(c: Context<AppEnv>, copy: Copy, view: FamilyView, refused?: Refused) {
  return html`<section aria-labelledby="data-heading">
    <h2 id="data-heading">${copy.data.heading}</h2>
    <p>${copy.data.intro}</p>
    <p><a href="${familyAddress(c, '/family/data.json')}" download="registration.json">${copy.data.download}</a></p>
    <p><a href="${familyAddress(c, '/family/data.json', '&health=yes')}" download="registration.json">${HEALTH_RECORD[languageOf(c)].download}</a></p>
    <form method="post" action="${familyAddress(c, '/family/erase')}">
      ${confirmBox('confirmErase', copy.data.eraseConfirm(view.registration.firstName), refused?.section === 'erase' ? copy.cancel.confirmProblem : undefined)}
      <div class="actions"><button type="submit" class="button danger">${copy.data.eraseButton}</button></div>
    </form>
  </section>`
}

/** The family's page: status, when and where, what is owed, consent, changes, cancel, data. */
export function familyPageOf(
  c: Context<AppEnv>,
  view: FamilyView,
  options: {
    payHref: string | null
    refused?: Refused
    consentRefused?: ConsentRefusal
    done?: SavedSection | 'cancelled'
    status?: 200 | 400 | 403 | 409
    health?: HealthState
    healthRefused?: HealthRefused
    notReady?: ReadinessPart[] | null
    /** The release rules (worker/release/), shown while the registration is alive. */
    release?: ReleaseState
    releaseRefused?: ReleaseRefused
    /** A cohort open to this registration of interest (worker/interest/family-status.ts): said instead of "No cohort is open yet". */
    opening?: { status: string; href: string; label: string } | null
    /** The participant's leadership assessment and report (worker/assessment/family-section.ts), when they take it. */
    assessment?: HtmlEscapedString | Promise<HtmlEscapedString> | ''
  },
) {
  const copy = FAMILY[languageOf(c)]
  const { registration } = view
  const { refused, done } = options
  const title = copy.title(`${registration.firstName} ${registration.lastName}`)
  return familyPage(
    c,
    title,
    html`<section aria-labelledby="status-heading">
        <h2 id="status-heading">${copy.statusHeading}</h2>
        <p role="status">${done === 'cancelled' ? copy.cancel.done : (options.opening?.status ?? statusText(copy, languageOf(c), view))}</p>${options.opening && done !== 'cancelled' ? html`<p><a class="button" href="${options.opening.href}">${options.opening.label}</a></p>` : ''}
      </section>
      ${options.notReady && view.cohort && !healthClosed(view) ? readinessSection(c, options.notReady) : ''}
      ${cohortSection(c, copy, view)} ${owedSection(c, copy, view, options.payHref)} ${options.assessment ?? ''}
      ${refundsSection(c, copy, view)}${consentSection(languageOf(c), (path) => familyAddress(c, path), view, {
        refused: options.consentRefused,
        done: done === 'consent' || done === 'consent-withdrawn' ? done : undefined,
      })}
      ${options.health && !hasEnded(registration.status) ? healthSection(c, view, options.health, familyAddress(c, '/family/health'), { refused: options.healthRefused, done: done === 'health' }) : ''}${options.release !== undefined && !hasEnded(registration.status) ? releaseSection(c, { registration, closed: healthClosed(view) }, options.release, familyAddress(c, '/family/release'), { refused: options.releaseRefused, done: done === 'release' }) : ''}
      ${preferenceSection(c, copy, view, done === 'preference', refused)} ${detailsSection(c, copy, view, refused, done === 'details')}
      ${cancelSection(c, copy, view, refused)} ${dataSection(c, copy, view, refused)}`,
    options.status ?? 200,
  )
}
