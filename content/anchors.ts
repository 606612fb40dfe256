/** Section anchors and the custom element that holds each when embedded alone. */

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

export const ELEMENT_OF_ANCHOR: Record<Anchor, string> = {
  program: 'bootcamp-program',
  schedule: 'bootcamp-schedule',
  pricing: 'bootcamp-schedule',
  registration: 'bootcamp-register',
  signup: 'bootcamp-signup',
  research: 'bootcamp-research',
  contact: 'bootcamp-contact',
}
