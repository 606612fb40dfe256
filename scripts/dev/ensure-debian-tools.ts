/**
 * Browser tests use Debian's Chromium headless shell (never a Playwright download, which cannot
 * reach us) and Debian's sqlite3 (to read and write the stacks' local databases,
 * e2e/database.ts); the bench, Debian's Chromium (Lighthouse runs it). Installs a missing one
 * with apt-get when we are root; otherwise says what to do.
 */
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium'
import { run } from './processes'

async function ensureDebianTool(path: string, debianPackage: string) {
  if (existsSync(path)) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot) {
    throw new Error(
      `${debianPackage} is missing at ${path} and this user cannot install it. Run as root: apt-get update && apt-get install -y ${debianPackage}`,
    )
  }
  console.log(`${path} is missing: installing Debian's ${debianPackage} package with apt-get...`)
  try {
    await run('apt-get', ['update', '-qq'])
    await run('apt-get', ['install', '-y', '-qq', debianPackage], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch (error) {
    throw new Error(
      `Could not install ${debianPackage} with apt-get (${(error as Error).message}). Install it by hand: apt-get install -y ${debianPackage}`,
      { cause: error },
    )
  }
  if (!existsSync(path)) throw new Error(`apt-get finished but ${path} does not exist.`)
}

export async function ensureBrowserTestTools() {
  await ensureDebianTool(TEST_CHROMIUM_PATH, 'chromium-headless-shell')
  await ensureDebianTool('/usr/bin/sqlite3', 'sqlite3')
}

/** `npm run bench`: Lighthouse and the bench's own page loads run Debian's Chromium. */
export async function ensureBenchTools() {
  await ensureDebianTool(CHROMIUM_PATH, 'chromium')
}
