import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

const tables: SQLiteTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
)

/** Every table of the schema, by its SQL name. */
export const TABLE_NAMES = tables.map((table) => getTableConfig(table).name)

/**
 * Tables that hold a person's data, found by their `email` column: export and erasure
 * (`npm run data:export`, `npm run data:delete`) cover each, so a new table that stores an
 * email address cannot be left out of either.
 */
export const PERSONAL_DATA_TABLES = tables
  .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'email'))
  .map((table) => getTableConfig(table).name)

/**
 * Tables of rows that belong to a registration without an address of their own: erased and
 * exported with it, whether by address (data/erase.ts), by the family's page (family/erase.ts)
 * or by the retention sweep. Payments are not among them: they stay for the books.
 */
export const REGISTRATION_ROWS = [
  schema.assistanceRequests,
  schema.consents,
  schema.familyLinks,
  schema.attendance,
  schema.healthRecords,
  schema.assessments,
  schema.assessmentAnswers,
  schema.certificates,
  schema.followUpStops,
  schema.followUpAnswers,
  schema.participantNotes,
  schema.releaseRules,
  schema.checkOuts,
  schema.interestOpenings,
  schema.incidents,
  schema.incidentCorrections,
  schema.announcementOutcomes,
] as const
export const REGISTRATION_TABLES = REGISTRATION_ROWS.map((table) => getTableConfig(table).name)

/**
 * What `npm run data:export` writes: every table with a person's address, the requests for
 * financial assistance (found through their registration) and the payments (the books).
 */
export const EXPORTED_TABLES = [
  ...PERSONAL_DATA_TABLES,
  'assistance_requests',
  'consents',
  'attendance',
  // Encrypted as stored: the operator's export holds no plain text of a health record.
  'health_records',
  'assessments',
  'assessment_answers',
  'certificates',
  'follow_up_stops',
  'follow_up_answers',
  'participant_notes',
  // The reduced rows of erased registrations whose consents and check-ins are under legal hold.
  'held_registrations',
  'release_rules',
  'check_outs',
  'incidents',
  'incident_corrections',
  'announcement_outcomes',
  'payments',
  'offline_payments',
]

/**
 * Each table's SQL column names in the schema's order: the header of every CSV export, from the
 * console or from `npm run data:export`, so both write the same columns in the same order.
 */
export const COLUMN_NAMES: Record<string, string[]> = Object.fromEntries(
  tables.map((table) => [getTableConfig(table).name, getTableConfig(table).columns.map((column) => column.name)]),
)

/** The statement both exports start from: every column, by name, in the schema's order. */
export const exportSelect = (table: string) =>
  `SELECT ${COLUMN_NAMES[table]!.map((name) => `"${name}"`).join(', ')} FROM ${table}`
