/**
 * The public API of every element, in one typed table: tags, the events each element sends,
 * attributes, parts and theme properties. It generates custom-elements.json and the README's
 * API tables (`npm run manifest`); tests check both are current, that the stylesheet uses
 * exactly these properties with these defaults, and that the elements render these parts.
 * Tags and events are checked against the published types in public-types.d.ts.
 */
import { FAILURE_EVENT, SUCCESS_EVENTS, type BootcampEventName } from './lib/events'
import { SEATS_LINE_HEIGHT } from './loader/cohort-texts'
import { LANGUAGE_COLUMNS, RESERVED_HEIGHTS, RESERVED_WIDTHS } from './loader/reserve-space'
import type { BootcampForm, BootcampTag } from './public-types'
import type { ElementAttribute } from './loader/attributes'
import { THEME_DEFAULTS, type ThemeProperty } from './styles/theme-defaults'
import { keysOf } from '../contract/records'

export const ATTRIBUTES = [
  {
    name: 'partner',
    default: 'none',
    description:
      "Your slug (`a-z`, `0-9`, `-`, up to 40 characters): stored as each submission's `source` and sent in every event. An invalid slug is ignored with a console warning; the form still works.",
  },
  {
    name: 'lang',
    default: "your page's language, else `en`",
    description:
      "`en` or `es`: the language of every word the element shows, its validation messages, the server's answers and the emails the family receives. Any Spanish tag (`es`, `es-US`, `es-MX`) means Spanish, anything else English. Without it the element follows the nearest ancestor's `lang`, normally your `<html lang>`. Read when the element first loads.",
  },
  { name: 'api-base', default: 'the origin `bootcamp.js` came from', description: 'Where the forms send data.' },
  {
    name: 'session',
    default: 'none',
    description:
      'Registration forms only: starts the session preference at `individual` or `complete` (also `?session=` in the page address). Consents are never prefilled.',
  },
  {
    name: 'subject',
    default: 'none',
    description:
      'Contact forms only: starts the subject at one of `program-info`, `registration`, `pricing`, `scheduling`, `other` (also `?subject=`).',
  },
  {
    name: 'mode',
    default: '`inline`',
    description: 'Form elements only: `dialog` shows a button that opens the form in a modal dialog.',
  },
  {
    name: 'open',
    default: 'absent',
    description:
      'Dialog mode: present while the dialog is open, as on `<dialog>`. Add it, set the `open` property to `true` or call `show()` to open the dialog; remove it, set `false` or call `close()` to close it. (Before version 0.2 `open()` was a method: call `show()` instead.)',
  },
  {
    name: 'trigger-label',
    default:
      'Register Now / Get the Free Guide / Contact Us (in Spanish: Inscríbete ahora / Recibir la guía gratis / Contáctanos)',
    description: 'Dialog mode: the text of the button that opens the form.',
  },
  {
    name: 'turnstile-site-key',
    default: 'none',
    description:
      'Cloudflare Turnstile site key: forms show the challenge and send its token; the worker verifies it when its `TURNSTILE_SECRET_KEY` secret is set (`npx wrangler secret put TURNSTILE_SECRET_KEY`).',
  },
] as const satisfies readonly { name: ElementAttribute | 'lang' | 'open'; default: string; description: string }[]

type Undocumented = Exclude<ElementAttribute, (typeof ATTRIBUTES)[number]['name']>
/**
 * Every attribute the loader reads (loader/attributes.ts) is documented: the compiler names one that is not.
 * @public (a check tsc runs; nothing reads it)
 */
export const EVERY_ATTRIBUTE_DOCUMENTED: [Undocumented] extends [never] ? true : Undocumented = true

/** What each theme property is for; names and defaults come from THEME_DEFAULTS. */
const THEME_DESCRIPTIONS = {
  '--bootcamp-primary': 'Brand colour: buttons, links, accents.',
  '--bootcamp-primary-strong': 'Darker brand colour: hover states, hero and featured plan.',
  '--bootcamp-on-primary': 'Text on the brand colour.',
  '--bootcamp-accent': 'Accent colour: highlights and the hero call to action.',
  '--bootcamp-on-accent': 'Text on the accent colour.',
  '--bootcamp-text': 'Body text colour.',
  '--bootcamp-muted': 'Secondary text colour.',
  '--bootcamp-surface': 'Card and section background.',
  '--bootcamp-canvas': 'Alternate section background.',
  '--bootcamp-font': 'Font family of the whole element.',
  '--bootcamp-radius': 'Corner radius of cards and buttons.',
} satisfies Record<ThemeProperty, string>

