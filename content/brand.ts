import { AGE_MAX, AGE_MIN } from '../contract/constants'

/** "13-22", written from the contract's bounds so copy and validation cannot disagree. */
export const AGE_RANGE = `${AGE_MIN}-${AGE_MAX}`

/**
 * Who we are and how to reach us. The five principles spell VITAL, hence the name.
 * Region, email, phone and location are placeholders until the operator sets real ones.
 */
export const BRAND = {
  name: 'VITAL',
  tagline: 'Youth Bootcamp',
  fullName: 'VITAL Youth Leadership Bootcamp',
  region: 'Greater Columbus, Ohio',
  email: 'hello@vitalbootcamp.org',
  phone: '(614) 555-0142',
  location: 'Downtown Columbus, OH (in person) and online',
  copyrightYear: 2025,
} as const

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: '#' },
  { label: 'Facebook', href: '#' },
  { label: 'LinkedIn', href: '#' },
  { label: 'YouTube', href: '#' },
] as const
