/** The record's assistance decision in the console (English, as the console is): confirm, then change. */
export const ASSISTANCE_CONSOLE = {
  grant: 'Grant…',
  decline: 'Decline…',
  confirmGrant: (amount: string) => `Grant financial assistance: the family pays ${amount}. The family is emailed.`,
  confirmWaive: 'Grant financial assistance: the family pays nothing and the seat is confirmed. The family is emailed.',
  confirmDecline: 'Decline financial assistance: the family owes the full amount. The family is emailed.',
  confirm: 'Confirm',
  back: 'Back',
  change: 'Change the decision',
  changeHeading: 'Change the decision',
  changeIntro:
    'While nothing is paid, a director may change the decision. The seat’s hold starts again from the change, the family is emailed, and the reason goes in the audit log.',
  reasonLabel: 'Why it changes (kept in the audit log)',
  reasonMissing: 'Say why the decision changes.',
  amountMissing: 'Type the amount the family pays (0 waives it).',
  changedNow: 'Decision changed; the family is emailed.',
} as const
