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
  | { body: HealthRecordBody; problems?: undefined }
  | { problems: Record<string, string>; typed: Record<string, string> }

// Control and format characters have no place in a record staff read aloud or dial; line breaks do.
const UNWANTED = /[\p{Cf}\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u

/** Reads the health form's fields: texts trimmed (blank allowed), the two yes/no answers, the typed name. */
export function readHealthForm(form: Record<string, string>, language: Language): HealthFormResult {
  const copy = HEALTH_RECORD[language]
  const problems: Record<string, string> = {}
  const texts = Object.fromEntries(
    HEALTH_TEXT_FIELDS.map((field) => {
      const value = (form[field] ?? '').replaceAll('\r\n', '\n').trim()
      if (value.length > HEALTH_LIMITS[field] || UNWANTED.test(value)) problems[field] = copy.tooLong(HEALTH_LIMITS[field])
      return [field, value]
    }),
  ) as Record<(typeof HEALTH_TEXT_FIELDS)[number], string>
  const carries = Object.fromEntries(
    CARRIES_FIELDS.map((field) => [field, CARRIES_ANSWERS.find((answer) => answer === form[field]) ?? '']),
  ) as Record<(typeof CARRIES_FIELDS)[number], '' | 'yes' | 'no'>
  const signedName = (form.signedName ?? '').trim()
  if (!signedName || signedName.length > HEALTH_LIMITS.signedName || /[\p{Cc}\p{Cf}]/u.test(signedName))
    problems.signedName = copy.signedNameProblem
  if (Object.keys(problems).length) return { problems, typed: { ...form } }
  return { body: { ...texts, ...carries, signedName } }
}
