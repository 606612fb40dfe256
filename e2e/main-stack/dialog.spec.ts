import { expect, test, type Locator, type Page } from '@playwright/test'
import { axeViolations, addElement, open, queryD1, sqlText, uniqueEmail, reviewShot } from '../fixtures'
import { FORMS, FORMS_ES } from '../forms'
import { DIALOG_TRIGGER_HEIGHT } from '../../widget/loader/reserve-space'

/** Every bootcamp:* event that reaches the document, in order, with its detail. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const seen: { type: string; detail: unknown }[] = []
    ;(window as unknown as { seen: typeof seen }).seen = seen
    for (const type of [
      'bootcamp:open',
      'bootcamp:close',
      'bootcamp:registered',
      'bootcamp:signed-up',
      'bootcamp:message-sent',
    ]) {
      document.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }))
    }
  })
}
const eventsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { type: string; detail: unknown }[] }).seen)

/** What a closed dialog leaves behind: the page scrolls again, no `open` attribute, the events heard so far. */
const closedState = (element: Locator) =>
  element.evaluate((host) => ({
    pageScrolls: document.documentElement.style.overflow === '',
    open: host.hasAttribute('open'),
    events: (window as unknown as { seen: { type: string }[] }).seen.map((event) => event.type),
  }))

test('dialog mode by keyboard alone: open, fill, send, see success inside, Esc, focus back on the trigger', async ({
  page,
}) => {
  await open(page, '/sections.html')
  await recordEvents(page)
  const element = await addElement(page, 'bootcamp-register', 'dialog-register', {
    mode: 'dialog',
    partner: 'lincoln-high',
  })
  const trigger = element.getByRole('button', { name: 'Register Now' })
  await expect(trigger).toBeVisible()
  // One button tall while closed, the height the loader reserves for it: the inline form is nowhere on the page.
  await expect(element.getByRole('heading', { name: 'Register a Participant' })).toBeHidden()
  expect((await element.boundingBox())!.height).toBe(DIALOG_TRIGGER_HEIGHT)

  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = element.getByRole('dialog', { name: 'Register Now' })
  await expect(dialog).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden')
  // Focus is inside the dialog, and Tab keeps it there (the page behind is inert).
  const focusInside = () =>
    element.evaluate((host) => host.shadowRoot!.querySelector('dialog')!.contains(host.shadowRoot!.activeElement))
  expect(await focusInside()).toBe(true)
  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab')
  expect(await focusInside()).toBe(true)

  const email = uniqueEmail('dialog')
  await FORMS[0]!.fill(dialog, email)
  await dialog.getByRole('button', { name: 'Complete Registration' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: 'Registration Complete!' })).toBeVisible()
  await expect(dialog.locator('[part="notice"]')).toContainText('Registration Successful!')
  expect(await queryD1(`SELECT source FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([
    { source: 'lincoln-high' },
  ])

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  // Polled: an Esc that fired no cancel event is heard only from <dialog>'s close event, a frame later.
  await expect
    .poll(() => closedState(element))
    .toEqual({ pageScrolls: true, open: false, events: ['bootcamp:open', 'bootcamp:registered', 'bootcamp:close'] })
  expect((await eventsSeen(page))[0]!.detail).toEqual({ form: 'registration', partner: 'lincoln-high' })
})

test('the close button and Esc close at once: the page scrolls and the host hears bootcamp:close before <dialog>`s own close event, which still closes what no cancel announced', async ({
  page,
}) => {
  await open(page, '/sections.html')
  await recordEvents(page)
  const element = await addElement(page, 'bootcamp-signup', 'dialog-closed-at-once', { mode: 'dialog' })
  const trigger = element.getByRole('button', { name: 'Get the Free Guide' })
  const dialog = element.getByRole('dialog', { name: 'Get the Free Guide' })
  /** The state as <dialog>'s own close event arrives, before any listener on the dialog hears it. */
  const stateAtCloseEvent = (close: 'button' | 'Escape') =>
    element.evaluate(async (host, close) => {
      const shadow = host.shadowRoot!
      const nativeDialog = shadow.querySelector('dialog')!
      const state = new Promise((resolve) => {
        const read = () => {
          const seen = (window as unknown as { seen: { type: string }[] }).seen
          resolve({
            dialogOpen: nativeDialog.open,
            pageScrolls: document.documentElement.style.overflow === '',
            open: host.hasAttribute('open'),
            lastEvent: seen.at(-1)?.type,
          })
        }
        shadow.addEventListener('close', read, { capture: true, once: true })
        setTimeout(() => resolve('no close event within 2 s'), 2000)
      })
      if (close === 'button') shadow.querySelector<HTMLButtonElement>('[part="dialog-close"]')!.click()
      else nativeDialog.dispatchEvent(new Event('cancel', { cancelable: true }))
      return state
    }, close)
  const closedAtOnce = { dialogOpen: false, pageScrolls: true, open: false, lastEvent: 'bootcamp:close' }

  await trigger.click()
  await expect(dialog).toBeVisible()
  expect(await stateAtCloseEvent('button')).toEqual(closedAtOnce)
  await expect(trigger).toBeFocused()
  // Esc fires cancel, then close (Chromium 156, checked by hand); this test sends the cancel event
  // itself, as the browser would, so that the moment is the test's own.
  await trigger.click()
  await expect(dialog).toBeVisible()
  expect(await stateAtCloseEvent('Escape')).toEqual(closedAtOnce)
  await expect(trigger).toBeFocused()

  // A close that no cancel event announced (a browser may skip cancel for an Esc without a user
  // activation): <dialog>'s own close event, late, still closes the element and is heard once.
  await trigger.click()
  await expect(dialog).toBeVisible()
  await element.evaluate((host) => host.shadowRoot!.querySelector('dialog')!.close())
  await expect(dialog).toBeHidden()
  await expect
    .poll(() => closedState(element))
    .toEqual({
      pageScrolls: true,
      open: false,
      events: ['bootcamp:open', 'bootcamp:close', 'bootcamp:open', 'bootcamp:close', 'bootcamp:open', 'bootcamp:close'],
    })
})

