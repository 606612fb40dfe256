import type { Locator, Page } from '@playwright/test'

/** What a test needs to know about one of the three forms, in the spec's words. */
export interface FormCase {
  name: 'registration' | 'signup' | 'contact'
  api: string
  table: string
  submit: string
  submitting: string
  successTitle: string
  panelTitle: string
  again: string
  failureTitle: string
  fallback: string
  /** Messages shown when the empty form is submitted. */
  emptyMessages: string[]
  /** Fills valid values with this email; returns the label → value pairs it typed. */
  fill: (form: Locator, email: string) => Promise<Record<string, string>>
}

async function fillAll(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value)
  return values
}

export const FORMS: FormCase[] = [
  {
    name: 'registration',
    api: '/api/register',
    table: 'registrations',
    submit: 'Complete Registration',
    submitting: 'Submitting...',
    successTitle: 'Registration Successful!',
    panelTitle: 'Registration Complete!',
    again: 'Register Another Participant',
    failureTitle: 'Registration Failed',
    fallback: 'There was an error submitting your registration. Please try again.',
    emptyMessages: ['First name is required', 'Last name is required', 'Valid email is required', 'Valid phone number is required', 'You must agree to the terms'],
    fill: async (form, email) => {
      const typed = await fillAll(form, { 'First Name': 'Maya', 'Last Name': 'Chen', Email: email, Phone: '(614) 555-0188', 'Emergency Contact': 'Li Chen (614) 555-0190', 'Why do you want to join?': 'To lead our debate team.' })
      await form.getByLabel('Age').selectOption('15')
      await form.getByLabel('Session Preference').selectOption('complete')
      await form.getByLabel('Parental consent (required for participants under 18)').check()
      await form.getByLabel('I agree to the terms and conditions').check()
      return typed
    },
  },
  {
    name: 'signup',
    api: '/api/email-signup',
    table: 'email_signups',
    submit: 'Get the Free Guide',
    submitting: 'Signing Up...',
    successTitle: 'Success!',
    panelTitle: 'Thank You!',
    again: 'Sign Up Another Email',
    failureTitle: 'Signup Failed',
    fallback: 'There was an error with your signup. Please try again.',
    emptyMessages: ['Valid email is required'],
    fill: (form, email) => fillAll(form, { 'Email address': email }),
  },
  {
    name: 'contact',
    api: '/api/contact',
    table: 'contact_messages',
    submit: 'Send Message',
    submitting: 'Sending...',
    successTitle: 'Message Sent!',
    panelTitle: 'Message Sent!',
    again: 'Send Another Message',
    failureTitle: 'Failed to Send Message',
    fallback: 'There was an error sending your message. Please try again.',
    emptyMessages: ['Name is required', 'Valid email is required', 'Message must be at least 10 characters'],
    fill: async (form, email) => {
      const typed = await fillAll(form, { Name: 'Dana Brooks', Email: email, Message: 'Is there a sibling discount this spring?' })
      await form.getByLabel('Subject').selectOption('pricing')
      return typed
    },
  },
]

export const formOf = (page: Page, name: FormCase['name']) => page.locator(`bootcamp-page form[part~="form-${name}"]`)
export const sectionOf = (page: Page, name: FormCase['name']) => page.locator(`bootcamp-page [part~="section-${name}"]`)
