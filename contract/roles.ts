/**
 * Who may do what in the staff console. Each account has one role; each console API route
 * declares the one capability it needs (worker: `STAFF_ACCESS`), and a route that declares none
 * is refused (the worker does not start). The console shows a role only what its capabilities
 * allow; the worker's 403 stays the real guard.
 */
export const STAFF_ROLES = ['director', 'coordinator', 'health-lead', 'volunteer'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const CAPABILITIES = [
  /** Their own session, devices and password: every account. */
  'account',
  /** The overview and the charts. */
  'overview',
  /** Registrations, sign-ups and messages: lists, search, one record, placement, cohort assignment, family links, replies. */
  'records',
  /** A registration's payment summary. */
  'payments',
  /** Deciding financial assistance, refunds. */
  'money-decisions',
  /** The cohorts list and one cohort's screen. */
  'cohorts',
  /** A cohort's dates, place and capacity; creating one. Price and offer fields need `prices`. */
  'cohort-changes',
  /** A cohort's prices, early bird, group rate, refund days, offer and hold hours. */
  'prices',
  /** A cohort's roster names and check-in (a volunteer: their own cohort, on its session days). */
  'check-in',
  /** Announcements and their previews. */
  'announcements',
  /** CSV exports. */
  'exports',
  /** Erasing a person. */
  'erase',
  /** The audit log. */
  'audit',
  /** The retention setting. */
  'retention',
  /** Emails held back by the daily limits. */
  'suppressed',
  /** Staff accounts and invitations. */
  'staff',
  /** Participants' full health records (where the day of care adds them). */
  'health',
  /** Check-in taps for a session day already past: corrections, each audited. */
  'attendance-corrections',
  /** Revoking a graduation certificate; publishing the programme's own results on the page. */
  'outcomes',
  /** Releasing a participant to someone their family's rules do not allow, with a written reason (online only). */
  'release-override',
  /** Recording an incident or injury and adding corrections to one's own (a volunteer: their cohort, on its session days). */
  'incident-report',
  /** A cohort's incidents and any one of them, with its corrections: each read audited. */
  'incidents',
] as const
export type Capability = (typeof CAPABILITIES)[number]

const COORDINATOR: readonly Capability[] = [
  'account',
  'overview',
  'records',
  'payments',
  'cohorts',
  'cohort-changes',
  'check-in',
  'attendance-corrections',
  'announcements',
  'suppressed',
  'release-override',
  'incident-report',
]

export const ROLE_CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  director: CAPABILITIES,
  coordinator: COORDINATOR,
  'health-lead': [...COORDINATOR, 'health', 'incidents'],
  volunteer: ['account', 'check-in', 'incident-report'],
}

export const can = (role: StaffRole, capability: Capability) => ROLE_CAPABILITIES[role].includes(capability)

/** How long an invitation link stays valid. */
export const INVITATION_HOURS = 72
/** A volunteer may use check-in from this long before a session starts until this long after it ends. */
export const VOLUNTEER_WINDOW_MINUTES = 60
