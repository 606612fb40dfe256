import { expect, test, type Page } from '@playwright/test'
import { expectInViewport } from '../fixtures'

/**
 * Without script every button of our pages still goes where it says: the page's buttons and
 * navigation are links to their sections (script turns them into a smooth scroll), and on a
 * phone the menu's links show under the bar, with no menu button that would do nothing.
 */
const PAGES = [
  {
    path: '/',
    hero: ['Register Now', 'Learn More'],
    plans: ['Select Session', 'Register for Bootcamp'],
    nav: ['Program', 'Schedule', 'Pricing', 'Contact'],
    headings: {
      registration: 'Register a Participant',
      program: 'Five Principles of Leadership',
      schedule: 'Four Weeks That Change How You Lead',
      contact: 'Get in Touch',
    },
    menu: 'Open menu',
  },
  {
    path: '/es',
    hero: ['Inscríbete ahora', 'Más información'],
    plans: ['Elegir sesión', 'Inscribirme al bootcamp'],
    nav: ['Programa', 'Horario', 'Precios', 'Contacto'],
    headings: {
      registration: 'Inscribe a un participante',
      program: 'Cinco principios de liderazgo',
      schedule: 'Cuatro semanas que cambian tu forma de liderar',
      contact: 'Escríbenos',
    },
    menu: 'Abrir menú',
  },
] as const

/** Follows `link` from the top of the page: the address names its section, whose heading is on screen. */
async function follow(page: Page, name: string, anchor: string, heading: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByRole('link', { name, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`))
  await expectInViewport(page.getByRole('heading', { name: heading, exact: true }))
}

test.describe('with JavaScript off, at 375 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  for (const site of PAGES)
    test(`${site.path}: the hero's, the plans' and the menu's links reach their sections; the menu shows its links`, async ({
      page,
    }) => {
      await page.goto(site.path)
      const nav = page.locator('bootcamp-page [part="nav"]')
      await expect(nav.getByRole('button', { name: site.menu })).toBeHidden()
      await expect(nav.locator('[part="menu"]').getByRole('link')).toHaveText([...site.nav])
      await follow(page, site.hero[0], 'registration', site.headings.registration)
      await follow(page, site.hero[1], 'program', site.headings.program)
      for (const plan of site.plans) await follow(page, plan, 'registration', site.headings.registration)
      await follow(page, site.nav[1], 'schedule', site.headings.schedule)
      await follow(page, site.nav[3], 'contact', site.headings.contact)
    })
})
