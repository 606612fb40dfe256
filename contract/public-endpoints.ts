/**
 * The endpoints the widget calls, apart from the console's (contract/endpoints.ts merges both):
 * the widget imports this module alone, so no path of the staff console reaches a partner's page.
 */
export const PUBLIC_ENDPOINTS = {
  register: { method: 'POST', path: '/api/register' },
  emailSignup: { method: 'POST', path: '/api/email-signup' },
  contact: { method: 'POST', path: '/api/contact' },
  cohortTexts: { method: 'GET', path: '/api/cohorts/texts' },
  funnel: { method: 'POST', path: '/api/funnel' },
} as const
