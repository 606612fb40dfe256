/**
 * `npm run data:delete -- <email> [--remote]`: removes every row of one person from every table
 * that holds an email address (worker/erasure/tables.ts, the same statements the console's erase
 * runs) and prints what was removed.
 * Deleted rows remain restorable through D1 Time Travel for its retention window.
 */
import { contractSchemas } from '../../contract'
import FORMS_EN from '../../content/forms/en'
import { countsByTable, ERASURE } from '../../worker/erasure/tables'
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
// wrangler's --command takes no bound parameters: the address goes in as an escaped literal.
const email = sqlText(parsed.data)
const statements = ERASURE.flatMap(({ count, remove }) =>
  [count, remove].map((statement) => statement.replaceAll('?1', email)),
)
const results = await executeD1<{ n: number }>(statements.join('; '), target)
const counts = countsByTable(ERASURE.map((_, index) => results[index * 2]?.[0]?.n ?? 0))
console.log(`Deleted from the ${target} database, for that address:`)
for (const [table, rows] of Object.entries(counts)) console.log(`  ${table}: ${rows} rows`)
