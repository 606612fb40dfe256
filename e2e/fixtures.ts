import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { HTML_RULES } from './html-rules'
import { addedUserStatements } from '../scripts/operator/user-rows'
import { hashPassword } from '../worker/staff/password'
import { projectDatabase, queryD1 } from './database'
import { sqlText } from '../scripts/dev/d1'

export { queryD1, sqlText }

/**
 * The worker's pages it limits per client address (FAMILY_LINK_LIMITER: 30 a minute, keyed by
 * `cf-connecting-ip`) on the stack at `origin`: the family page and its forms, an assessment
 * opened without a registration's token, a certificate's verification. A RegExp rather than a
 * function: Playwright's driver then matches it itself and lets every other request by without
 * asking the test's process.
 */
const perAddressPages = (origin: string) =>
  new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(family|assessment|verify)([/?#]|$)`)

/**
 * `test` for every test that opens those pages. Locally no request carries `cf-connecting-ip`, so
 * every test of a stack would count against one address ('unknown'), and two walks at once pass
 * the limit. Here each test comes from an address of its own, as each family does. The address
 * rides only on requests to those pages of the test's own stack, added as the request leaves
 * (`route.continue`). Not `extraHTTPHeaders`: a header added to every request makes Chromium send
 * a CORS preflight before the widget's calls from a partner page (microsoft/playwright#21811), and
 * the staff console keys its sign-in throttle by the same header. The `request` fixture, which no
 * browser's CORS applies to, sends it on all its requests; a request that names its own
 * `cf-connecting-ip` (the walks' registrations) keeps that one.
 */
export const test = base.extend<{ clientAddress: string }>({
  // Random rather than numbered, so a test repeated within the limit's minute (--repeat-each, a
  // second run against a stack left running) does not meet its own earlier count either.
  // Playwright reads a fixture's dependencies from its first parameter, which must be destructured.
  // eslint-disable-next-line no-empty-pattern
  clientAddress: async ({}, provide) => {
    await provide(`10.${crypto.getRandomValues(new Uint8Array(3)).join('.')}`)
  },
  context: async ({ context, baseURL, clientAddress }, provide) => {
    await context.route(perAddressPages(new URL(String(baseURL)).origin), (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': clientAddress } }),
    )
    await provide(context)
  },
  request: async ({ playwright, clientAddress }, provide) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': clientAddress } })
    await provide(request)
    await request.dispose()
  },
})

/** The environment for an operator command (scripts/operator/) aimed at this project's stack. */
export const operatorEnv = () => ({ ...process.env, D1_PERSIST_TO: projectDatabase() })

/** A unique address per test run, so tests never see each other's rows. */
export function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`
}

/** The scripts the page requests from now on, chunk hashes left out (`/chunks/runtime.js`). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on(
    'request',
    (request) =>
      request.resourceType() === 'script' &&
      scripts.push(new URL(request.url()).pathname.replace(/-[\w-]{6}\.js$/, '.js')),
  )
  return scripts
}

/**
 * Opens a page and waits until every element on screen has its content. On the home page the
 * forms then come live as a visitor scrolling past them would bring them (each hydrates as it
 * comes near), and the page returns to the top; `liveForms: false` leaves them as loaded.
 */
export async function open(page: Page, url: string, { liveForms = true } = {}) {
  const response = await page.goto(url)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('bootcamp-'))
      .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
      .every((element) => element.matches(':state(ready)')),
  )
  if (liveForms) {
    for (const form of await page.locator('bootcamp-page form').all()) {
      await form.scrollIntoViewIfNeeded()
      await expectLive(form)
    }
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  return response
}

export function notice(page: Page) {
  return page.locator('[part="notice"]')
}

export async function expectNotice(page: Page, title: string, description: string | RegExp) {
  const card = notice(page)
  await expect(card).toHaveCount(1)
  await expect(card.locator('p').first()).toHaveText(title)
  await expect(card.locator('p').nth(1)).toHaveText(description)
}

/** The centre of an element lies inside the viewport (the scroll target is on screen). */
export async function expectInViewport(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 0.1 })
}

/**
 * The section a navigation button scrolled to has reached the upper third of the screen, where
 * the language switch reads the section being read (widget/static/switch-language.ts): waited for,
 * not slept through, since a smooth scroll takes as long as the machine lets it.
 */
export async function expectScrolledTo(section: Locator) {
  await expect
    .poll(() => section.evaluate((element) => element.getBoundingClientRect().top < innerHeight / 3))
    .toBe(true)
}

/** Counts the page's own fetch() calls to `api` synchronously, before any request leaves. */
export function countPosts(page: Page, api: string) {
  return page.addInitScript((path) => {
    const counted = window as unknown as { posts: number }
    counted.posts = 0
    const realFetch = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith(path)) counted.posts++
      return realFetch(input, init)
    }
  }, api)
}

export const postsCounted = (page: Page) => page.evaluate(() => (window as unknown as { posts: number }).posts)

/**
 * Adds `<tag id=…>` with `attributes` at the top of the page (in view, so its code loads at once)
 * and returns a locator for it.
 */
export async function addElement(page: Page, tag: string, id: string, attributes: Record<string, string>) {
  await page.evaluate(
    ([name, elementId, attrs]) => {
      const element = document.createElement(name)
      element.id = elementId
      for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, value)
      ;(document.querySelector('main') ?? document.body).prepend(element)
    },
    [tag, id, attributes] as const,
  )
  return page.locator(`#${id}`)
}

/**
 * A form the script has taken over. On our own pages its button is enabled from the first paint
 * (the form posts to the page until then), so the form's own mark says it.
 */
export const expectLive = (form: Locator) => expect(form).toHaveAttribute('data-live', '')

/**
 * A frame whose content another origin serves, or may (one still loading has no address yet):
 * axe's single run in the page cannot read it.
 */
function hasFrameOfAnotherOrigin(page: Page) {
  const origin = new URL(page.url()).origin
  return page.frames().some((frame) => {
    const url = frame.url()
    if (url === 'about:blank' || url === 'about:srcdoc') return false
    return !URL.canParse(url) || new URL(url).origin !== origin
  })
}

/**
 * What axe finds on the page (or inside `include`), one line per rule: its id and where. axe's
 * default run analyses each frame apart and joins the parts in a blank page it opens, which is
 * what reaches into frames of other origins; a page without one gets the same findings from a
 * single run in the page (axe's legacy mode) in half the time: on `/`, 470 against 943 ms and
 * 120 against 310 ms of the test runner's CPU, the same 43 rules passed.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(!hasFrameOfAnotherOrigin(page))
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * A staff account (a director) in this project's stack, with the rows `admin:add-user` writes,
 * for the tests that only sign in with it. Written straight into the stack's database rather
 * than by running the command: each run of the command is a Node process and a wrangler, about
 * 3 CPU seconds, which two dozen test files spent before signing in. The command itself is
 * tested where it is the subject (console.spec.ts, account-passwords.spec.ts).
 */
export async function addStaffAccount(username: string, password: string) {
  // A worker that runs a later test of a fully parallel file runs its beforeAll again, with the
  // same module-level name: the account from its first run is the one wanted.
  const [existing] = await queryD1(`SELECT 1 FROM users WHERE username = ${sqlText(username)}`)
  if (!existing) await queryD1(addedUserStatements(username, await hashPassword(password), 'director'))
}

/**
 * Every POST the page sends from now on, but the anonymous funnel beacon (a count that a form
 * was shown or started, widget/lib/funnel.ts): what a test of "sends nothing" must find empty.
 */
export function recordFormPosts(page: Page): string[] {
  const posts: string[] = []
  page.on(
    'request',
    (request) => request.method() === 'POST' && !request.url().endsWith('/api/funnel') && posts.push(request.url()),
  )
  return posts
}

/** axe finds nothing, and the HTML React rendered is valid (the rules of e2e/main-stack/html-validity.spec.ts). */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
  // Chromium's serialiser moves the blank text after </body> into the body as a line of spaces:
  // that is its spelling, not our markup, so trailing blanks are trimmed before validating.
  const rendered = (await page.content()).replace(/[ \t]+$/gm, '')
  const report = await new HtmlValidate(HTML_RULES).validateString(rendered, page.url())
  expect(
    report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`),
    ),
  ).toEqual([])
}

/**
 * The text of every console message of the given types (every type when none are given) and of
 * every uncaught error, for tests that allow none on a page.
 */
export function recordConsole(page: Page, types?: string[]): string[] {
  const recorded: string[] = []
  page.on('console', (message) => {
    if (types && !types.includes(message.type())) return
    recorded.push(message.text())
  })
  page.on('pageerror', (error) => recorded.push(error.message))
  return recorded
}

/** Every email text the local workers have sent since `since` (wrangler writes them under the temp folder). */
export function sentEmailTexts(since: number): string[] {
  const texts: string[] = []
  for (const folder of readdirSync(tmpdir()).filter((name) => name.startsWith('miniflare-'))) {
    const dir = join(tmpdir(), folder, 'files', 'email-text')
    // A worker that has sent no email yet has no such folder.
    if (!existsSync(dir)) continue
    // Only this test's: the stacks have sent thousands by now, and reading them all on every poll is load the other tests feel.
    for (const file of readdirSync(dir))
      if (statSync(join(dir, file)).mtimeMs >= since) texts.push(readFileSync(join(dir, file), 'utf8'))
  }
  return texts
}

/**
 * A screenshot for a person to look at (each screen at 375 and 1280 px). On CI nobody does, and
 * each full page costs Chromium a fifth of a second or more, so none is taken there.
 */
export async function reviewShot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}) {
  if (process.env.CI) return
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }))
}