test('show() and close(), the open property and attribute, the visible close button, and a trigger-label', async ({
  page,
}) => {
  await open(page, '/sections.html')
  await recordEvents(page)
  const element = await addElement(page, 'bootcamp-contact', 'dialog-contact', {
    mode: 'dialog',
    'trigger-label': 'Ask us anything',
  })
  const trigger = element.getByRole('button', { name: 'Ask us anything' })
  await expect(trigger).toBeVisible()
  type Dialog = HTMLElement & { open: boolean; show(): void; close(): void }
  await element.evaluate((host) => (host as Dialog).show())
  const dialog = element.getByRole('dialog', { name: 'Ask us anything' })
  await expect(dialog).toBeVisible()
  // `open` reflects the attribute, as on <dialog>.
  expect(await element.evaluate((host) => [(host as Dialog).open, host.hasAttribute('open')])).toEqual([true, true])
  await element.evaluate((host) => (host as Dialog).close())
  await expect(dialog).toBeHidden()
  expect(await element.evaluate((host) => [(host as Dialog).open, host.hasAttribute('open')])).toEqual([false, false])
  // The property, as React 19 and Vue set a prop the element has.
  await element.evaluate((host) => ((host as Dialog).open = true))
  await expect(dialog).toBeVisible()
  await element.evaluate((host) => ((host as Dialog).open = false))
  await expect(dialog).toBeHidden()
  await trigger.click()
  await expect(dialog).toBeVisible()
  expect(await element.evaluate((host) => (host as Dialog).open)).toBe(true)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  expect(await element.evaluate((host) => (host as Dialog).open)).toBe(false)
  expect((await eventsSeen(page)).map((event) => event.type)).toEqual([
    'bootcamp:open',
    'bootcamp:close',
    'bootcamp:open',
    'bootcamp:close',
    'bootcamp:open',
    'bootcamp:close',
  ])
})

