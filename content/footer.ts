import { ANCHORS } from './anchors'

export const FOOTER = {
  about: 'A four-week leadership bootcamp helping teens and young adults aged 13-22 lead with vision, integrity, teamwork and action.',
  quickLinksHeading: 'Quick Links',
  quickLinks: [
    { label: 'Program', anchor: ANCHORS.program },
    { label: 'Schedule', anchor: ANCHORS.schedule },
    { label: 'Pricing', anchor: ANCHORS.pricing },
    { label: 'Contact', anchor: ANCHORS.contact },
  ],
  faq: 'FAQ',
  followHeading: 'Follow Us',
  legal: ['Privacy Policy', 'Terms of Service', 'Accessibility'],
  rights: 'All rights reserved.',
} as const
