/**
 * Browser tests use Debian's Chromium (never a Playwright download, which cannot reach us).
 * Installs it with apt-get when it is missing and we are root; otherwise says what to do.
 */
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium'
import { run } from './processes'

export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return
  const isRoot = process.getuid?.() === 0
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH} and this user cannot install it. Run as root: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    )
  }
  console.log(
    `Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package with apt-get (about a minute)...`,
  )
  try {
    await run('apt-get', ['update', '-qq'])
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch (error) {
    throw new Error(
      `Could not install Chromium with apt-get (${(error as Error).message}). Install it by hand: apt-get install -y chromium`,
      { cause: error },
    )
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} does not exist.`)
}
