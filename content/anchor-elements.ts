import type { BootcampTag } from '../widget/public-types'
import type { Anchor } from './anchors'

/**
 * The element that holds each section when sections are embedded one by one. Its own module: the
 * loader's scroll buttons read it, and the loader must share no module with the chunks.
 */
export const ELEMENT_OF_ANCHOR = {
  program: 'bootcamp-program',
  schedule: 'bootcamp-schedule',
  pricing: 'bootcamp-schedule',
  registration: 'bootcamp-register',
  signup: 'bootcamp-signup',
  research: 'bootcamp-research',
  contact: 'bootcamp-contact',
} as const satisfies Record<Anchor, BootcampTag>