export const CSS_PROPERTIES = keysOf(THEME_DEFAULTS).map((name) => ({
  name,
  default: THEME_DEFAULTS[name],
  description: THEME_DESCRIPTIONS[name],
}))

const EVENT_DESCRIPTIONS = {
  'bootcamp:registered': 'a registration was stored; `detail.status` is `seated`, `waitlisted` or `interest`',
  'bootcamp:signed-up': 'an email sign-up was accepted',
  'bootcamp:message-sent': 'a contact message was stored',
  'bootcamp:submit-failed': 'a submission failed; `message` is the notice shown',
  'bootcamp:open': "dialog mode: the form's dialog opened; `detail` is `{ form, partner }`",
  'bootcamp:close': 'dialog mode: the dialog closed (Esc, the close button or `close()`)',
} as const satisfies Record<BootcampEventName, string>

const FORM_PARTS = [
  'section',
  'form',
  'field',
  'field-error',
  'form-notice',
  'submit-button',
  'success-panel',
  'notice',
  'challenge',
  'trigger',
  'dialog',
  'dialog-close',
]
/** The seats left in the next cohort (shown while one is ahead), and where a sent registration stands on its success panel. */
const SEAT_PARTS = ['seats-left', 'success-placement']
/** On a form opened from a group's link: the group it joins (before sending) and the group it joined (on its success panel). */
const GROUP_PARTS = ['group-link-notice', 'group-joined']

interface ElementDoc {
  summary: string
  /** The forms inside: each sends its success event and the failure event. */
  forms: BootcampForm[]
  parts: string[]
}

/** Every element the script defines, in page order; `satisfies` keeps it equal to BootcampTag. */
export const ELEMENTS = {
  'bootcamp-page': {
    summary: 'the whole site, every section below in order',
    forms: ['registration', 'signup', 'contact'],
    parts: [
      'nav',
      'menu',
      'menu-button',
      'section',
      'cta',
      'pricing',
      'plan',
      ...FORM_PARTS.slice(1, -3),
      ...SEAT_PARTS,
      ...GROUP_PARTS,
    ],
  },
  'bootcamp-nav': {
    summary: 'sticky navigation bar; a menu button under 768 px',
    forms: [],
    parts: ['nav', 'menu', 'menu-button'],
  },
  'bootcamp-hero': {
    summary: 'headline, Register Now / Learn More, two stat badges',
    forms: [],
    parts: ['section', 'cta'],
  },
  'bootcamp-stats': { summary: 'four statistic cards', forms: [], parts: ['section'] },
  'bootcamp-program': {
    summary: 'the five VITAL principles and benefits (anchor `program`)',
    forms: [],
    parts: ['section'],
  },
  'bootcamp-schedule': {
    summary: 'schedule (anchor `schedule`), pricing and offers (anchor `pricing`)',
    forms: [],
    parts: ['section', 'pricing', 'plan', 'seats-left'],
  },
  'bootcamp-register': {
    summary: 'registration form (anchor `registration`)',
    forms: ['registration'],
    parts: [...FORM_PARTS, ...SEAT_PARTS, ...GROUP_PARTS],
  },
  'bootcamp-signup': { summary: 'email sign-up for the free confidence guide', forms: ['signup'], parts: FORM_PARTS },
  'bootcamp-research': { summary: 'research-based statements', forms: [], parts: ['section'] },
  'bootcamp-contact': { summary: 'contact details and form (anchor `contact`)', forms: ['contact'], parts: FORM_PARTS },
  'bootcamp-footer': { summary: 'quick links, social and legal links', forms: [], parts: ['section'] },
} satisfies Record<BootcampTag, ElementDoc>

export const TAGS = keysOf(ELEMENTS)

