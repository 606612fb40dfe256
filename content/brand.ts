import { AGE_MAX, AGE_MIN } from '../contract/constants'
import { CONTACT_POINTS } from './channels'

export { SOCIAL_LINKS } from './channels'
export { AGE_MAX, AGE_MIN }

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
  /** Where sessions meet unless a cohort names another place (the staff console sets it per cohort). */
  venue: 'Downtown Columbus, OH',
  ...CONTACT_POINTS,
  location: 'Downtown Columbus, OH (in person) and online',
  /** The year the pages are built and published (each deploy builds them), not a year typed once. */
  copyrightYear: new Date().getFullYear(),
} as const
