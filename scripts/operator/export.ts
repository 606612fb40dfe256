/**
 * `npm run data:export -- [--remote] [--out DIR]`: writes one CSV per table that holds personal
 * data, and the payments (EXPORTED_TABLES in worker/base/db/tables.ts), e.g. registrations.csv (default folder: exports/, git-ignored). These files hold minors'
 * personal data: they are written readable by their owner only (0600); keep them off shared
 * drives and delete them when done.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { COLUMN_NAMES, EXPORTED_TABLES, exportSelect } from '../../worker/base/db/tables'
import { executeD1, targetFromArgs } from '../dev/d1'
import { toCsv } from '../../worker/base/csv'

/** The tables whose rows keep their time under another name: a consent's is when it was given, a certificate's when issued, a follow-up's stop when asked, a follow-up's answer when first given, a held row's when it was held, release rules' when last changed. */
const ORDERED_BY: Partial<Record<string, string>> = {
  announcement_outcomes: 'announcement_id',
  consents: 'given_at',
  certificates: 'issued_at',
  follow_up_stops: 'stopped_at',
  follow_up_answers: 'answered_at',
  held_registrations: 'held_at',
  incidents: 'recorded_at',
  release_rules: 'updated_at',
}

const args = process.argv.slice(2)
const target = targetFromArgs(args)
const outIndex = args.indexOf('--out')
const folder = outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : 'exports'

// Only the operator may read what is written: the folder 0700, each file 0600 (also when it existed).
mkdirSync(folder, { recursive: true, mode: 0o700 })
const results = await executeD1(
  EXPORTED_TABLES.map((table) => `${exportSelect(table)} ORDER BY ${ORDERED_BY[table] ?? 'created_at'}`).join('; '),
  target,
)
EXPORTED_TABLES.forEach((table, index) => {
  const rows = results[index] ?? []
  const file = join(folder, `${table}.csv`)
  writeFileSync(file, toCsv(rows, COLUMN_NAMES[table]), { mode: 0o600 })
  chmodSync(file, 0o600)
  console.log(`${file}: ${rows.length} rows (${target})`)
})
