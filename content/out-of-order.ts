/** Seating out of the waitlist's order, in the console (English, as the console is). */
export const OUT_OF_ORDER = {
  open: 'Seat out of the waitlist’s order…',
  heading: 'Seat out of the waitlist’s order',
  intro: (name: string) =>
    `Seat ${name} ahead of those waiting before them (a sibling, a scholarship). With no free seat, the seat now offered to the latest family offered one goes to ${name}, and that family goes back to the front of the waitlist. Both families are emailed; the reason goes in the audit log.`,
  reasonLabel: 'Why (kept in the audit log)',
  reasonMissing: 'Say why.',
  submit: 'Seat now',
  back: 'Back',
  done: (withdrawn: boolean) =>
    `Seated; the family is emailed.${withdrawn ? ' The offer it took went back to the front of the waitlist, and that family is emailed too.' : ''}`,
} as const
