import { PERSONAL_DATA_TABLES, REGISTRATION_TABLES } from '../base/db/tables'

/**
 * Erasing a person: for every table that holds an email address (found from the schema, so a
 * new one cannot be missed), how many rows hold this one, and their deletion. The console's
 * erase and `npm run data:delete` both run these statements; `?1` is the email address.
 */
export const ERASURE = [
  // Rows that hold no address but belong to a registration go with it (first, while they can
  // still be found by address): why a family asked for assistance, a guardian's consent (their
  // name), the family's page links. Payments stay for the books: they name no one.
  ...REGISTRATION_TABLES.map((table) => ({
    table,
    count: `SELECT count(*) AS n FROM ${table} WHERE registration_id IN (SELECT id FROM registrations WHERE email = ?1)`,
    remove: `DELETE FROM ${table} WHERE registration_id IN (SELECT id FROM registrations WHERE email = ?1)`,
  })),
  ...PERSONAL_DATA_TABLES.map((table) => ({
    table,
    count: `SELECT count(*) AS n FROM ${table} WHERE email = ?1`,
    remove: `DELETE FROM ${table} WHERE email = ?1`,
  })),
]

/** Rows per table, from the results of the `count` statements in ERASURE's order. */
export const countsByTable = (counts: number[]) =>
  Object.fromEntries(ERASURE.map(({ table }, index) => [table, counts[index] ?? 0]))
