import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/dev/chromium'

/**
 * The browser tests' own ports, which `npm start` never takes by default (8787 and 8788): the two
 * commands run side by side. TEST_PORT moves them all; they stay within TEST_PORT + 20.
 */
const port = Number(process.env.TEST_PORT ?? 8830)

/**
 * One `npm start` stack (scripts/dev/start.ts): the worker on `port`, the partner school's demo
 * page (a second origin embedding the widget) on `partnerPort`, the local stand-in for Stripe on
 * `stripePort`, and its local D1 in `database` (the folder wrangler's --persist-to names).
 */
function stack(at: number, database: string, partnerPort = at + 1, stripePort = at + 5) {
  return {
    url: `http://127.0.0.1:${at}`,
    partnerPort,
    stripePort,
    partnerUrl: `http://127.0.0.1:${partnerPort}`,
    database,
  }
}

/** The main stack, on the real clock: where a test goes unless it needs one of the others. */
const MAIN = stack(port, '.wrangler/state')
export const BASE_URL = MAIN.url
export const PARTNER_URL = MAIN.partnerUrl
/** Left empty, start.ts puts the partner page on PORT + 1 and the stand-in for Stripe on PORT + 5. */
export const PORT_ALONE = { PARTNER_PORT: '', STRIPE_PORT: '' }

/**
 * The clock pinned to the spec's day (BOOTCAMP_TODAY=2025-01-10): there the spec's cohort is
 * next and the page shows the spec's texts word for word. The main stack's real clock has it past.
 */
const PINNED = stack(port + 3, '.wrangler/pinned-clock')
export const PINNED_URL = PINNED.url
export const PINNED_PARTNER_URL = PINNED.partnerUrl
/**
 * The staff console and the operator commands (which write the database from another process), on
 * two stacks with a database each: the console's tests are the longest of all, and at most two of
 * them may run at once on one database (several open or archive cohorts and then read the page).
 * The files in CONSOLE_B_FILES run on the second; a test reads its stack's address from its
 * project (e2e/console-stack/stack.ts).
 */
const CONSOLE = stack(port + 6, '.wrangler/console', port + 7, port + 2)
const CONSOLE_B = stack(port + 12, '.wrangler/console-b', port + 17, port + 19)
/** About half of the console tests' time (staff-day and console-screens are the longest files). */
const CONSOLE_B_FILES = new RegExp(
  `/(${['staff-day', 'console-screens', 'roles', 'account-passwords', 'follow-up-answer', 'assessment', 'results', 'report-note', 'certificate', 'moved-events', 'offline-first-fetch'].join('|')})\\.spec\\.ts$`,
)
/** The main stack's files whose tests take longest, or mostly wait on a throttled CPU: a project of their own. */
const MAIN_SLOWEST_FILES = /\/(typed-before-script|wcag)\.spec\.ts$/

/**
 * Two workers serving one database (the seats tests): concurrent registrations sent to both
 * cannot be kept apart by a lock inside one isolate, as on Cloudflare's many locations.
 */
export const SEATS_DATABASE = '.wrangler/seats'
const SEATS = [stack(port + 13, SEATS_DATABASE), stack(port + 15, SEATS_DATABASE)] as const
export const SEATS_URLS = [SEATS[0].url, SEATS[1].url] as const
/** Paying through the local stand-in for Stripe, on a database of its own. */
const STAND_IN = stack(port + 9, '.wrangler/stripe-stand-in', port + 10, port + 11)
export const STAND_IN_URL = STAND_IN.url
export const STAND_IN_DATABASE = STAND_IN.database

const chromium = { ...devices['Desktop Chrome'], channel: undefined }

/**
 * The projects named with `--project` (all when none is): only their stacks are started, so a run
 * of one folder on a busy machine does not start the five others' workers too.
 */
function chosenProjects(argv: readonly string[]): Set<string> | null {
  const names = argv.flatMap((argument, index) => {
    if (argument.startsWith('--project=')) return [argument.slice('--project='.length)]
    const next = argv[index + 1]
    return argument === '--project' && next !== undefined ? [next] : []
  })
  return names.length > 0 ? new Set(names) : null
}
const CHOSEN = chosenProjects(process.argv)
const isChosen = (name: string) => CHOSEN === null || CHOSEN.has(name)

