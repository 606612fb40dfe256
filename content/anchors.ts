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
