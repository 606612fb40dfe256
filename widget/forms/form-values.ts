import { HONEYPOT_FIELD } from '../../contract/attribution'
import type { SubmissionMeta } from '../../contract/schemas'
import type { BootcampForm } from '../lib/events'
import type { ElementContextValue } from '../lib/element-context'

export type FieldErrors = Partial<Record<string, string>>

/** The form's values with those the page's controls held, each in its field's type (the age a number, a box a boolean). */
export function withServedValues<Values extends object>(
  initial: Values,
  held: Record<string, string | boolean>,
): Values {
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(initial))
  for (const [name, start] of Object.entries(initial)) {
    const value = held[name]
    if (value === undefined) continue
    values[name] =
      typeof start === 'number' ? Number(value) : typeof start === 'boolean' ? value === true : String(value)
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- every field of `initial` is kept, each in its starting value's type
  return values as Values
}

/** The first message per field, in the order the schema reports them. */
export function toFieldErrors(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[issue.path] ??= issue.message
  return errors
}

/** What the element knows that a submission carries besides the visitor's fields. */
export interface ElementFields extends Pick<ElementContextValue, 'partner' | 'campaign'> {
  form: BootcampForm
  challengeToken: string
  /** The honeypot's value: empty unless a bot filled it. */
  trap: string
  /** The group code of the link the page came by. */
  group: string | undefined
}

/**
 * What the element adds to every submission: its partner slug, the link's campaign tags, the
 * challenge token, the honeypot if a bot filled it, and to a registration the group code of the
 * link it came by.
 */
export const withElementFields = <Values extends object>(
  values: Values,
  { form, partner, campaign, challengeToken, trap, group }: ElementFields,
): Values & SubmissionMeta => ({
  ...values,
  ...(partner ? { partner } : {}),
  ...campaign,
  ...(challengeToken ? { turnstileToken: challengeToken } : {}),
  ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
  ...(group && form === 'registration' ? { groupCode: group } : {}),
})

/**
 * What the visitor typed into the pre-rendered controls before the script ran, where it differs
 * from `current`: a box's tick, a number field as a number, other controls as their text.
 */
export function typedIntoControls(element: HTMLFormElement, current: Record<string, unknown>) {
  const typed: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(current)) {
    const control = element.elements.namedItem(name)
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ))
      continue
    const seen =
      control instanceof HTMLInputElement && control.type === 'checkbox'
        ? control.checked
        : typeof value === 'number'
          ? Number(control.value)
          : control.value
    if (seen !== value) typed[name] = seen
  }
  return typed
}

/**
 * Of the values offered (a saved draft, a prefill), those that may fill a field: one still at
 * its default, offered in its default's type, and never a consent or terms box (a boolean).
 */
export function fillableValues(
  current: Record<string, unknown>,
  initial: Record<string, unknown>,
  offered: Record<string, unknown>,
) {
  return Object.entries(offered).filter(
    ([name, value]) =>
      typeof initial[name] !== 'boolean' && typeof value === typeof initial[name] && current[name] === initial[name],
  )
}
