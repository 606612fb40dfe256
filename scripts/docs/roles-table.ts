import { CAPABILITIES, can, STAFF_ROLES, type Capability } from '../../contract/roles'
import { table } from './blocks'

/**
 * What each capability lets a staff member do, in the console's words. A `Record` over the
 * capabilities, so a new one fails `tsc` until it is described here; which role has it comes
 * from ROLE_CAPABILITIES, the table the worker checks every request against.
 */
const WHAT: Record<Capability, string> = {
  account: 'Sign in; their own devices and password',
  overview: 'The overview and the charts',
  records:
    'Registrations, sign-ups and messages: lists, search, one record (each opening audited), placement, cohort, family links, replies, correcting details, staff notes',
  payments:
    "A registration's payment summary (each opening audited); recording a cash or cheque payment or refund (audited with its reason)",
  'money-decisions': 'Decide financial assistance; cancel a paid registration (which refunds it)',
  cohorts: 'The cohorts list',
  'cohort-changes': "A cohort's dates, hours, place, capacity, opening and archiving",
  prices:
    "Create a cohort; change a cohort's prices, early bird, group rate, refund days, offer and hold hours, assistance decision days",
  'check-in':
    "A cohort's roster and check-in (a volunteer: their own cohort's names, without payments, from an hour before a session to an hour after it, in New York time)",
  announcements: 'Announcements to a cohort and their previews',
  exports: 'CSV exports (lists, payments, rosters)',
  erase: 'Erase a person',
  audit: 'The audit log',
  retention: 'The retention setting',
  suppressed: 'Emails held back by the daily limits, and sending one by hand',
  staff: 'Staff accounts: invite, change a role, cohort or end, remove, withdraw an invitation',
  health: "Participants' full health records (where the day of care adds them)",
  'attendance-corrections': 'Correct the check-in of a session day already past (each correction audited)',
  outcomes: 'Revoke a graduation certificate (with a reason, audited)',
  'release-override':
    "Check a participant out to someone the family's release rules do not allow, with a written reason (online only, audited)",
  'incident-report':
    'Record an incident or injury (the family is emailed at once) and add corrections to the ones they recorded (a volunteer: their own cohort, during its session day window)',
  incidents: "A cohort's incidents and each one with its corrections (each opening audited)",
}

/** The roles table of docs/operating.md: one row per capability, one column per role. */
export const rolesTable = () =>
  table(
    ['The console lets…', ...STAFF_ROLES.map((role) => `\`${role}\``)],
    CAPABILITIES.map((capability) => [
      WHAT[capability],
      ...STAFF_ROLES.map((role) => (can(role, capability) ? 'yes' : '—')),
    ]),
  )
