import { BRAND } from '../brand'

/**
 * Everything a form element shows, in English: labels, buttons, states, notices, the dialog and
 * the validation messages. The browser downloads this module or its Spanish twin (./es.ts),
 * never both; the loader picks one per element.
 */

export default {
  registration: {
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
      cohortId: 'Cohort',
      parentalConsent: 'Parental consent (required for participants under 18)',
      mediaConsent: 'I agree that photos and videos of the participant may be used in programme materials',
      termsAgreement: 'I agree to the terms and conditions',
    },
    consentsLegend: 'Consents',
    /** The words of the terms box's label that link to the terms page. */
    termsLink: 'terms and conditions',
    placeholders: {
      sessionPreference: 'Select a session option',
      emergencyContact: 'Name and phone number',
      motivation: 'Tell us what you hope to gain from the bootcamp',
    },
    /** The session select's options; the cohort's prices follow in brackets (content/cohort.ts): "Individual Session ($50-75)". */
    sessions: {
      individual: 'Individual Session',
      complete: 'Complete Bootcamp',
    },
    submit: 'Complete Registration',
    submitting: 'Submitting...',
    done: {
      title: 'Registration Complete!',
      body: 'Thank you for registering. Check your inbox: we will send the details and next steps within 24 hours.',
      again: 'Register Another Participant',
      /** Where the registration stands (the API's `status`): said on the panel and in the confirmation email. */
      placement: {
        seated: 'A seat in the cohort is held for this participant.',
        waitlisted:
          'This participant is on the waitlist, in order of arrival: the cohort is full or gives families already in line its seats first. If a seat frees up, we will email you a link to claim it.',
        interest:
          'No cohort is open for registration yet: this keeps a place in line for the next one, and when it opens we will email you first, before anyone else can take a seat.',
      },
    },
    notices: {
      successTitle: 'Registration Successful!',
      failureTitle: 'Registration Failed',
      failureFallback: 'There was an error submitting your registration. Please try again.',
    },
  },
  signup: {
    eyebrow: 'Free Resource',
    heading: 'Get Your Free Confidence Guide',
    intro:
      'Five practical exercises to build confidence, plus news about upcoming cohorts. No spam, unsubscribe any time.',
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
  },
  contact: {
    eyebrow: 'Contact',
    heading: 'Get in Touch',
    intro: 'Questions about the programme, pricing or financial assistance? We are happy to help.',
    details: { email: 'Email', phone: 'Phone', location: 'Location' },
    location: BRAND.location,
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
    },
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
  },
  /** Under the Cloudflare Turnstile challenge, when a partner turns it on. */
  challenge: {
    incomplete: 'Please complete the verification challenge and try again.',
    unavailable:
      "The security check did not load, so this form can't be sent yet. Check your connection or allow challenges.cloudflare.com in your content blocker, then reload the page.",
  },
  /** The label of the hidden bot trap: people never see it, screen readers never read it. */
  honeypotLabel: 'Leave this field empty',
  notices: {
    close: 'Dismiss notification',
    regionLabel: 'Notifications',
    /** Inside <bootcamp-page> each form has its own notice region, and landmarks need distinct names. */
    pageLabels: {
      'bootcamp-register': 'Registration notifications',
      'bootcamp-signup': 'Sign-up notifications',
      'bootcamp-contact': 'Contact notifications',
    },
  },
  /** Dialog mode (`mode="dialog"`): the trigger each form shows by default, and the close button. */
  dialog: {
    close: 'Close',
    /** The dialog's own notification region, named apart from the page's. */
    noticesLabel: 'Form notifications',
    triggers: { registration: 'Register Now', signup: 'Get the Free Guide', contact: 'Contact Us' },
  },
  /** The messages people read under a field: the spec's, word for word, then the generic ones. */
  validation: {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Valid email is required',
    phone: 'Valid phone number is required',
    terms: 'You must agree to the terms',
    name: 'Name is required',
    message: 'Message must be at least 10 characters',
    required: 'Required',
    tooLong: (max: number) => `Must be at most ${max} characters`,
    forbiddenCharacters: 'Contains characters that are not allowed',
    unrecognizedField: 'Unrecognized field',
    invalidPartner: 'Invalid partner',
    invalidCohort: 'Choose a cohort from the list.',
    invalidCampaignTag: 'Invalid campaign tag',
  },
} as const
