import { keysOf } from './records'
import { PLACEMENTS, type Placement } from './responses'
import { campaignOfAddress, HONEYPOT_FIELD, PARTNER_SLUG } from './attribution'
import type { ContractSchemas } from './schemas'

/**
 * Forms sent without JavaScript: the pre-rendered forms of our own pages (`/`, `/es`, the iframe
 * pages) are plain `<form method="post">`s that post to the page's own address, query and all
 * (so the partner slug, campaign tags and group code travel as they do for the script). The
 * worker answers with the page again, the form in the state the script would have shown. Both
 * sides agree on the names here; no DOM and no database.
 */

/** The three forms, each with the contract schema its fields are checked by. */
const NATIVE_FORMS = {
  registration: 'registration',
  signup: 'emailSignup',
  contact: 'contact',
} as const satisfies Record<string, keyof ContractSchemas>
export type NativeForm = keyof typeof NATIVE_FORMS

/** The element that shows each form alone, and the island of `<bootcamp-page>` that holds it. */
export const FORM_ELEMENTS = {
  registration: 'bootcamp-register',
  signup: 'bootcamp-signup',
  contact: 'bootcamp-contact',
} as const satisfies Record<NativeForm, string>
/** The form an element shows, or null for an element that is no form. */
export const formOfElement = (tag: string): NativeForm | null =>
  keysOf(FORM_ELEMENTS).find((form) => FORM_ELEMENTS[form] === tag) ?? null
export const isNativeForm = (value: string | null | undefined): value is NativeForm =>
  value != null && Object.hasOwn(NATIVE_FORMS, value)

/** The submit button's name: its value says which form was sent (a page holds three). */
export const FORM_FIELD = 'form'

/**
 * How each control's text becomes the contract's type: a checkbox is sent only when ticked
 * (true, else false), the age select's digits are a number, the rest are strings as typed.
 * Fields a form has no control for (the cohort choice appears only with the script) are absent.
 */
type Kind = 'text' | 'number' | 'checkbox'
export const NATIVE_FIELDS = {
  registration: {
    firstName: 'text',
    lastName: 'text',
    email: 'text',
    phone: 'text',
    age: 'number',
    sessionPreference: 'text',
    emergencyContact: 'text',
    motivation: 'text',
    parentalConsent: 'checkbox',
    mediaConsent: 'checkbox',
    termsAgreement: 'checkbox',
  },
  signup: { email: 'text' },
  contact: { name: 'text', email: 'text', subject: 'text', message: 'text' },
} as const satisfies Record<NativeForm, Record<string, Kind>>

/**
 * One form's posted fields as the JSON a script would send: each control's value in its type,
 * the honeypot if filled, and from the page's address the partner slug, the campaign tags and
 * (to a registration) the group code. A tag that would not pass the contract is left out, as the
 * script leaves it out: a mangled link must not stop a registration.
 */
export function fromFormFields(
  form: NativeForm,
  fields: URLSearchParams,
  address: URLSearchParams,
): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, kind] of Object.entries(NATIVE_FIELDS[form]) as [string, Kind][]) {
    const value = fields.get(name)
    if (kind === 'checkbox') body[name] = value !== null
    else if (kind === 'number') body[name] = value !== null && /^\d{1,3}$/.test(value) ? Number(value) : (value ?? '')
    else body[name] = value ?? ''
  }
  const trap = fields.get(HONEYPOT_FIELD)
  if (trap) body[HONEYPOT_FIELD] = trap
  const partner = address.get('partner')
  if (partner && PARTNER_SLUG.test(partner)) body.partner = partner
  Object.assign(body, campaignOfAddress(address))
  const group = address.get('group')
  if (form === 'registration' && group) body.groupCode = group
  return body
}

/**
 * What the worker tells a form it answered (the island's `data-served`, JSON), so that the
 * script, when it arrives, starts from the same state and hydration finds the markup it renders:
 * the messages under their fields and, for a refusal with no field, the notice at the top of the
 * form; or the success panel, with the address of the empty form.
 */
export type ServedForm =
  /** `values`: read by the browser from the controls the worker filled, never written into the attribute. */
  | {
      status: 'editing'
      errors: Record<string, string>
      notice: string | null
      values?: Record<string, string | boolean>
    }
  | { status: 'done'; placement: Placement | null; again: string }

/** Marks the island whose form the worker answered; its value is the ServedForm. */
export const SERVED_ATTRIBUTE = 'data-served'

/** Marks an island on one of our own pages: its form posts to the page, so it can be sent before the script. */
export const NATIVE_FORM_ATTRIBUTE = 'data-native-form'

/** The address parameters of a sent form's page: which form was sent, and where a registration stands. */
export const SENT_PARAMETER = 'sent'
export const PLACEMENT_PARAMETER = 'placement'
export const isPlacement = (value: string | null): value is Placement =>
  (PLACEMENTS as readonly (string | null)[]).includes(value)

/**
 * Markup the worker writes and React renders the same (hydration compares them): a field's
 * message and the notice at the top of a refused form. Classes, as in widget/ui/fields.tsx.
 */
export const FIELD_ERROR_CLASS = 'mt-1.5 text-sm font-medium text-danger'
export const FORM_NOTICE_CLASS = 'mb-5 rounded-lg border border-red-800 bg-danger px-4 py-3 text-white outline-none'
/** The notice's title and text. */
export const FORM_NOTICE_TITLE_CLASS = 'font-semibold'
export const FORM_NOTICE_TEXT_CLASS = 'text-sm'
/** Every class the worker writes into a page it answers a form with: the page's own trimmed sheet keeps their rules (scripts/build/page-css.ts). */
export const NO_SCRIPT_ANSWER_CLASSES = [
  FIELD_ERROR_CLASS,
  FORM_NOTICE_CLASS,
  FORM_NOTICE_TITLE_CLASS,
  FORM_NOTICE_TEXT_CLASS,
] as const

/** The build's markup for forms sent without script (scripts/build/prerender.ts), read by the worker from its assets. */
export const NO_SCRIPT_FILE = 'dist/site/no-script.json'
export const NO_SCRIPT_PATH = '/no-script.json'
export interface NoScriptMarkup {
  /** Each island's content with its success panel, by form and placement (`none`: not a registration); `{again}` is the link back. */
  islands: Record<NativeForm, Partial<Record<Placement | 'none', string>>>
  /** Each form alone, inside its element's shadow root as an iframe page pre-renders it. */
  forms: Record<'bootcamp-register' | 'bootcamp-signup' | 'bootcamp-contact', string>
  /** A dialog-mode form's button as a link to its iframe page: `{href}`, `{label}`. */
  trigger: string
  /** Every other element's content, as its iframe page pre-renders it inside its shadow root. */
  elements: Record<PreRenderedTag, string>
  /** `<bootcamp-page>`'s sheet on its iframe page: the rules its markup can match (its forms adopt the whole sheet as they hydrate). */
  pageCss: string
}

/** The elements an iframe page shows from its HTML alone (the forms have `forms`). */
export const PRE_RENDERED_TAGS = [
  'bootcamp-page',
  'bootcamp-hero',
  'bootcamp-stats',
  'bootcamp-program',
  'bootcamp-schedule',
  'bootcamp-research',
  'bootcamp-footer',
] as const
export type PreRenderedTag = (typeof PRE_RENDERED_TAGS)[number]
export type NoScriptFile<Language extends string> = {
  css: string
  /** The iframe page's own few rules (demo/site/embed-frame.css) and Tailwind's @property rules, written into its head: a stylesheet would hold its first paint. */
  frameCss: string
} & Record<Language, NoScriptMarkup>
