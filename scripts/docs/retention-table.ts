import { RETENTION_MONTHS_DEFAULT, UNSUBSCRIBED_KEEP_DAYS } from '../../contract/constants'
import { LEGAL_HOLD_YEARS_DEFAULT } from '../../contract/retention'
import { retentionSchedule } from '../../content/legal/retention'
import { RETENTION_CLASSES, type RetentionClass } from '../../worker/retention/classes'
import { table } from './blocks'

/**
 * How long each retention class is kept, as the sweep (worker/retention/sweep.ts) and the
 * erasures apply it. A `Record` over the classes, so a new class fails `tsc` until it is
 * described here; which tables have it comes from RETENTION_CLASSES.
 */
const KEPT: Record<RetentionClass, string> = {
  registration: `N months after the last session of the participant's cohort (the console's setting, ${RETENTION_MONTHS_DEFAULT} by default), or until an erasure request`,
  'legal-hold': `until the later of that and the registration day plus (19 − age at registration + Y) years, i.e. Y years after the latest 18th birthday the age allows (Y is the director's setting, ${LEGAL_HOLD_YEARS_DEFAULT} by default); an erasure request keeps them for the hold alone`,
  held: 'with its held rows: the reduced registration (names, cohort, age at registration, registration day, last day held)',
  'months-after-written': 'N months after it was written (pending emails until sent)',
  unsubscribed: `until the person unsubscribes or asks, then ${UNSUBSCRIBED_KEEP_DAYS} days`,
  'address-hash': 'kept: a SHA-256 of an erased address, so no announcement reaches it again',
  cohort: "erased with its cohort's participants",
  books: 'kept for the accounts; names no one once its registration is erased',
  staff: 'staff accounts and their sessions and audit trail; no family data',
  'no-person': 'holds no personal data',
}

/** docs/privacy.md: the schedule as /privacy states it (default months and hold years), and every table's class. */
export function retentionTables() {
  const classes = Object.keys(KEPT) as RetentionClass[]
  return {
    'retention-schedule': table(
      ['data', 'kept until', 'then'],
      retentionSchedule('en', RETENTION_MONTHS_DEFAULT, LEGAL_HOLD_YEARS_DEFAULT).map((rule) => [
        rule.data,
        rule.kept,
        rule.then,
      ]),
    ),
    'retention-classes': table(
      ['class', 'tables', 'kept'],
      classes.map((name) => [
        `\`${name}\``,
        Object.keys(RETENTION_CLASSES)
          .filter((tableName) => RETENTION_CLASSES[tableName] === name)
          .map((tableName) => `\`${tableName}\``)
          .join(', '),
        KEPT[name],
      ]),
    ),
  }
}
