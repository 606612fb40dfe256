/**
 * `npm run data:delete -- <email> [--remote]`: removes every row of one person (registrations
 * they made or were named in by email, sign-ups and messages) and prints what was removed.
 * Deleted rows remain restorable through D1 Time Travel for its retention window.
 */
import { emailSignupSchema } from '../../contract'
import { executeD1, sqlText, targetFromArgs } from '../d1'

const args = process.argv.slice(2)
const target = targetFromArgs(args)
const parsed = emailSignupSchema.shape.email.safeParse(args.find((arg) => !arg.startsWith('--')) ?? '')
if (!parsed.success) {
  console.error('Usage: npm run data:delete -- <email> [--remote]   (a valid email address is required)')
  process.exit(2)
}
const email = sqlText(parsed.data)
const TABLES = ['registrations', 'email_signups', 'contact_messages'] as const

const statements = TABLES.flatMap((table) => [`SELECT count(*) AS n FROM ${table} WHERE email = ${email}`, `DELETE FROM ${table} WHERE email = ${email}`])
const results = await executeD1<{ n: number }>(statements.join('; '), target)
console.log(`Deleted from the ${target} database, for that address:`)
TABLES.forEach((table, index) => console.log(`  ${table}: ${results[index * 2]?.[0]?.n ?? 0} rows`))
