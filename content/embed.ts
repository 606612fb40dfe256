import type { BootcampTag } from '../widget/public-types'
import { BRAND } from './brand'

/**
 * Iframe embeds (`/embed/<name>`) for school sites that allow no script, and the embed builder
 * (`/embed`). Names are the element's tag without `bootcamp-`.
 */
export const EMBED_ELEMENTS = {
  register: { tag: 'bootcamp-register', title: 'Register a participant', form: true },
  signup: { tag: 'bootcamp-signup', title: 'Get the free confidence guide', form: true },
  contact: { tag: 'bootcamp-contact', title: 'Contact the bootcamp', form: true },
  page: { tag: 'bootcamp-page', title: 'The whole bootcamp site' },
  hero: { tag: 'bootcamp-hero', title: 'About the bootcamp' },
  stats: { tag: 'bootcamp-stats', title: 'The bootcamp in numbers' },
  program: { tag: 'bootcamp-program', title: 'The programme' },
  schedule: { tag: 'bootcamp-schedule', title: 'Schedule and pricing' },
  research: { tag: 'bootcamp-research', title: 'The research behind it' },
  footer: { tag: 'bootcamp-footer', title: 'Contact details' },
} as const satisfies Record<string, { tag: Exclude<BootcampTag, 'bootcamp-nav'>; title: string; /** A form: it can open from a button (dialog mode). */ form?: true }>
export type EmbedName = keyof typeof EMBED_ELEMENTS

export const EMBED = {
  titleSuffix: `${BRAND.fullName}`,
  /** Under every embed: the whole site is always one click away, even if the frame is too small. */
  fullSiteLink: `Open the full ${BRAND.name} bootcamp site`,
  invalidHeading: 'This embed link needs fixing',
  invalid: (what: string) => `The link's ${what} is not one we know. Copy the snippet again from the embed builder, or write to ${BRAND.email}.`,
} as const

/** The embed builder at /embed: the first page a new partner school is sent. */
export const BUILDER = {
  title: 'Put the bootcamp on your school site',
  intro: 'Choose what to show, see it below, then copy one snippet into your site. Use the script snippet where your site allows a script tag, and the iframe snippet where it does not (Google Sites, Wix, many school platforms).',
  legend: 'Your embed',
  element: 'What to show',
  partner: 'Your school’s slug',
  partnerHint: 'Lower-case letters, digits and dashes, as we agreed with you (for example lincoln-high). It is stored with every submission from your site.',
  mode: 'How the form appears',
  modes: { inline: 'In the page', dialog: 'A button that opens it' },
  modeHint: 'Only the three forms can open from a button.',
  triggerLabel: 'Button text',
  primary: 'Main colour',
  accent: 'Highlight colour',
  preview: 'Preview',
  snippets: 'Copy it into your site',
  scriptSnippet: 'Script snippet (sites that allow a script tag)',
  iframeSnippet: 'Iframe snippet (sites that allow no script)',
  copyScript: 'Copy the script snippet',
  copyIframe: 'Copy the iframe snippet',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Select the text and copy it by hand.',
  allowedNote: 'Before it works on your site, write to us with your site’s address so we can allow it.',
} as const
