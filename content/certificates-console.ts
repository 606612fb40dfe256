import type { CertificateStanding } from '../contract/certificates'

/** The console's words for the graduation certificate (staff read the console in English). */
export const CERTIFICATES_CONSOLE = {
  heading: 'Graduation certificates',
  intro: (minimum: number, sessions: number) =>
    `A Complete Bootcamp participant earns the certificate by attending at least ${minimum} of the ${sessions} sessions (the check-in record) and taking the leadership check-in at the last session. It is issued by itself; the family downloads it from their page.`,
  loading: 'Loading the certificates…',
  nobody: 'No Complete Bootcamp participant holds a seat yet.',
  tableLabel: 'Who earned the certificate',
  columns: { name: 'Participant', attended: 'Sessions attended', final: 'Final check-in', standing: 'Certificate' },
  attended: (attended: number, sessions: number) => `${attended} of ${sessions}`,
  final: (taken: boolean) => (taken ? 'taken' : 'not taken'),
  standings: {
    earned: 'Earned',
    'no-final-assessment': 'Final check-in not taken',
    'one-short': 'One session short',
    short: 'Not earned',
  } satisfies Record<CertificateStanding, string>,
  code: (code: string) => `code ${code}`,
  revoked: (reason: string | null) => `Revoked${reason ? `: ${reason}` : ''}`,
  revoke: (firstName: string) => `Revoke ${firstName}’s certificate`,
  reasonLabel: 'Why it is revoked (kept with the certificate, never shown on the check page)',
  confirm: 'Revoke',
  cancel: 'Cancel',
  done: 'Revoked: the check page now says so.',
} as const
