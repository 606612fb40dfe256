import { AGE_RANGE } from './brand'
import { NAV } from './nav'

export const FOOTER = {
  about: `A four-week leadership bootcamp helping teens and young adults aged ${AGE_RANGE} lead with vision, integrity, teamwork and action.`,
  quickLinksHeading: 'Quick Links',
  /** The same four destinations as the navigation bar. */
  quickLinks: NAV.links,
  faq: 'FAQ',
  followHeading: 'Follow Us',
  legal: ['Privacy Policy', 'Terms of Service', 'Accessibility'],
  rights: 'All rights reserved.',
} as const
