import { ANCHORS } from './anchors'

export const NAV = {
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  label: 'Main',
  links: [
    { label: 'Program', anchor: ANCHORS.program },
    { label: 'Schedule', anchor: ANCHORS.schedule },
    { label: 'Pricing', anchor: ANCHORS.pricing },
    { label: 'Contact', anchor: ANCHORS.contact },
  ],
} as const
