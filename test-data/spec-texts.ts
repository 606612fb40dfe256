/**
 * The product's texts as facts, written out by hand for the tests. Tests compare what the code
 * under test says against these literals and never import the code's own copy, so a changed
 * word fails a test instead of changing both sides at once.
 */

/** Validation messages, word for word from the specification. */
export const VALIDATION = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  terms: 'You must agree to the terms',
  name: 'Name is required',
  message: 'Message must be at least 10 characters',
  required: 'Required',
} as const

/** What the API answers on success, as the visitor reads it in the notice. */
export const SUCCESS = {
  register: "Thank you for registering! We'll email you the details for the next cohort within 24 hours.",
  emailSignup: "You're on the list! Check your inbox for your free confidence guide.",
  contact: "Thanks for reaching out! We'll reply within 24 hours.",
} as const

/** The one JSON error shape's messages, per refusal. */
export const ERRORS = {
  invalid: 'Some fields need attention.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  tooLarge: 'The request body is too large.',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  tooManyRequests: 'Too many submissions from this connection. Please wait a minute and try again.',
  tooManyForAddress: 'Too many submissions for this email address. Please wait a minute and try again.',
  challengeFailed: 'Please complete the verification challenge and try again.',
  challengeUnavailable: 'Verification is unavailable right now. Please try again in a minute.',
  forbiddenOrigin: 'This site may not send forms to this API.',
  misdirected: 'This local server answers on its loopback address only.',
  internal: 'Internal error',
  unrecognizedField: 'Unrecognized field',
  forbiddenCharacters: 'Contains characters that are not allowed',
} as const
