import { PERSONAL_DATA_TABLES, REGISTRATION_TABLES } from '../base/db/tables'
import { isHeld } from '../retention/classes'

/** Held tables keep the rows of the registrations `?2` names (a JSON array of ids: their holds). */
const KEPT = ' AND registration_id NOT IN (SELECT value FROM json_each(?2))'

/**
 * Erasing a person: for every table that holds an email address (found from the schema, so a
 * new one cannot be missed), how many rows hold this one, and their deletion. The console's
 * erase and `npm run data:delete` both run these statements; `?1` is the email address, `?2` the
 * registrations whose records stay under legal hold (worker/retention/legal-hold.ts).
 */
export const ERASURE = [
  // Rows that hold no address but belong to a registration go with it (first, while they can
  // still be found by address): why a family asked for assistance, the family's page links, its
  // health record. Consents and check-ins under legal hold stay. Payments stay for the books: they name no one.
  ...REGISTRATION_TABLES.map((table) => {
    const where = `WHERE registration_id IN (SELECT id FROM registrations WHERE email = ?1)${isHeld(table) ? KEPT : ''}`
    return { table, count: `SELECT count(*) AS n FROM ${table} ${where}`, remove: `DELETE FROM ${table} ${where}` }
  }),
  ...PERSONAL_DATA_TABLES.map((table) => ({
    table,
    count: `SELECT count(*) AS n FROM ${table} WHERE email = ?1`,
    remove: `DELETE FROM ${table} WHERE email = ?1`,
  })),
]

/** The values a statement of ERASURE is bound to: the address, and the held ids where it keeps some. */
export const erasureBindings = (statement: string, email: string, heldIds: readonly string[]) =>
  statement.includes('?2') ? [email, JSON.stringify(heldIds)] : [email]

/** Rows per table, from the results of the `count` statements in ERASURE's order. */
export const countsByTable = (counts: number[]) =>
  Object.fromEntries(ERASURE.map(({ table }, index) => [table, counts[index] ?? 0]))