test('show() right after close(), before the dialog has fired its own close event, leaves the dialog open', async ({
  page,
}) => {
  await open(page, '/sections.html')
  await recordEvents(page)
  const element = await addElement(page, 'bootcamp-register', 'dialog-reopened', { mode: 'dialog' })
  await expect(element.getByRole('button', { name: 'Register Now' })).toBeVisible()
  type Dialog = HTMLElement & { show(): void; close(): void }
  await element.evaluate((host) => (host as Dialog).show())
  const dialog = element.getByRole('dialog', { name: 'Register Now' })
  await expect(dialog).toBeVisible()
  // The browser fires <dialog>'s close event at its next animation frame; a host (or a slow test
  // runner) can open it again before then. That late event must not close the reopened dialog.
  const stateAfterReopen = await element.evaluate(async (host) => {
    ;(host as Dialog).close()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const closedAtOnce = !host.shadowRoot!.querySelector('dialog')!.open
    ;(host as Dialog).show()
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return { closedAtOnce, open: host.hasAttribute('open') }
  })
  expect(stateAfterReopen).toEqual({ closedAtOnce: true, open: true })
  await expect(dialog).toBeVisible()
  expect((await eventsSeen(page)).map((event) => event.type)).toEqual([
    'bootcamp:open',
    'bootcamp:close',
    'bootcamp:open',
  ])
})

test('an inline form downloads none of the dialog code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname))
  await open(page, '/sections.html')
  await addElement(page, 'bootcamp-signup', 'inline-signup', {})
  await expect(page.locator('#inline-signup').getByRole('button', { name: 'Get the Free Guide' })).toBeVisible()
  expect(scripts.filter((path) => /FormDialog|\/dialog-/.test(path))).toEqual([])
  await addElement(page, 'bootcamp-signup', 'dialog-signup', { mode: 'dialog' })
  await expect(page.locator('#dialog-signup').getByRole('button', { name: 'Get the Free Guide' })).toBeVisible()
  expect(scripts.filter((path) => /FormDialog/.test(path))).toHaveLength(1)
})

for (const width of [375, 1280]) {
  test(`axe finds nothing on an open dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    // A host page with nothing of ours on it but the script and this one element, as a partner's would be.
    await page.goto('/host-without-widget.html')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = '/bootcamp.js'
      document.head.append(script)
    })
    const element = await addElement(page, 'bootcamp-signup', 'axe-dialog', { mode: 'dialog' })
    await element.getByRole('button', { name: 'Get the Free Guide' }).click()
    await expect(element.getByRole('dialog')).toBeVisible()
    await reviewShot(page, `test-results/dialog-${width}.png`)
    expect(await axeViolations(page, '#axe-dialog')).toEqual([])
  })
}

test('dialog mode in Spanish: the trigger, the dialog, its close button and the success inside speak Spanish; axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await open(page, '/sections.html')
  await recordEvents(page)
  const element = await addElement(page, 'bootcamp-register', 'dialog-register-es', {
    mode: 'dialog',
    lang: 'es',
    partner: 'lincoln-high',
  })
  const trigger = element.getByRole('button', { name: 'Inscríbete ahora', exact: true })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = element.getByRole('dialog', { name: 'Inscríbete ahora' })
  await expect(dialog).toBeVisible()
  expect(await axeViolations(page, '#dialog-register-es')).toEqual([])
  const form = FORMS_ES[0]!
  const email = uniqueEmail('dialog-es')
  await form.fill(dialog, email)
  await dialog.getByRole('button', { name: form.submit }).click()
  await expect(dialog.getByRole('heading', { name: form.panelTitle })).toBeVisible()
  await expect(dialog.locator('[part="notice"]')).toContainText(form.successTitle)
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  expect((await eventsSeen(page)).map((event) => event.type)).toEqual([
    'bootcamp:open',
    'bootcamp:registered',
    'bootcamp:close',
  ])
  const [job] = await queryD1<{ language: string }>(`SELECT language FROM outbox WHERE email = ${sqlText(email)}`)
  expect(job?.language).toBe('es')
})
