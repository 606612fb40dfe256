import type { Context } from 'hono'
import { html } from 'hono/html'
import { ADULT_AGE, BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { lastSessionDay } from '../../contract/cohorts'
import {
  CARRIES_FIELDS,
  HEALTH_LIMITS,
  HEALTH_TEXT_FIELDS,
  type HealthRecordVersion,
} from '../../contract/health-records'
import { HEALTH_RECORD } from '../../content/health-records'
import { LOCALES } from '../../content/language'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { hasEnded } from '../seats/rules'

/** What the family page shows of the record: its newest version, or that it could not be read. */
export type HealthState = { latest: HealthRecordVersion | null } | { unreadable: true }

/** What the section needs of the family page's view. */
interface SectionView {
  registration: { firstName: string; age: number; status: Parameters<typeof hasEnded>[0] }
  cohort: { startDate: string; sessionDates: string[] } | null
  today: string
}

/** Refused input shown again: each field's problem and what was typed. */
export interface HealthRefused {
  problems: Record<string, string>
  typed: Record<string, string>
}

/** Corrections are taken until the cohort's last session day has passed. */
export const healthClosed = (view: SectionView) =>
  hasEnded(view.registration.status) || (view.cohort !== null && view.today > lastSessionDay(view.cohort))

function textArea(name: string, label: string, value: string, problem: string | undefined, max: number, rows = 2) {
  return html`<p class="field-stack">
    <label for="health-${name}">${label}</label>
    <textarea id="health-${name}" name="${name}" rows="${rows}" maxlength="${max}" ${problem ? html`aria-invalid="true" aria-describedby="health-${name}-error"` : ''}>${value}</textarea>${
      problem ? html`<span id="health-${name}-error" class="error">${problem}</span>` : ''
    }
  </p>`
}

function yesNo(name: string, legend: string, value: string, yes: string, no: string) {
  const option = (answer: 'yes' | 'no', label: string) =>
    html`<label class="choice"><input type="radio" name="${name}" value="${answer}" ${value === answer ? 'checked' : ''} /> ${label}</label>`
  return html`<fieldset class="field-stack"><legend>${legend}</legend>${option('yes', yes)} ${option('no', no)}</fieldset>`
}

/** The health and safety section of the family page: the record's state and the form that saves the next version. */
export function healthSection(
  c: Context<AppEnv>,
  view: SectionView,
  state: HealthState,
  action: string,
  options: { refused?: HealthRefused; done?: boolean } = {},
) {
  const copy = HEALTH_RECORD[languageOf(c)]
  const heading = html`<h2 id="health-heading">${copy.heading}</h2>`
  if ('unreadable' in state)
    return html`<section aria-labelledby="health-heading">${heading}<p role="alert">${copy.unavailable}</p></section>`
  const { latest } = state
  const when = new Intl.DateTimeFormat(LOCALES[languageOf(c)], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BOOTCAMP_TIME_ZONE,
  })
  const status = latest
    ? html`<p>${latest.complete ? copy.complete : copy.incomplete} ${copy.lastSaved(latest.signedName, when.format(new Date(latest.savedAt)), latest.version)}</p>`
    : html`<p>${copy.incomplete}</p>`
  const saved = options.done ? html`<p role="status" class="saved">${copy.saved}</p>` : ''
  if (healthClosed(view))
    return html`<section aria-labelledby="health-heading">${heading}${status}<p>${copy.closed}</p></section>`
  const typed = options.refused?.typed
  const problems = options.refused?.problems ?? {}
  const value = (field: (typeof HEALTH_TEXT_FIELDS)[number] | (typeof CARRIES_FIELDS)[number]) =>
    typed?.[field] ?? latest?.[field] ?? ''
  const texts = (fields: readonly (typeof HEALTH_TEXT_FIELDS)[number][]) =>
    fields.map((field) => textArea(field, copy.fields[field], value(field), problems[field], HEALTH_LIMITS[field]))
  return html`<section aria-labelledby="health-heading">
    ${heading}${saved}${status}
    <p>${copy.intro(view.registration.firstName)}</p>
    <form method="post" action="${action}">
      ${texts(['allergies', 'allergyActions', 'conditions', 'medications'])}
      ${CARRIES_FIELDS.map((field) => yesNo(field, copy.carries[field], value(field), copy.carries.yes, copy.carries.no))}
      ${texts(['dietary', 'accessibility', 'secondContactName', 'secondContactPhone'])}
      <p class="field-stack">
        <label for="health-signedName">${copy.signedName(view.registration.age >= ADULT_AGE)}</label>
        <input type="text" id="health-signedName" name="signedName" value="${typed?.signedName ?? ''}" maxlength="${HEALTH_LIMITS.signedName}" required autocomplete="name" ${problems.signedName ? html`aria-invalid="true" aria-describedby="health-signedName-error"` : ''} />${
          problems.signedName
            ? html`<span id="health-signedName-error" class="error">${problems.signedName}</span>`
            : ''
        }
      </p>
      <div class="actions"><button type="submit" class="button">${copy.button}</button></div>
    </form>
  </section>`
}
