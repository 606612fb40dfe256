import { AGE_RANGE, BRAND } from './brand'
import { CONTACT } from './forms'
import { GUIDE } from './guide'
import { PRICING } from './pricing'
import { SCHEDULE } from './schedule'

/**
 * Every email the bootcamp sends, as copy. `worker/notify/compose.ts` turns each into plain
 * text and HTML; values a visitor typed are escaped there. No tracking pixels, no tracked links.
 */
export const EMAILS = {
  signature: `The ${BRAND.fullName} team`,
  footer: `${BRAND.fullName} · ${BRAND.location} · ${BRAND.email}`,
  guide: {
    subject: 'Your free confidence guide from VITAL',
    greeting: 'Hi there,',
    body: `Thanks for signing up. Here is your free guide: ${GUIDE.exercises.length} short exercises to build confidence, written for teens and young adults (${AGE_RANGE}).`,
    linkLabel: 'Open the confidence guide',
    next: `${SCHEDULE.nextCohort}. We will send you news about it now and then, never more than twice a month.`,
    unsubscribe: 'Do not want these emails? Unsubscribe with one click:',
  },
  confirmation: {
    subject: 'Registration received: VITAL Youth Leadership Bootcamp',
    greeting: (firstName: string) => `Hi ${firstName},`,
    body: (fullName: string) => `Thank you for registering ${fullName} for the ${BRAND.fullName}. Here is what we received.`,
    detailsHeading: 'Your registration',
    labels: { participant: 'Participant', age: 'Age', session: 'Session preference', emergencyContact: 'Emergency contact', phone: 'Phone' },
    noSession: 'Not chosen yet',
    whenHeading: 'When and where',
    when: [SCHEDULE.nextCohort, ...SCHEDULE.facts.slice(0, 2).map((fact) => `${fact.title}: ${fact.detail}`)],
    place: `Location: ${BRAND.location}`,
    pricesHeading: 'Prices and offers',
    prices: PRICING.plans.map((plan) => `${plan.name}: ${plan.price} ${plan.unit}`),
    offers: PRICING.offers.map((offer) => `${offer.title}: ${offer.detail}`),
    nextHeading: 'Next steps',
    next: [
      'Within 24 hours we will email you to confirm the place, with payment details and what to bring.',
      'Questions? Reply to this email or call us.',
    ],
    minorHeading: 'Parental consent',
    minorGiven: (firstName: string) => `${firstName} is under 18, and a parent or guardian gave consent on the form. That consent covers taking part in the sessions; we will ask again before any off-site activity.`,
    minorMissing: (firstName: string) => `${firstName} is under 18, so a parent or guardian must give consent before the first session. Please have them reply to this email saying they agree to ${firstName} taking part.`,
  },
  registrationStaff: {
    subject: (fullName: string, age: number) => `New registration: ${fullName} (${age})`,
    body: 'A new registration arrived through the site. The page promised a confirmation within 24 hours.',
    consentMissing: 'Under 18 without parental consent: ask a parent or guardian before the first session.',
    consoleLink: 'Open it in the staff console',
  },
  acknowledgement: {
    subject: 'We received your message',
    greeting: (name: string) => `Hi ${name},`,
    body: `Thanks for writing to us. ${CONTACT.promise.body} If it is urgent, call ${BRAND.phone}.`,
    yourMessage: 'Your message',
  },
  contactStaff: {
    subject: (subject: string) => `New message: ${subject}`,
    noSubject: 'No subject',
    body: 'A new message arrived through the contact form. Reply within 24 hours: the page promises it. Replying to this email answers the sender.',
    consoleLink: 'Mark it replied in the staff console',
  },
} as const

/** The pages the unsubscribe link leads to. */
export const UNSUBSCRIBE = {
  confirmTitle: 'Unsubscribe from VITAL emails',
  confirmBody: 'Press the button to stop all emails from us to this address. You can sign up again any time.',
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneBody: 'We will not email this address again. Your free guide stays available on our site.',
  invalidTitle: 'This unsubscribe link does not work',
  invalidBody: `It may have been cut short or have expired. Write to ${BRAND.email} and we will take you off the list by hand.`,
  guideLink: 'Open the confidence guide',
} as const
