import { open } from '../fixtures'
import { PINNED_PARTNER_URL } from '../../playwright.config'
import { expect, test } from '@playwright/test'
import { OPTIONS_ES, SECTIONS_ES } from '../../test-data/spanish-texts'

/**
 * The spec's texts, word for word, on the stack whose clock is pinned to the spec's day
 * (playwright.config.ts), where the spec's cohort is next.
 */

/** The page's texts, word for word, section by section. */
const SECTIONS: Record<string, string[]> = {
  nav: ['VITAL', 'Youth Bootcamp', 'Program', 'Schedule', 'Pricing', 'Contact'],
  hero: [
    'Unleash Your Leadership Potential',
    'Register Now',
    'Learn More',
    '$106.6B',
    'Leadership Market 2024',
    '75%',
    'Better Leadership Outcomes',
  ],
  stats: [
    '$238B',
    'Global Market by 2035',
    'Mentored Youth Success',
    'More likely to hold leadership positions',
    '45%',
    'Workshop Training',
    'Most effective method',
    '1.8B',
    'Young People',
  ],
  program: [
    'Vision',
    'Integrity',
    'Teamwork',
    'Action',
    'Leadership',
    'Evidence-Based',
    '85%',
    'Better Performance',
    'Confidence Building',
    'Community Impact',
  ],
  schedule: [
    'Four-Week Program',
    'Saturdays 10AM-2PM',
    '4-hour intensive sessions',
    'in-person and virtual options',
    'Ages 13-22',
    'Next cohort starts February 15, 2025',
  ],
  pricing: [
    'Per Session',
    '$50-75',
    '4-hour session',
    'All materials',
    'Lunch and refreshments',
    'Select Session',
    'Complete Bootcamp',
    'BEST VALUE',
    '$200',
    'All 4 sessions',
    'Personal leadership assessment',
    'Graduation certificate',
    '30-day follow-up support',
    'Save $100+',
    'Register for Bootcamp',
    'Early Bird',
    'Register by February 1st and save $30 on the Complete Bootcamp',
    'Group Rate',
    '3 or more friends registering together get 15% off',
    'Financial Assistance',
  ],
  registration: [
    'First Name',
    'Last Name',
    'Email',
    'Phone',
    'Age',
    'Session Preference',
    'Emergency Contact',
    'Parental consent (required for participants under 18)',
  ],
  research: ['Research Evidence', 'Program Impact', 'Best Practices', '85%'],
  contact: [
    'Quick Response Promise',
    'Every inquiry gets a reply within 24 hours.',
    'hello@vitalbootcamp.org',
    '(614) 555-0142',
    'Instagram',
  ],
  footer: ['Quick Links', 'FAQ', 'Privacy Policy', 'Terms of Service', 'Accessibility'],
}

for (const [path, sections] of [
  ['/', SECTIONS],
  ['/es', SECTIONS_ES],
] as const)
  test(`every section of ${path} shows the spec content, in the spec order`, async ({ page }) => {
    await open(page, path)
    const host = page.locator('bootcamp-page')
    for (const [section, texts] of Object.entries(sections)) {
      for (const text of texts)
        await expect(host.getByText(text, { exact: false }).first(), `${section}: ${text}`).toBeAttached()
    }
    const order = await host.evaluate((element) =>
      [...element.shadowRoot!.querySelectorAll('header[part="nav"], section[part^="section"], footer')].map((node) =>
        node.getAttribute('part'),
      ),
    )
    expect(order).toEqual([
      'nav',
      'section section-hero',
      'section section-stats',
      'section section-program',
      'section section-schedule',
      'section section-registration',
      'section section-signup',
      'section section-research',
      'section section-contact',
      'section section-footer',
    ])
  })

