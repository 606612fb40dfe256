import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/dev/chromium'

/**
 * The browser tests' own ports, which `npm start` never takes by default (8787 and 8788): the two
 * commands run side by side. TEST_PORT moves them all (each stack's partner page is its port + 1).
 */
const port = Number(process.env.TEST_PORT ?? 8830)
export const BASE_URL = `http://127.0.0.1:${port}`
/** The partner school's demo page of the main stack: a second origin embedding the widget. */
export const PARTNER_URL = `http://127.0.0.1:${port + 1}`
/**
 * A second stack whose clock is pinned to the spec's day (BOOTCAMP_TODAY=2025-01-10), with a
 * database of its own: there the spec's cohort is next and the page shows the spec's texts word
 * for word. The main stack runs on the real clock, where the spec's cohort is past.
 */
const pinnedPort = port + 3
export const PINNED_URL = `http://127.0.0.1:${pinnedPort}`
export const PINNED_PARTNER_URL = `http://127.0.0.1:${pinnedPort + 1}`
/**
 * Two workers serving one database of their own (the seats tests): concurrent registrations sent
 * to both cannot be kept apart by a lock inside one isolate, as on Cloudflare's many locations.
 */
export const SEATS_DATABASE = '.wrangler/seats'
export const SEATS_URLS = [`http://127.0.0.1:${port + 13}`, `http://127.0.0.1:${port + 15}`] as const

/** Browser tests: the built widget in Debian's Chromium against the real `npm start` worker. */
export default defineConfig({
  testDir: './e2e',
  // The host apps (React, Vue, plain pages) that e2e/hosts.spec.ts embeds the elements in.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(operator|admin|roles|pinned|seats|stand-in|staff-day|retention)\.spec\.ts/,
    },
    {
      name: 'pinned',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: PINNED_URL },
      testMatch: /pinned\.spec\.ts/,
    },
    // The retention sweep writes its old rows into the pinned stack's database: after the pinned
    // tests, so none of their requests meets the lock.
    {
      name: 'retention',
      dependencies: ['pinned'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: PINNED_URL },
      testMatch: /retention\.spec\.ts/,
    },
    // wrangler d1 execute writes the local SQLite file from another process; while the dev server
    // writes too, one of them meets a lock. The operator tools and the console (whose accounts the
    // account commands make) run after the rest.
    { name: 'operator', dependencies: ['chromium'], testMatch: /(operator|admin|roles)\.spec\.ts/ },
    // A cohort's day to day in the console: after the operator tools and the console's own tests,
    // whose sign-ins would otherwise meet the lock its account command and reads take.
    { name: 'staff-day', dependencies: ['operator'], testMatch: /staff-day\.spec\.ts/ },
    {
      name: 'seats',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: SEATS_URLS[0] },
      testMatch: /seats\.spec\.ts/,
    },
    // Paying through the local stand-in for Stripe, on the seats stack's database, after the seats
    // tests (which close every other cohort as they open theirs).
    {
      name: 'payments',
      dependencies: ['seats'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: SEATS_URLS[0] },
      testMatch: /stand-in\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/dev/start.ts',
      // Hundreds of submissions in one hour: past the staff inbox's default 10 an hour their alerts
      // would coalesce (worker tests cover that), and the tests that follow one alert to 'sent' would wait.
      env: { PORT: String(port), PARTNER_PORT: String(port + 1), STAFF_ALERTS_PER_HOUR: '100000' },
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the first is up (Playwright starts its servers in turn), so it reuses its build.
      command: 'npx tsx scripts/dev/start.ts',
      env: {
        PORT: String(pinnedPort),
        PARTNER_PORT: String(pinnedPort + 1),
        BOOTCAMP_TODAY: '2025-01-10',
        D1_PERSIST_TO: '.wrangler/pinned-clock',
        SKIP_BUILD: 'true',
      },
      url: `${PINNED_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...SEATS_URLS.map((url) => ({
      command: 'npx tsx scripts/dev/start.ts',
      // The second applies the migrations the first applied already: a no-op.
      env: {
        PORT: new URL(url).port,
        PARTNER_PORT: String(Number(new URL(url).port) + 1),
        D1_PERSIST_TO: SEATS_DATABASE,
        SKIP_BUILD: 'true',
        STAFF_ALERTS_PER_HOUR: '100000',
      },
      url: `${url}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
})
