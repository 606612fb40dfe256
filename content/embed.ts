import type { BootcampTag } from '../widget/public-types'
import { BRAND } from './brand'

/**
 * Iframe embeds (`/embed/<name>`) for school sites that allow no script, and the embed builder
 * (`/embed`). Names are the element's tag without `bootcamp-`.
 */
export const EMBED_ELEMENTS = {
  register: { tag: 'bootcamp-register', title: 'Register a participant' },
  signup: { tag: 'bootcamp-signup', title: 'Get the free confidence guide' },
  contact: { tag: 'bootcamp-contact', title: 'Contact the bootcamp' },
  page: { tag: 'bootcamp-page', title: 'The whole bootcamp site' },
  hero: { tag: 'bootcamp-hero', title: 'About the bootcamp' },
  stats: { tag: 'bootcamp-stats', title: 'The bootcamp in numbers' },
  program: { tag: 'bootcamp-program', title: 'The programme' },
  schedule: { tag: 'bootcamp-schedule', title: 'Schedule and pricing' },
  research: { tag: 'bootcamp-research', title: 'The research behind it' },
  footer: { tag: 'bootcamp-footer', title: 'Contact details' },
} as const satisfies Record<string, { tag: Exclude<BootcampTag, 'bootcamp-nav'>; title: string }>
export type EmbedName = keyof typeof EMBED_ELEMENTS

export const EMBED = {
  titleSuffix: `${BRAND.fullName}`,
  /** Under every embed: the whole site is always one click away, even if the frame is too small. */
  fullSiteLink: `Open the full ${BRAND.name} bootcamp site`,
  invalidHeading: 'This embed link needs fixing',
  invalid: (what: string) => `The link's ${what} is not one we know. Copy the snippet again from the embed builder, or write to ${BRAND.email}.`,
} as const
