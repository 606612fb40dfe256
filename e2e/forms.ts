import type { Locator, Page } from '@playwright/test'
import { ERRORS } from '../test-data/spec-texts'

/** What a test needs to know about one of the three forms, in the spec's words. */
export interface FormCase {
  name: 'registration' | 'signup' | 'contact'
  language: 'en' | 'es'
  /** The page that shows the form in this language. */
  page: '/' | '/es'
  /** The API's answer to too many submissions, in this language. */
  tooManyRequests: string
  /** Columns of the stored row after `fill`, beside the email. */
  stored: Record<string, unknown>
  /** Controls back at their defaults after "again" (label → value), and boxes unticked. */
  defaults: Record<string, string>
  unchecked: string[]
  /** The notice's close button. */
  dismissNotice: string
  /** The email field's label. */
  emailLabel: string
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

const ENGLISH = {
  language: 'en',
  page: '/',
  tooManyRequests: ERRORS.tooManyRequests,
  dismissNotice: 'Dismiss notification',
} as const
/** Written out by hand, like every Spanish text the tests expect. */
const SPANISH = {
  language: 'es',
  page: '/es',
  tooManyRequests: 'Demasiados envíos desde esta conexión. Espera un minuto e inténtalo de nuevo.',
  dismissNotice: 'Cerrar notificación',
} as const

export const FORMS: FormCase[] = [
  {
    name: 'registration',
    ...ENGLISH,
    stored: {
      first_name: 'Maya',
      last_name: 'Chen',
      phone: '(614) 555-0188',
      age: 15,
      session_preference: 'complete',
      parental_consent: 1,
      media_consent: 0,
      terms_agreement: 1,
      motivation: 'To lead our debate team.',
    },
    defaults: { Age: '13', 'Session Preference': '' },
    unchecked: ['Parental consent (required for participants under 18)', 'I agree to the terms and conditions'],
    emailLabel: 'Email',
    api: '/api/register',
    table: 'registrations',
    submit: 'Complete Registration',
    submitting: 'Submitting...',
    successTitle: 'Registration Successful!',
    panelTitle: 'Registration Complete!',
    again: 'Register Another Participant',
    failureTitle: 'Registration Failed',
    fallback: 'There was an error submitting your registration. Please try again.',
    emptyMessages: [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Valid phone number is required',
      'You must agree to the terms',
    ],
    fill: async (form, email) => {
      const typed = await fillAll(form, {
        'First Name': 'Maya',
        'Last Name': 'Chen',
        Email: email,
        Phone: '(614) 555-0188',
        'Emergency Contact': 'Li Chen (614) 555-0190',
        'Why do you want to join?': 'To lead our debate team.',
      })
      await form.getByLabel('Age').selectOption('15')
      await form.getByLabel('Session Preference').selectOption('complete')
      await form.getByLabel('Parental consent (required for participants under 18)').check()
      await form.getByLabel('I agree to the terms and conditions').check()
      return typed
    },
  },
  {
    name: 'signup',
    ...ENGLISH,
    stored: {},
    defaults: {},
    unchecked: [],
    emailLabel: 'Email address',
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
    ...ENGLISH,
    stored: { name: 'Dana Brooks', subject: 'pricing', message: 'Is there a sibling discount this spring?' },
    defaults: { Subject: '' },
    unchecked: [],
    emailLabel: 'Email',
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
      const typed = await fillAll(form, {
        Name: 'Dana Brooks',
        Email: email,
        Message: 'Is there a sibling discount this spring?',
      })
      await form.getByLabel('Subject').selectOption('pricing')
      return typed
    },
  },
]

export const formOf = (page: Page, name: FormCase['name']) => page.locator(`bootcamp-page form[part~="form-${name}"]`)
export const sectionOf = (page: Page, name: FormCase['name']) => page.locator(`bootcamp-page [part~="section-${name}"]`)