/** The events an element can send: its forms' success events, then the failure event. */
function eventsOf(tag: BootcampTag): BootcampEventName[] {
  const { forms } = ELEMENTS[tag]
  if (forms.length === 0) return []
  // A single form can be shown as a dialog; the page's forms are always inline.
  return [
    ...forms.map((form) => SUCCESS_EVENTS[form]),
    FAILURE_EVENT,
    ...(forms.length === 1 ? (['bootcamp:open', 'bootcamp:close'] as const) : []),
  ]
}

/** What a form element offers a host's script in dialog mode, as `<dialog>` does. */
const DIALOG_MEMBERS = [
  {
    kind: 'field',
    name: 'open',
    type: { text: 'boolean' },
    attribute: 'open',
    reflects: true,
    description: 'Dialog mode: true while the dialog is open; setting it opens or closes the dialog.',
  },
  { kind: 'method', name: 'show', description: 'Dialog mode: opens the dialog (before 0.2 this was open()).' },
  { kind: 'method', name: 'close', description: 'Dialog mode: closes the dialog.' },
]

const className = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())
const plain = (markdown: string) => markdown.replace(/`/g, '')

/** The Custom Elements Manifest (schema 2.1.0) for all elements. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'bootcamp.js',
        declarations: TAGS.map((tag) => ({
          kind: 'class',
          name: className(tag),
          tagName: tag,
          customElement: true,
          summary: plain(ELEMENTS[tag].summary),
          attributes: ATTRIBUTES.map((attribute) => ({
            name: attribute.name,
            type: { text: attribute.name === 'open' ? 'boolean' : 'string' },
            description: plain(attribute.description),
          })),
          members: eventsOf(tag).includes('bootcamp:open') ? DIALOG_MEMBERS : [],
          events: eventsOf(tag).map((name) => ({
            name,
            type: { text: 'CustomEvent<BootcampEventDetail>' },
            description: plain(EVENT_DESCRIPTIONS[name]),
          })),
          cssProperties: CSS_PROPERTIES.map((property) => ({
            name: property.name,
            default: property.default,
            description: property.description,
          })),
          cssParts: ELEMENTS[tag].parts.map((name) => ({ name })),
        })),
        exports: TAGS.map((tag) => ({
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: tag, module: 'bootcamp.js' },
        })),
      },
    ],
  }
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')

/** The README's API tables, by the name of the marker block each fills. */
export function readmeTables(): Record<string, string> {
  return {
    elements: table(
      ['element', 'what it shows'],
      TAGS.map((tag) => [`\`<${tag}>\``, ELEMENTS[tag].summary]),
    ),
    attributes: table(
      ['attribute', 'default', 'meaning'],
      ATTRIBUTES.map((attribute) => [`\`${attribute.name}\``, attribute.default, attribute.description]),
    ),
    events: table(
      ['event', 'when'],
      keysOf(EVENT_DESCRIPTIONS).map((name) => [`\`${name}\``, EVENT_DESCRIPTIONS[name]]),
    ),
    'css-properties': table(
      ['property', 'default'],
      CSS_PROPERTIES.map((property) => [`\`${property.name}\``, `\`${property.default}\``]),
    ),
    'reserved-heights': table(
      [
        'element',
        ...RESERVED_WIDTHS.map((width, index) => (index === 0 ? `under ${RESERVED_WIDTHS[1]} px` : `from ${width} px`)),
      ],
      Object.entries(RESERVED_HEIGHTS).flatMap(([tag, measured]) => {
        // The registration form as it shows while a cohort is open: with its seats line.
        const heights = tag === 'bootcamp-register' ? measured.map((height) => height + SEATS_LINE_HEIGHT) : measured
        const [english, spanish] = [heights.slice(0, LANGUAGE_COLUMNS.es), heights.slice(LANGUAGE_COLUMNS.es)]
        const row = (name: string, values: readonly number[]) => [name, ...values.map((height) => `${height} px`)]
        return `${spanish}` === `${english}`
          ? [row(`\`${tag}\``, english)]
          : [row(`\`${tag}\``, english), row(`\`${tag}\` in Spanish`, spanish)]
      }),
    ),
  }
}
