import type { BootcampTag } from '../widget/public-types'

/** Section anchors: the ids navigation scrolls to. */

export const ANCHORS = {
  program: 'program',
  schedule: 'schedule',
  pricing: 'pricing',
  registration: 'registration',
  signup: 'signup',
  research: 'research',
  contact: 'contact',
} as const
export type Anchor = (typeof ANCHORS)[keyof typeof ANCHORS]

/** The element that holds each section when sections are embedded one by one. */
export const ELEMENT_OF_ANCHOR = {
  program: 'bootcamp-program',
  schedule: 'bootcamp-schedule',
  pricing: 'bootcamp-schedule',
  registration: 'bootcamp-register',
  signup: 'bootcamp-signup',
  research: 'bootcamp-research',
  contact: 'bootcamp-contact',
} as const satisfies Record<Anchor, BootcampTag>