/** The same three forms as a Spanish-reading visitor meets them on /es (texts written out by hand). */
export const FORMS_ES: FormCase[] = [
  {
    name: 'registration',
    ...SPANISH,
    stored: {
      first_name: 'Sofía',
      last_name: 'Ramírez',
      phone: '(614) 555-0188',
      age: 15,
      session_preference: 'complete',
      parental_consent: 1,
      media_consent: 0,
      terms_agreement: 1,
      motivation: 'Para dirigir el club de debate.',
    },
    defaults: { Edad: '13', 'Sesión que prefieres': '' },
    unchecked: [
      'Consentimiento de madre, padre o tutor (obligatorio para menores de 18 años)',
      'Acepto los términos y condiciones',
    ],
    emailLabel: 'Correo electrónico',
    api: '/api/register',
    table: 'registrations',
    submit: 'Completar inscripción',
    submitting: 'Enviando...',
    successTitle: '¡Inscripción exitosa!',
    panelTitle: '¡Inscripción completa!',
    again: 'Inscribir a otro participante',
    failureTitle: 'No se pudo completar la inscripción',
    fallback: 'Hubo un error al enviar tu inscripción. Inténtalo de nuevo.',
    emptyMessages: [
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'Escribe un correo electrónico válido',
      'Escribe un número de teléfono válido',
      'Debes aceptar los términos',
    ],
    fill: async (form, email) => {
      const typed = await fillAll(form, {
        Nombre: 'Sofía',
        Apellido: 'Ramírez',
        'Correo electrónico': email,
        Teléfono: '(614) 555-0188',
        'Contacto de emergencia': 'Lucía Ramírez (614) 555-0190',
        '¿Por qué quieres participar?': 'Para dirigir el club de debate.',
      })
      await form.getByLabel('Edad').selectOption('15')
      await form.getByLabel('Sesión que prefieres').selectOption('complete')
      await form.getByLabel('Consentimiento de madre, padre o tutor (obligatorio para menores de 18 años)').check()
      await form.getByLabel('Acepto los términos y condiciones').check()
      return typed
    },
  },
  {
    name: 'signup',
    ...SPANISH,
    stored: {},
    defaults: {},
    unchecked: [],
    emailLabel: 'Correo electrónico',
    api: '/api/email-signup',
    table: 'email_signups',
    submit: 'Recibir la guía gratis',
    submitting: 'Registrando...',
    successTitle: '¡Listo!',
    panelTitle: '¡Gracias!',
    again: 'Registrar otro correo',
    failureTitle: 'No se pudo completar el registro',
    fallback: 'Hubo un error con tu registro. Inténtalo de nuevo.',
    emptyMessages: ['Escribe un correo electrónico válido'],
    fill: (form, email) => fillAll(form, { 'Correo electrónico': email }),
  },
  {
    name: 'contact',
    ...SPANISH,
    stored: { name: 'Dana Brooks', subject: 'pricing', message: '¿Hay descuento para hermanos esta primavera?' },
    defaults: { Asunto: '' },
    unchecked: [],
    emailLabel: 'Correo electrónico',
    api: '/api/contact',
    table: 'contact_messages',
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
    successTitle: '¡Mensaje enviado!',
    panelTitle: '¡Mensaje enviado!',
    again: 'Enviar otro mensaje',
    failureTitle: 'No se pudo enviar el mensaje',
    fallback: 'Hubo un error al enviar tu mensaje. Inténtalo de nuevo.',
    emptyMessages: [
      'El nombre es obligatorio',
      'Escribe un correo electrónico válido',
      'El mensaje debe tener al menos 10 caracteres',
    ],
    fill: async (form, email) => {
      const typed = await fillAll(form, {
        Nombre: 'Dana Brooks',
        'Correo electrónico': email,
        Mensaje: '¿Hay descuento para hermanos esta primavera?',
      })
      await form.getByLabel('Asunto').selectOption('pricing')
      return typed
    },
  },
]