test('the form controls carry the spec defaults, options and sizes', async ({ page }) => {
  await open(page, '/')
  const register = page.locator('form[part~="form-registration"]')
  const age = register.getByLabel('Age')
  await expect(age).toHaveValue('13')
  expect(await age.locator('option').allTextContents()).toEqual([
    '13',
    '14',
    '15',
    '16',
    '17',
    '18',
    '19',
    '20',
    '21',
    '22',
  ])
  const session = register.getByLabel('Session Preference')
  expect(
    await session
      .locator('option')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent])),
  ).toEqual([
    ['', 'Select a session option'],
    ['individual', 'Individual Session ($50-75)'],
    ['complete', 'Complete Bootcamp ($200)'],
  ])
  await expect(register.getByLabel('Why do you want to join?')).toHaveAttribute('rows', '4')
  for (const consent of [
    'Parental consent (required for participants under 18)',
    'I agree to the terms and conditions',
  ]) {
    await expect(register.getByLabel(consent)).not.toBeChecked()
  }
  const contact = page.locator('form[part~="form-contact"]')
  await expect(contact.getByLabel('Message')).toHaveAttribute('rows', '5')
  expect(
    await contact
      .getByLabel('Subject')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['', 'program-info', 'registration', 'pricing', 'scheduling', 'other'])
})

test('the Spanish form controls carry the same defaults and values, with Spanish texts', async ({ page }) => {
  await open(page, '/es')
  const register = page.locator('form[part~="form-registration"]')
  await expect(register.getByLabel('Edad')).toHaveValue('13')
  expect(
    await register
      .getByLabel('Sesión que prefieres')
      .locator('option')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent])),
  ).toEqual(OPTIONS_ES.sessions)
  await expect(register.getByLabel('¿Por qué quieres participar?')).toHaveAttribute('rows', '4')
  const contact = page.locator('form[part~="form-contact"]')
  expect(
    await contact
      .getByLabel('Asunto')
      .locator('option')
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent])),
  ).toEqual(OPTIONS_ES.subjects)
})

test('the page and its sections need no third-party host', async ({ page }) => {
  const hosts = new Set<string>()
  page.on('request', (request) => void hosts.add(new URL(request.url()).host))
  await page.goto('/', { waitUntil: 'networkidle' })
  expect([...hosts]).toEqual([new URL(page.url()).host])
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/summer-camp')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('on the spec day a partner page, its elements and the iframe pages show the spec cohort, fetched beside the chunks', async ({
  page,
}) => {
  await open(page, `${PINNED_PARTNER_URL}/`)
  const register = page.locator('bootcamp-register').first()
  await register.getByLabel('Session Preference').scrollIntoViewIfNeeded()
  await expect(register.locator('option[value="complete"]')).toHaveText('Complete Bootcamp ($200)')
  await page.evaluate(() => {
    for (const [tag, lang] of [
      ['bootcamp-schedule', 'en'],
      ['bootcamp-schedule', 'es'],
      ['bootcamp-page', 'en'],
    ]) {
      const element = document.createElement(tag!)
      element.lang = lang!
      document.body.append(element)
    }
  })
  for (const [selector, texts] of [
    [
      'bootcamp-schedule:lang(en)',
      [
        'Next cohort starts February 15, 2025',
        '$50-75',
        'Save $100+ vs. individual sessions',
        'Register by February 1st and save $30 on the Complete Bootcamp',
        '3 or more friends registering together get 15% off',
      ],
    ],
    [
      'bootcamp-schedule:lang(es)',
      [
        'La próxima cohorte empieza el 15 de febrero de 2025',
        'Inscríbete antes del 1 de febrero y ahorra $30 en el Bootcamp completo',
      ],
    ],
    [
      'bootcamp-page',
      ['Next cohort starts February 15, 2025', 'Register by February 1st and save $30 on the Complete Bootcamp'],
    ],
  ] as const) {
    const element = page.locator(selector)
    await element.scrollIntoViewIfNeeded()
    for (const text of texts)
      await expect(element.getByText(text, { exact: true }).first(), `${selector}: ${text}`).toBeVisible()
  }
  await open(page, '/embed/schedule?lang=es')
  await expect(
    page.locator('bootcamp-schedule').getByText('La próxima cohorte empieza el 15 de febrero de 2025'),
  ).toBeVisible()
})

test('the home page carries the spec cohort as structured data for search engines', async ({ page }) => {
  await open(page, '/')
  const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >
  expect(event).toMatchObject({
    '@type': 'EducationEvent',
    startDate: '2025-02-15T10:00:00-05:00',
    endDate: '2025-03-08T14:00:00-05:00',
    eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
  })
})
