import { test } from '@playwright/test'
import { typeAcrossTakeover } from '../typed-fields'

/**
 * What a visitor types or chooses before the script takes over a pre-rendered form, and while it
 * does, stays: in every kind of control, on our pages, the iframe pages and <bootcamp-page> on a
 * partner's page; on this machine's CPU and on one six times slower (as a phone's) from the moment
 * the script arrives. `npm run soak` runs this file 50 times over.
 */
const PAGES = [
  { name: '/', language: 'en', path: '/', forms: ['registration', 'signup', 'contact'] },
  { name: '/es', language: 'es', path: '/es', forms: ['registration', 'signup', 'contact'] },
  {
    name: 'the registration iframe page',
    language: 'en',
    path: '/embed/register?partner=lincoln-high',
    forms: ['registration'],
  },
  { name: 'the Spanish contact iframe page', language: 'es', path: '/embed/contact?lang=es', forms: ['contact'] },
  { name: 'the sign-up iframe page', language: 'en', path: '/embed/signup', forms: ['signup'] },
] as const

for (const rate of [1, 6]) {
  test.describe(`CPU ${rate}x`, () => {
    // Each types whole forms a key at a time; on the 2-core CI machine, with three other test
    // workers beside it, one at 1x took up to 34 s.
    test.setTimeout(rate * 60_000)

    for (const target of PAGES) {
      test(`on ${target.name}, what is typed before and while the script takes over stays`, async ({ page }) => {
        await typeAcrossTakeover(page, target.language, [...target.forms], () => page.goto(target.path), rate)
      })
    }

    test(`<bootcamp-page> on a partner's page keeps what is typed before and while the script takes over`, async ({
      page,
    }) => {
      const open = async () => {
        await page.goto('/host-without-widget.html')
        await page.setContent('<script type="module" src="/bootcamp.js"></script><bootcamp-page></bootcamp-page>')
      }
      await typeAcrossTakeover(page, 'en', ['registration', 'contact'], open, rate)
    })
  })
}