/** Browser tests: the built widget in Debian's Chromium against the real `npm start` worker. */
export default defineConfig({
  testDir: './e2e',
  // The host apps (React, Vue, plain pages) that e2e/main-stack/hosts.spec.ts embeds the elements in.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // With two workers the 2-core CI machine's cores stood partly idle, so CI runs four: with four they
  // are busy throughout (vmstat: 7% idle), and six made the phase slower (11m27s against 9m05s). Tests that
  // open family pages take `test` from e2e/fixtures.ts, which gives each test an address of its
  // own under the family link's limit of 30 a minute. Two elsewhere, where the machine is shared;
  // BROWSER_TEST_WORKERS chooses.
  workers: Number(process.env.BROWSER_TEST_WORKERS ?? (process.env.CI ? 4 : 2)),
  forbidOnly: Boolean(process.env.CI),
  // After the list, where the suite's time went (e2e/time-report.ts).
  reporter: [['list'], ['./e2e/time-report.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  /**
   * One project per folder of e2e/, named for what its tests need: a stack (an `npm start` of its
   * own, below) and nothing else. Each stack has its own database, so no project waits for
   * another (no `dependencies`: Playwright would run them in phases, one core idle while a
   * phase's last file finishes) and what one writes never changes what another reads: the
   * console opens and archives cohorts, the seats tests close every other cohort as they open
   * theirs, and the operator commands write the SQLite file from another process (the worker
   * tries again while it is busy: worker/db/retry-busy.ts). The serial files, the longest, are
   * listed first, so they start at once and the short tests fill the other worker around them.
   * A test's database is its project's `metadata.database` (e2e/database.ts reads it).
   */
  projects: [
    // The main stack's slowest tests, one at a time on a worker of their own from the start: typing
    // at a phone's CPU speed (Chromium's renderer paused most of the time, its core lent to the
    // other tests) and tabbing through every focus stop. Under main-stack, whose files run in
    // alphabetical order, they came last and held the run's last half-minute with the CPU half idle.
    {
      ...project('main-stack', MAIN),
      name: 'main-stack-slowest',
      testMatch: MAIN_SLOWEST_FILES,
      // Run alone (`npm run soak` repeats its typing tests 50 times), it takes every worker.
      workers: CHOSEN === null ? 1 : undefined,
    },
    // At most two at once on the console's stack, as its tests were written for: several of them
    // open or archive cohorts and then read the page (with four at once, console.spec.ts's cohort
    // test met another test's open cohort on the registration form).
    { ...project('console-stack', CONSOLE, {}), testIgnore: CONSOLE_B_FILES, workers: 2 },
    {
      ...project('console-stack', CONSOLE_B, {}),
      name: 'console-stack-b',
      testMatch: CONSOLE_B_FILES,
      workers: 2,
    },
    // Two at once, as each console stack: its walks each open several family pages a minute, each
    // from the address of its own test (e2e/fixtures.ts).
    { ...project('stripe-stand-in', STAND_IN), workers: 2 },
    // One at a time: its tests close every cohort on the stack but their own (interest needs none open).
    { ...project('two-workers', SEATS[0]), workers: 1 },
    project('pinned-clock', PINNED),
    { ...project('main-stack', MAIN), testIgnore: MAIN_SLOWEST_FILES },
  ],
  webServer: [
    // Playwright starts its servers one after another, each once the one before answers its `url`.
    // The first builds the site (unless dist/ is built from these files already); the others
    // reuse that build. Those without a `url` are not waited for, so they start side by side
    // (e2e/global-setup.ts waits until every stack answers), except the second seats worker,
    // which must not apply the migrations at the same time as the first on their one database.
    // The main stack is given PORT alone, as a developer's `PORT=… npm start`: its partner page and
    // stand-in for Stripe take the ports after it themselves (e2e/main-stack/side-by-side.spec.ts).
    { ...server(MAIN, { SKIP_BUILD: 'false', ...PORT_ALONE }), url: `${MAIN.url}/api/health` },
    ...(isChosen('pinned-clock') ? [server(PINNED, { BOOTCAMP_TODAY: '2025-01-10' })] : []),
    ...(isChosen('console-stack') ? [server(CONSOLE)] : []),
    ...(isChosen('console-stack-b') ? [server(CONSOLE_B)] : []),
    ...(isChosen('stripe-stand-in') ? [server(STAND_IN)] : []),
    ...(isChosen('two-workers') ? [{ ...server(SEATS[0]), url: `${SEATS[0].url}/api/health` }, server(SEATS[1])] : []),
  ],
})

/** The stacks besides the main one, which e2e/global-setup.ts waits for. */
export const OTHER_STACK_URLS = [
  ...(isChosen('pinned-clock') ? [PINNED] : []),
  ...(isChosen('console-stack') ? [CONSOLE] : []),
  ...(isChosen('console-stack-b') ? [CONSOLE_B] : []),
  ...(isChosen('two-workers') ? SEATS : []),
  ...(isChosen('stripe-stand-in') ? [STAND_IN] : []),
].map((other) => other.url)

type Stack = ReturnType<typeof stack>

/**
 * The project of the tests in e2e/<name>/, against `stack`. The console's tests see Chromium as
 * it is (its devices list names the browser and the system), the site's a desktop Chrome.
 */
function project(name: string, { url, database, partnerUrl }: Stack, device: object = chromium) {
  return { name, testDir: `./e2e/${name}`, use: { ...device, baseURL: url }, metadata: { database, partnerUrl } }
}

function server({ url, partnerPort, stripePort, database }: Stack, settings: Record<string, string> = {}) {
  return {
    command: 'npx tsx scripts/dev/start.ts',
    env: {
      PORT: new URL(url).port,
      PARTNER_PORT: String(partnerPort),
      STRIPE_PORT: String(stripePort),
      D1_PERSIST_TO: database,
      SKIP_BUILD: 'true',
      // Hundreds of submissions in one hour: past the staff inbox's default 10 an hour their alerts
      // would coalesce (worker tests cover that), and the tests that follow one alert to 'sent' would wait.
      STAFF_ALERTS_PER_HOUR: '100000',
      ...settings,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  }
}
