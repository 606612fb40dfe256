/**
 * `npm run outbox -- [--remote] [--all]`: the notification jobs that need a look: pending (not
 * sent yet) and failed (out of retries), oldest first, with how often they were tried and the kind
 * of the last error. `--all` lists sent and cancelled ones too. Recipients are not printed.
 */
import { executeD1, targetFromArgs } from '../dev/d1'

const args = process.argv.slice(2)
const target = targetFromArgs(args)
const where = args.includes('--all') ? '' : "WHERE status IN ('pending', 'sending', 'failed')"
const [jobs = []] = await executeD1<Record<string, unknown>>(
  `SELECT id, kind, status, attempts, last_error, created_at, sent_at FROM outbox ${where} ORDER BY created_at`,
  target,
)
const [[counts] = []] = await executeD1<Record<string, number>>(
  "SELECT sum(status = 'pending') AS pending, sum(status = 'sending') AS sending, sum(status = 'sent') AS sent, sum(status = 'failed') AS failed, sum(status = 'cancelled') AS cancelled FROM outbox",
  target,
)
console.log(
  `Outbox (${target}): ${Object.entries(counts ?? {})
    .map(([status, n]) => `${n ?? 0} ${status}`)
    .join(', ')}`,
)
if (jobs.length > 0) console.table(jobs)
