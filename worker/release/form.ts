import {
  MUST_NOT_COLLECT_MAX,
  RELEASE_ADULTS_MAX,
  RELEASE_LIMITS,
  RELEASE_MODES,
  sameName,
  type ReleaseAdult,
  type ReleaseRules,
} from '../../contract/release'
import { ADULT_AGE } from '../../contract/constants'
import type { Language } from '../../content/language'
import { RELEASE } from '../../content/release'

/** What the release form sent, checked: the rules to store, or each field's problem and what was typed. */
export type ReleaseFormResult =
  { rules: ReleaseRules; problems?: undefined } | { problems: Record<string, string>; typed: Record<string, string> }

/** Control and format characters have no place in a name staff read out at the door. */
const unwanted = (text: string) => /[\p{Cc}\p{Cf}]/u.test(text)

/** The numbered rows of adults (`adult1Name`…), each all filled or all empty. */
function readAdults(form: Record<string, string>, copy: (typeof RELEASE)['en'], problems: Record<string, string>) {
  const adults: ReleaseAdult[] = []
  for (let n = 1; n <= RELEASE_ADULTS_MAX; n++) {
    const row = {
      name: (form[`adult${n}Name`] ?? '').trim(),
      relationship: (form[`adult${n}Relationship`] ?? '').trim(),
      phone: (form[`adult${n}Phone`] ?? '').trim(),
    }
    const filled = Object.values(row).filter(Boolean).length
    if (filled === 0) continue
    const wrong = (['name', 'relationship', 'phone'] as const).find(
      (key) => row[key].length > RELEASE_LIMITS[key] || unwanted(row[key]),
    )
    if (filled < 3 || wrong) problems[`adult${n}`] = copy.problems.row
    else adults.push(row)
  }
  return adults
}

/** Reads the family page's release form in the page's language. */
export function readReleaseForm(form: Record<string, string>, language: Language, age: number): ReleaseFormResult {
  const copy = RELEASE[language]
  const problems: Record<string, string> = {}
  const mode = RELEASE_MODES.find((known) => known === form.mode)
  if (!mode) problems.mode = copy.problems.mode
  const adults = readAdults(form, copy, problems)
  if (mode === 'listed' && adults.length === 0 && !Object.keys(problems).some((key) => key.startsWith('adult')))
    problems.adult1 = copy.problems.noAdults
  const lines = (form.mustNotCollect ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (lines.length > MUST_NOT_COLLECT_MAX) problems.mustNotCollect = copy.problems.tooMany(MUST_NOT_COLLECT_MAX)
  else if (lines.some((line) => line.length > RELEASE_LIMITS.name || unwanted(line)))
    problems.mustNotCollect = copy.problems.tooLong(RELEASE_LIMITS.name)
  const signedName = (form.signedName ?? '').trim()
  if (!signedName || signedName.length > RELEASE_LIMITS.name || unwanted(signedName))
    problems.signedName = copy.problems.name
  const allowed = [signedName, ...(mode === 'listed' ? adults.map((adult) => adult.name) : [])]
  if (!problems.mustNotCollect && lines.some((line) => allowed.some((name) => sameName(name, line))))
    problems.mustNotCollect = copy.problems.both
  // Under 18, leaving alone needs the guardian's consent, given by the box; from 18 it is the default.
  const onOwnConsent = form.onOwnConsent === 'yes'
  if (mode === 'on-own' && age < ADULT_AGE && !onOwnConsent) problems.onOwnConsent = copy.problems.consent
  if (!mode || Object.keys(problems).length) return { problems, typed: { ...form } }
  return {
    rules: {
      mode,
      adults: mode === 'listed' ? adults : [],
      mustNotCollect: lines,
      signedName,
      onOwnConsent: mode === 'on-own' && onOwnConsent,
    },
  }
}
