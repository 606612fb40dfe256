/** Debian's Chromium and the flags it needs on these machines (shared/STACK.md, "Browser tests"). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser tests' Chromium: Debian's build of the same Chromium without the desktop browser
 * around it (what Playwright itself runs headless). A page costs it under half the CPU seconds
 * of /usr/bin/chromium in headless mode (10 loads of the home page: 6.9 s against 15.5 s), and
 * the browser tests are mostly Chromium's CPU on a 2-core machine.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
