/**
 * `npm run data:delete -- <email> [--remote]`: removes every row of one person from every table
 * that holds an email address (worker/erasure/tables.ts, the same statements the console's erase
 * runs) and prints what was removed. Consents and check-ins under legal hold stay, beside a
 * reduced row with the name they need (worker/retention/legal-hold.ts): it prints which, until
 * when and why, for the operator to tell the person.
 * Deleted rows remain restorable through D1 Time Travel for its retention window.
 */
import { contractSchemas } from '../../contract'
import { LEGAL_HOLD_KEY, legalHoldYearsOf, registrationDay } from '../../contract/retention'
import FORMS_EN from '../../content/forms/en'
import { HELD_RECORDS, heldSentences } from '../../content/held-records'
import { countsByTable, ERASURE, erasureBindings } from '../../worker/erasure/tables'
import {
  erasedRegistrations,
  HOLD_INSERT,
  heldRecordsOf,
  holdsOf,
  holdValues,
  type ErasedRegistration,
} from '../../worker/retention/legal-hold'
import { executeD1, sqlText, targetFromArgs } from '../dev/d1'

const args = process.argv.slice(2)
const target = targetFromArgs(args)
const parsed = contractSchemas(FORMS_EN.validation).emailSignup.shape.email.safeParse(
  args.find((arg) => !arg.startsWith('--')) ?? '',
)
if (!parsed.success) {
  console.error('Usage: npm run data:delete -- <email> [--remote]   (a valid email address is required)')
  process.exit(2)
}

/** wrangler's --command takes no bound parameters: each `?N` goes in as an escaped literal, in one pass. */
const inline = (statement: string, values: readonly (string | number | null)[]) =>
  statement.replace(/\?(\d+)/g, (_, position: string) => {
    const value = values[Number(position) - 1] ?? null
    return value === null ? 'NULL' : typeof value === 'number' ? String(value) : sqlText(value)
  })

const email = parsed.data
const now = new Date()
const [found = []] = await executeD1<ErasedRegistration>(inline(erasedRegistrations('email = ?1'), [email]), target)
// The director's setting for the hold's years, as the console's erase reads it.
const [setting = []] = await executeD1<{ value: string }>(
  inline('SELECT value FROM console_settings WHERE key = ?1', [LEGAL_HOLD_KEY]),
  target,
)
const yearsAfter18 = legalHoldYearsOf(setting[0]?.value)
const holds = holdsOf(found, registrationDay(now.toISOString()), yearsAfter18)
const heldIds = holds.map((hold) => hold.id)
const statements = [
  ...holds.map((hold) => inline(HOLD_INSERT, holdValues(hold, now, 'erasure-request'))),
  ...ERASURE.flatMap(({ count, remove }) =>
    [count, remove].map((statement) => inline(statement, erasureBindings(statement, email, heldIds))),
  ),
]
const results = await executeD1<{ n: number }>(statements.join('; '), target)
const counts = countsByTable(ERASURE.map((_, index) => results[holds.length + index * 2]?.[0]?.n ?? 0))
console.log(`Deleted from the ${target} database, for that address:`)
for (const [table, rows] of Object.entries(counts)) console.log(`  ${table}: ${rows} rows`)
if (holds.length) {
  console.log(`${HELD_RECORDS.en.heading} (tell the person):`)
  for (const sentence of heldSentences('en', heldRecordsOf(holds))) console.log(`  ${sentence}`)
  console.log(`  ${HELD_RECORDS.en.why(yearsAfter18)}`)
}
