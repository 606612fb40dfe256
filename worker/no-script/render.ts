import { html } from 'hono/html'
import {
  FIELD_ERROR_CLASS,
  FORM_NOTICE_CLASS,
  FORM_NOTICE_TEXT_CLASS,
  FORM_NOTICE_TITLE_CLASS,
  NATIVE_FIELDS,
  SERVED_ATTRIBUTE,
  type NativeForm,
  type ServedForm,
  FORM_ELEMENTS,
} from '../../contract/native-forms'
import type { Placement } from '../../contract/responses'
import { FORMS } from '../../content/forms'
import type { Language } from '../../content/language'
import type { NoScriptMarkup } from '../../contract/native-forms'

const islandOf = (form: NativeForm) => `[data-island="${FORM_ELEMENTS[form]}"]`

/** A form answered with what to fix: the values as typed, the message per field, or a notice for a refusal with no field. */
export interface Refused {
  form: NativeForm
  language: Language
  values: URLSearchParams
  errors: Record<string, string>
  notice: string | null
}

/** A form that was sent: its success panel, and the address of the empty form again. */
export interface Sent {
  form: NativeForm
  placement: Placement | null
  again: string
}

/**
 * An attribute value for HTMLRewriter's setAttribute, which escapes `"` but writes `&` as it is:
 * typed text such as `&lt;` must reach the control as typed, not as the character it names.
 */
const attribute = (value: string) => value.replace(/&/g, '&amp;')

const served = (state: ServedForm) => attribute(JSON.stringify(state))

/**
 * Writes what the visitor typed back into the form, each message under its field (tied to its
 * control by `aria-describedby`, as React renders it), focus on the first field to fix (or on
 * the notice), so the page opens where the visitor must look: the form sits in a shadow root,
 * where no `#fragment` can scroll. The honeypot is never echoed.
 */
export function withRefusal(page: Response, { form, language, values, errors, notice }: Refused): Response {
  const island = islandOf(form)
  const fields = NATIVE_FIELDS[form] as Record<string, string>
  const controlIds = new Map<string, string>()
  let focused = notice !== null
  let selectOpen: string | null = null
  const invalid = (name: string, element: Element) => {
    if (!errors[name]) return
    const id = element.getAttribute('id') ?? name
    controlIds.set(name, id)
    element.setAttribute('aria-invalid', 'true')
    element.setAttribute('aria-describedby', `${id}-error`)
    if (!focused) element.setAttribute('autofocus', '')
    focused = true
  }
  const rewriter = new HTMLRewriter()
    .on(island, {
      element(element) {
        element.setAttribute(SERVED_ATTRIBUTE, served({ status: 'editing', errors, notice }))
      },
    })
    .on(`${island} input[name]`, {
      element(input) {
        const name = input.getAttribute('name') ?? ''
        if (!fields[name]) return
        if (fields[name] === 'checkbox') {
          if (values.has(name)) input.setAttribute('checked', '')
          else input.removeAttribute('checked')
        } else input.setAttribute('value', attribute(values.get(name) ?? ''))
        invalid(name, input)
      },
    })
    .on(`${island} textarea[name]`, {
      element(textarea) {
        const name = textarea.getAttribute('name') ?? ''
        if (!fields[name]) return
        textarea.setInnerContent(values.get(name) ?? '')
        invalid(name, textarea)
      },
    })
    .on(`${island} select[name]`, {
      element(select) {
        const name = select.getAttribute('name') ?? ''
        selectOpen = fields[name] ? name : null
        invalid(name, select)
      },
    })
    .on(`${island} option`, {
      element(option) {
        // Options follow their select: the posted value of the one open chooses among them.
        if (selectOpen === null) return
        if (values.get(selectOpen) === option.getAttribute('value')) option.setAttribute('selected', '')
        else option.removeAttribute('selected')
      },
    })
    .on(`${island} [part^="field field-"]`, {
      element(field) {
        const name = (field.getAttribute('part') ?? '').replace('field field-', '')
        const message = errors[name]
        if (!message) return
        field.onEndTag((end) => {
          end.before(
            html`<p id="${controlIds.get(name) ?? name}-error" role="alert" part="field-error" class="${FIELD_ERROR_CLASS}">${message}</p>`.toString(),
            { html: true },
          )
        })
      },
    })
  if (notice !== null) {
    const title = FORMS[language][form].notices.failureTitle
    rewriter.on(`${island} form`, {
      element(element) {
        element.prepend(
          html`<div role="alert" part="form-notice" tabindex="-1" autofocus class="${FORM_NOTICE_CLASS}"><p class="${FORM_NOTICE_TITLE_CLASS}">${title}</p><p class="${FORM_NOTICE_TEXT_CLASS}">${notice}</p></div>`.toString(),
          { html: true },
        )
      },
    })
  }
  return rewriter.transform(page)
}

/** Puts the form's success panel in place of the form, its heading focused as the script would. */
export function withSuccess(
  page: Response,
  islands: NoScriptMarkup['islands'],
  { form, placement, again }: Sent,
): Response {
  const markup = islands[form][placement ?? 'none'] ?? islands[form].none ?? ''
  const content = markup
    // A function, so a `$` in the address is never read as a replacement pattern.
    .replace('{again}', () => html`${again}`.toString())
    .replace('<h3 tabindex="-1"', '<h3 tabindex="-1" autofocus')
  return new HTMLRewriter()
    .on(islandOf(form), {
      element(island) {
        island.setAttribute(SERVED_ATTRIBUTE, served({ status: 'done', placement, again }))
        island.setInnerContent(content, { html: true })
      },
    })
    .transform(page)
}

/** The empty form the success panel's link leads back to: focus on its first field. */
export function withFocusOn(page: Response, form: NativeForm): Response {
  let done = false
  return new HTMLRewriter()
    .on(`${islandOf(form)} form input, ${islandOf(form)} form select, ${islandOf(form)} form textarea`, {
      element(control) {
        if (done || control.getAttribute('type') === 'hidden' || control.getAttribute('tabindex') === '-1') return
        done = true
        control.setAttribute('autofocus', '')
      },
    })
    .transform(page)
}
