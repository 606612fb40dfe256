/**
 * `npm run data:delete -- <email> [--remote]`: removes every row of one person from every table
 * that holds an email address (worker/db/tables.ts) and prints what was removed.
 * Deleted rows remain restorable through D1 Time Travel for its retention window.
 */
import { emailSignupSchema } from '../../contract'
import { PERSONAL_DATA_TABLES } from '../../worker/db/tables'
import { executeD1, sqlText, targetFromArgs } from '../d1'

const args = process.argv.slice(2)
const target = targetFromArgs(args)
const parsed = emailSignupSchema.shape.email.safeParse(args.find((arg) => !arg.startsWith('--')) ?? '')
if (!parsed.success) {
  console.error('Usage: npm run data:delete -- <email> [--remote]   (a valid email address is required)')
  process.exit(2)
}
const email = sqlText(parsed.data)
const statements = PERSONAL_DATA_TABLES.flatMap((table) => [`SELECT count(*) AS n FROM ${table} WHERE email = ${email}`, `DELETE FROM ${table} WHERE email = ${email}`])
const results = await executeD1<{ n: number }>(statements.join('; '), target)
console.log(`Deleted from the ${target} database, for that address:`)
PERSONAL_DATA_TABLES.forEach((table, index) => console.log(`  ${table}: ${results[index * 2]?.[0]?.n ?? 0} rows`))
