/**
 * `npm test`: every test. Unit tests of the widget's and the console's logic run in happy-dom
 * (they need no build); worker tests run inside workerd against the real migrations; browser
 * tests drive the built widget in Debian's Chromium against `npm start`'s real worker; the soak
 * crashes a dev server mid-run and checks that nothing acknowledged is lost.
 *
 * Once the site is built the unit tests and the worker tests start side by side, with one local
 * database being migrated beside them; the soak starts once that is done, and the browser tests
 * when all three end; each line of output is marked with its suite. The soak's stack and the
 * browser tests' stacks start as copies of that database (.wrangler/migrated-template); after that
 * none reads what another writes: the worker tests keep their databases in their own workerd, the
 * soak its own (.wrangler/soak, its own port) and the browser tests' stacks theirs. One after
 * another they left a core idle much of the time: the unit tests' and each suite's last file running alone, the
 * soak waiting on its sweeps and restarts (it set the worker phase's length). All of them finish
 * before anything fails the run, so a failure never leaves a stack or the soak's server running.
 */
import { spawn, type SpawnOptions } from 'node:child_process'
import { rmSync } from 'node:fs'
import { once } from 'node:events'
import { setTimeout } from 'node:timers/promises'
import { createInterface } from 'node:readline'
import { ensureBrowserTestTools } from '../dev/ensure-debian-tools'
import { buildSite } from '../build/site'
import { binary, migrateLocal } from '../dev/processes'

/** Each suite's wall time and CPU seconds (its processes' user + sys), printed at the end. */
const timings: string[] = []

/**
 * Runs a command to completion, each line of its output prefixed with `label`; rejects with its
 * exit code. It runs under bash, whose `times` then gives the CPU seconds of every process the
 * command waited for: a figure that, unlike the wall time, hardly moves when other work shares the machine.
 */
async function runLabelled(label: string, command: string, args: string[], options: SpawnOptions = {}) {
  const started = performance.now()
  const script = `"$@"; status=$?; echo '${CPU_MARK}' >&2; times >&2; exit $status`
  const child = spawn('bash', ['-c', script, label, command, ...args], {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = createInterface({ input: child.stdout! })
  output.on('line', (line) => process.stdout.write(`[${label}] ${line}\n`))
  const errors = createInterface({ input: child.stderr! })
  const tail: string[] = []
  errors.on('line', (line) => {
    if (line === CPU_MARK || tail.length > 0) tail.push(line)
    else process.stderr.write(`[${label}] ${line}\n`)
  })
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
  // Its last lines: read to the end, unless a process it left behind still holds the pipe.
  await Promise.race([Promise.all([once(output, 'close'), once(errors, 'close')]), setTimeout(2_000)])
  const seconds = Math.round((performance.now() - started) / 1000)
  timings.push(`${label.padEnd(8)} ${minutes(seconds)} ${cpuSeconds(tail[2]).padStart(5)} CPU s`)
  if (code !== 0) throw new Error(`${label} (${command} ${args.join(' ')}) ended with ${signal ?? `exit code ${code}`}`)
}

/** The migrated database the tests' stacks start from. */
const DATABASE_TEMPLATE = '.wrangler/migrated-template'

const CPU_MARK = '--- CPU seconds of this suite ---'
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`

/** bash's `times` line of the children's user and system time, as in `1m2.500s 0m3.250s`: their sum. */
function cpuSeconds(line = '') {
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s))
  return parts.length === 2 ? String(Math.round(parts[0]! + parts[1]!)) : '?'
}

try {
  await ensureBrowserTestTools()
  await buildSite({ ifChanged: true })
  const unit = runLabelled('unit', binary('vitest'), ['run', '--config', 'vitest.unit.config.ts'])
  const worker = runLabelled('worker', binary('vitest'), ['run', '--config', 'worker/vitest.config.ts'])
  // One database migrated beside them, which every stack the soak and the browser tests start
  // copies instead of migrating its own (scripts/dev/processes.ts): seven stacks start at once.
  // A stack gives up on its start after two minutes, and so does this.
  rmSync(DATABASE_TEMPLATE, { recursive: true, force: true })
  const template = migrateLocal(DATABASE_TEMPLATE, AbortSignal.timeout(120_000)).then(
    () => {
      process.env.D1_TEMPLATE = DATABASE_TEMPLATE
    },
    (error: Error) => {
      throw new Error(`the migrated database the stacks copy (${DATABASE_TEMPLATE}): ${error.message}`)
    },
  )
  // Durability: a crash mid-run loses no acknowledged submission and, after the sweep, no email.
  // Without a template (its failure is reported on its own) the soak's stack migrates its own.
  const soak = template
    .catch(() => {})
    .then(() =>
      runLabelled('soak', binary('tsx'), ['scripts/test/soak.ts'], {
        env: { ...process.env, D1_PERSIST_TO: '.wrangler/soak' },
      }),
    )
  // The browser tests wait for the unit and worker tests (whatever their outcome), which keep both
  // cores busy: started beside the worker tests, they took those from 2 to 5.5 minutes and their
  // longest tests past their timeouts, and gained nothing. The soak, mostly waiting, runs beside both.
  const browser = Promise.allSettled([unit, worker, template]).then(() =>
    runLabelled('browser', binary('playwright'), ['test']),
  )
  const suites = [unit, worker, template, soak, browser]
  const results = await Promise.allSettled(suites)
  console.log(`\nnpm test, each suite (side by side):\n  ${timings.join('\n  ')}`)
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []))
  if (failed.length > 0) throw new Error(failed.join('; '))
} catch (error) {
  console.error(`\nnpm test failed: ${(error as Error).message}`)
  process.exit(1)
}
