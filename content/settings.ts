/** The console's settings screen (English, as the console is): settings that apply to everyone's data. */
export const SETTINGS = {
  nav: 'Settings',
  heading: 'Settings',
  intro: 'Settings that apply to every family’s data. Each change is kept in the audit log.',
} as const
