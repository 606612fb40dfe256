import type { Context } from 'hono'
import { html } from 'hono/html'
import { ADULT_AGE, BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { RELEASE_ADULTS_MAX, RELEASE_LIMITS, RELEASE_MODES, type ReleaseRules } from '../../contract/release'
import { LOCALES } from '../../content/language'
import { RELEASE } from '../../content/release'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'

type Copy = (typeof RELEASE)['en']

/** The rules as stored, with when they were set; null before the first save. */
export type ReleaseState = { rules: ReleaseRules; updatedAt: string } | null

/** Refused input shown again: each field's problem and what was typed. */
export interface ReleaseRefused {
  problems: Record<string, string>
  typed: Record<string, string>
}

const problemOf = (id: string, problem: string | undefined) =>
  problem ? html`<span id="${id}-error" class="error">${problem}</span>` : ''
const invalid = (id: string, problem: string | undefined) =>
  problem ? html`aria-invalid="true" aria-describedby="${id}-error"` : ''

function input(id: string, name: string, label: string, value: string, max: number, type = 'text', problem?: string) {
  return html`<p class="field-stack">
    <label for="${id}">${label}</label>
    <input type="${type}" id="${id}" name="${name}" value="${value}" maxlength="${max}" autocomplete="off" ${invalid(id, problem)} />${problemOf(id, problem)}
  </p>`
}

/** The rules in one sentence, as the family set them (or the default from 18). */
function summary(copy: Copy, state: ReleaseState, adult: boolean, when: Intl.DateTimeFormat) {
  if (!state) return html`<p>${adult ? copy.adultDefault : copy.notSet}</p>`
  const { rules } = state
  const sentence =
    rules.mode === 'on-own'
      ? copy.current['on-own']
      : rules.mode === 'guardian'
        ? copy.current.guardian(rules.signedName)
        : copy.current.listed(
            rules.signedName,
            rules.adults.map((one) => `${one.name} (${one.relationship})`).join(', '),
          )
  return html`<p>${sentence} ${copy.lastSet(rules.signedName, when.format(new Date(state.updatedAt)))}</p>`
}

/** The family page's release section: the rules as they stand and the form that sets them (until the cohort ends). */
export function releaseSection(
  c: Context<AppEnv>,
  view: { registration: { firstName: string; age: number }; closed: boolean },
  state: ReleaseState,
  action: string,
  options: { refused?: ReleaseRefused; done?: boolean } = {},
) {
  const copy = RELEASE[languageOf(c)]
  const { firstName, age } = view.registration
  const adult = age >= ADULT_AGE
  const when = new Intl.DateTimeFormat(LOCALES[languageOf(c)], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BOOTCAMP_TIME_ZONE,
  })
  const heading = html`<h2 id="release-heading">${copy.heading}</h2>`
  const saved = options.done ? html`<p role="status" class="saved">${copy.saved}</p>` : ''
  if (view.closed)
    return html`<section aria-labelledby="release-heading">${heading}${summary(copy, state, adult, when)}<p>${copy.closed}</p></section>`
  const typed = options.refused?.typed
  const problems = options.refused?.problems ?? {}
  const rules = state?.rules
  const mode = typed ? (typed.mode ?? '') : (rules?.mode ?? (adult ? 'on-own' : ''))
  const adultValue = (n: number, key: 'name' | 'relationship' | 'phone') =>
    typed ? (typed[`adult${n}${key[0]!.toUpperCase()}${key.slice(1)}`] ?? '') : (rules?.adults[n - 1]?.[key] ?? '')
  const adultRows = Array.from({ length: RELEASE_ADULTS_MAX }, (_, index) => {
    const n = index + 1
    const problem = problems[`adult${n}`]
    return html`<fieldset class="field-stack">
      <legend>${copy.adult(n)}</legend>
      ${input(`release-adult${n}-name`, `adult${n}Name`, copy.name, adultValue(n, 'name'), RELEASE_LIMITS.name, 'text', problem)}
      ${input(`release-adult${n}-relationship`, `adult${n}Relationship`, copy.relationship, adultValue(n, 'relationship'), RELEASE_LIMITS.relationship)}
      ${input(`release-adult${n}-phone`, `adult${n}Phone`, copy.phone, adultValue(n, 'phone'), RELEASE_LIMITS.phone, 'tel')}
    </fieldset>`
  })
  const consentChecked = typed ? typed.onOwnConsent === 'yes' : (rules?.onOwnConsent ?? false)
  return html`<section aria-labelledby="release-heading">
    ${heading}${saved}${summary(copy, state, adult, when)}
    <p>${adult ? copy.adultIntro : copy.intro(firstName)}</p>
    <form method="post" action="${action}">
      <fieldset class="field-stack">
        <legend>${copy.modeLegend(firstName)}</legend>${problemOf('release-mode', problems.mode)}
        ${RELEASE_MODES.map(
          (option) =>
            html`<p class="confirm"><input type="radio" id="release-mode-${option}" name="mode" value="${option}" ${mode === option ? 'checked' : ''} /><label for="release-mode-${option}">${copy.modes[option]}</label></p>`,
        )}
      </fieldset>
      ${
        adult
          ? ''
          : html`<p class="confirm">
              <input type="checkbox" id="release-onOwnConsent" name="onOwnConsent" value="yes" ${consentChecked ? 'checked' : ''} ${invalid('release-onOwnConsent', problems.onOwnConsent)} />
              <label for="release-onOwnConsent">${copy.onOwnConsent(firstName)}</label>${problemOf('release-onOwnConsent', problems.onOwnConsent)}
            </p>`
      }
      <h3>${copy.adultsHeading}</h3>
      <p class="note">${copy.adultsHint}</p>
      ${adultRows}
      <p class="field-stack">
        <label for="release-mustNotCollect">${copy.mustNotCollect}</label>
        <span id="release-mustNotCollect-hint" class="note">${copy.mustNotCollectHint}</span>
        <textarea id="release-mustNotCollect" name="mustNotCollect" rows="3" aria-describedby="release-mustNotCollect-hint${problems.mustNotCollect ? ' release-mustNotCollect-error' : ''}" ${problems.mustNotCollect ? 'aria-invalid="true"' : ''}>${typed ? (typed.mustNotCollect ?? '') : (rules?.mustNotCollect.join('\n') ?? '')}</textarea>${problemOf('release-mustNotCollect', problems.mustNotCollect)}
      </p>
      <p class="field-stack">
        <label for="release-signedName">${copy.signedName(adult)}</label>
        <input type="text" id="release-signedName" name="signedName" value="${typed?.signedName ?? ''}" maxlength="${RELEASE_LIMITS.name}" required autocomplete="name" ${invalid('release-signedName', problems.signedName)} />${problemOf('release-signedName', problems.signedName)}
      </p>
      <div class="actions"><button type="submit" class="button">${copy.button}</button></div>
    </form>
  </section>`
}
