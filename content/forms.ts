import type { ContactSubject } from '../contract/constants'
import { BRAND } from './brand'

/** Copy of the three forms: labels, buttons, states and notices. */

/** The label of the hidden bot trap: people never see it, screen readers never read it. */
export const HONEYPOT_LABEL = 'Leave this field empty'

/** Under the Cloudflare Turnstile challenge, when a partner turns it on. */
export const CHALLENGE = {
  incomplete: 'Please complete the verification challenge and try again.',
  unavailable: "The security check did not load, so this form can't be sent yet. Check your connection or allow challenges.cloudflare.com in your content blocker, then reload the page.",
} as const
export const REGISTRATION = {
  eyebrow: 'Registration',
  heading: 'Register a Participant',
  intro: 'Reserve a place in the next cohort. We will confirm by email within 24 hours.',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    age: 'Age',
    sessionPreference: 'Session Preference',
    emergencyContact: 'Emergency Contact',
    motivation: 'Why do you want to join?',
    parentalConsent: 'Parental consent (required for participants under 18)',
    mediaConsent: 'I agree that photos and videos of the participant may be used in programme materials',
    termsAgreement: 'I agree to the terms and conditions',
  },
  consentsLegend: 'Consents',
  placeholders: {
    sessionPreference: 'Select a session option',
    emergencyContact: 'Name and phone number',
    motivation: 'Tell us what you hope to gain from the bootcamp',
  },
  submit: 'Complete Registration',
  submitting: 'Submitting...',
  done: {
    title: 'Registration Complete!',
    body: 'Thank you for registering. Check your inbox: we will send the details and next steps within 24 hours.',
    again: 'Register Another Participant',
  },
  notices: {
    successTitle: 'Registration Successful!',
    failureTitle: 'Registration Failed',
    failureFallback: 'There was an error submitting your registration. Please try again.',
  },
} as const

export const SIGNUP = {
  eyebrow: 'Free Resource',
  heading: 'Get Your Free Confidence Guide',
  intro: 'Five practical exercises to build confidence, plus news about upcoming cohorts. No spam, unsubscribe any time.',
  labels: { email: 'Email address' },
  placeholders: { email: 'you@example.com' },
  submit: 'Get the Free Guide',
  submitting: 'Signing Up...',
  done: {
    title: 'Thank You!',
    body: 'Your confidence guide is on its way. Check your inbox in a few minutes.',
    again: 'Sign Up Another Email',
    /** There at once, even if the email is slow. */
    link: { label: 'Open the guide now', path: '/guide' },
  },
  notices: {
    successTitle: 'Success!',
    failureTitle: 'Signup Failed',
    failureFallback: 'There was an error with your signup. Please try again.',
  },
} as const

export const CONTACT = {
  eyebrow: 'Contact',
  heading: 'Get in Touch',
  intro: 'Questions about the programme, pricing or financial assistance? We are happy to help.',
  details: [
    { label: 'Email', value: BRAND.email, href: `mailto:${BRAND.email}`, icon: 'mail' },
    { label: 'Phone', value: BRAND.phone, href: `tel:${BRAND.phone.replace(/[^0-9+]/g, '')}`, icon: 'phone' },
    { label: 'Location', value: BRAND.location, href: '', icon: 'pin' },
  ],
  socialHeading: 'Follow Us',
  promise: { title: 'Quick Response Promise', body: 'Every inquiry gets a reply within 24 hours.' },
  labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  /** A label for every subject the API accepts, in the order the select offers them. */
  subjects: {
    'program-info': 'Program Information',
    registration: 'Registration',
    pricing: 'Pricing',
    scheduling: 'Scheduling',
    other: 'Other',
  } satisfies Record<ContactSubject, string>,
  placeholders: { subject: 'Select a subject', message: 'How can we help?' },
  submit: 'Send Message',
  submitting: 'Sending...',
  done: {
    title: 'Message Sent!',
    body: 'Thanks for reaching out. We reply to every inquiry within 24 hours.',
    again: 'Send Another Message',
  },
  notices: {
    successTitle: 'Message Sent!',
    failureTitle: 'Failed to Send Message',
    failureFallback: 'There was an error sending your message. Please try again.',
  },
} as const
