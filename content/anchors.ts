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

/** The slot each section opens with, where the page's light-DOM target of its `#anchor` is shown. */
export const anchorSlot = (anchor: string) => `at-${anchor}`
