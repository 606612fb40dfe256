import {
  LEGAL_HOLD_TABLES,
  legalHoldEnd,
  registrationDay,
  type HeldRecords,
  type LegalHoldTable,
} from '../../contract/retention'

/** A registration about to be erased, as `erasedRegistrations` reads it: what its hold needs. */
export type ErasedRegistration = {
  id: string
  firstName: string
  lastName: string
  cohortId: string | null
  age: number
  createdAt: string
} & Record<LegalHoldTable, number>

/**
 * SQL: the registrations `where` picks (the caller binds it), each with its rows in every held
 * table. Used before any erasure: the console's, the family's, the operator's and the sweep's.
 */
export const erasedRegistrations = (where: string) =>
  `SELECT id, first_name AS firstName, last_name AS lastName, cohort_id AS cohortId, age, created_at AS createdAt, ${LEGAL_HOLD_TABLES.map(
    (table) => `(SELECT count(*) FROM ${table} WHERE registration_id = registrations.id) AS "${table}"`,
  ).join(', ')} FROM registrations WHERE ${where}`

/** A registration whose held records stay: the reduced row that stays with them, and what they are. */
export interface Hold extends HeldRecords {
  id: string
  cohortId: string | null
  age: number
  registeredOn: string
}

/**
 * Which of `rows` keep their held records, and until when: those that have any, and whose hold
 * (the registration day plus 19 − age + `yearsAfter18` years, contract/retention.ts; the director's
 * setting, worker/retention/settings.ts) has not ended by `today`.
 * An erasure request makes the retention date today, so the hold alone decides; the sweep only
 * reaches a registration after its retention date, so the same holds there too.
 */
export function holdsOf(rows: readonly ErasedRegistration[], today: string, yearsAfter18: number): Hold[] {
  return rows.flatMap((row) => {
    const tables = Object.fromEntries(
      LEGAL_HOLD_TABLES.filter((table) => Number(row[table]) > 0).map((table) => [table, Number(row[table])]),
    )
    const registeredOn = registrationDay(row.createdAt)
    const heldUntil = legalHoldEnd(registeredOn, row.age, yearsAfter18)
    if (Object.keys(tables).length === 0 || heldUntil < today) return []
    const { id, firstName, lastName, cohortId, age } = row
    return [{ id, firstName, lastName, cohortId, age, registeredOn, heldUntil, tables, yearsAfter18 }]
  })
}

/** SQL: the reduced row of one hold, written before the registration goes (bound by `holdValues`). */
export const HOLD_INSERT =
  'INSERT INTO held_registrations (id, first_name, last_name, cohort_id, age, registered_on, held_until, held_at, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT DO NOTHING'

export const holdValues = (hold: Hold, heldAt: Date, reason: 'erasure-request' | 'retention') => [
  hold.id,
  hold.firstName,
  hold.lastName,
  hold.cohortId,
  hold.age,
  hold.registeredOn,
  hold.heldUntil,
  heldAt.toISOString(),
  reason,
]

/** What staff and the person are shown of a hold: no id, no age. */
export const heldRecordsOf = (holds: readonly Hold[]): HeldRecords[] =>
  holds.map(({ firstName, lastName, heldUntil, tables, yearsAfter18 }) => ({
    firstName,
    lastName,
    heldUntil,
    tables,
    yearsAfter18,
  }))

/** Counts for the audit log, naming no one: "consents 2, attendance 1 until 2033-01-10". */
export const heldDetail = (holds: readonly Hold[]) =>
  holds
    .map(
      (hold) =>
        `${Object.entries(hold.tables)
          .map(([table, rows]) => `${table} ${rows}`)
          .join(', ')} until ${hold.heldUntil}`,
    )
    .join('; ')
