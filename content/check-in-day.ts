/**
 * The check-in screen on days that are not a session day, and when a past session is corrected.
 * Staff read the console in English, as the rest of content/admin.ts.
 */
export const CHECK_IN_DAY = {
  /** The worker's word on a tap for a session still ahead (issues[].message). */
  notYet: 'Check-in opens on the session day.',
  noSessionToday: (next: string | null) =>
    next
      ? `Today is not a session day of this cohort: check-in opens on ${next}.`
      : 'Today is not a session day of this cohort, and its sessions are over.',
  choosePast: 'Choose a past session to correct',
  correcting: 'You are correcting a past session: each change is recorded in the audit log.',
} as const
