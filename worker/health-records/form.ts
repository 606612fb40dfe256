import {
  CARRIES_ANSWERS,
  CARRIES_FIELDS,
  HEALTH_LIMITS,
  HEALTH_TEXT_FIELDS,
  type HealthRecordBody,
} from '../../contract/health-records'
import { HEALTH_RECORD } from '../../content/health-records'
import type { Language } from '../../content/language'

/** What the family page's form sent, checked: the record to store, or each field's problem. */
export type HealthFormResult =
  { body: HealthRecordBody; problems?: undefined } | { problems: Record<string, string>; typed: Record<string, string> }

/** Control and format characters have no place in a record staff read aloud or dial; line breaks do. */
const unwanted = (text: string) =>
  /\p{Cf}/u.test(text) ||
  [...text].some((char) => char < ' ' && char !== '\n' && char !== '\t') ||
  text.includes('\u007f')

const EMPTY: HealthRecordBody = {
  allergies: '',
  allergyActions: '',
  conditions: '',
  medications: '',
  carriesEpinephrine: '',
  carriesInhaler: '',
  dietary: '',
  accessibility: '',
  secondContactName: '',
  secondContactPhone: '',
  signedName: '',
}

/** Reads the health form's fields: texts trimmed (blank allowed), the two yes/no answers, the typed name. */
export function readHealthForm(form: Record<string, string>, language: Language): HealthFormResult {
  const copy = HEALTH_RECORD[language]
  const problems: Record<string, string> = {}
  const answers: HealthRecordBody = { ...EMPTY }
  for (const field of HEALTH_TEXT_FIELDS) {
    const value = (form[field] ?? '').replaceAll('\r\n', '\n').trim()
    if (value.length > HEALTH_LIMITS[field] || unwanted(value)) problems[field] = copy.tooLong(HEALTH_LIMITS[field])
    answers[field] = value
  }
  for (const field of CARRIES_FIELDS) answers[field] = CARRIES_ANSWERS.find((answer) => answer === form[field]) ?? ''
  const signedName = (form.signedName ?? '').trim()
  if (!signedName || signedName.length > HEALTH_LIMITS.signedName || /[\p{Cc}\p{Cf}]/u.test(signedName))
    problems.signedName = copy.signedNameProblem
  if (Object.keys(problems).length) return { problems, typed: { ...form } }
  return { body: { ...answers, signedName } }
}
