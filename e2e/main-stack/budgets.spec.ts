import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { BRAND } from '../../content/brand'
import {
  bytesFor,
  CEILINGS,
  chunkTable,
  filesFor,
  loaderBytes,
  loaderStaticImports,
} from '../../scripts/checks/bundle-size'

/** Byte budgets: deterministic (gzip -9 of the built files), so they can fail the build with the chunk that grew. */
test('the loader stays within its 3 KB goal (gzip), imports nothing eagerly and no chunk imports it', () => {
  expect(loaderBytes(), chunkTable('homeBeforeScroll')).toBeLessThanOrEqual(CEILINGS.loader)
  expect(loaderStaticImports()).toEqual([])
  // A chunk importing bootcamp.js would run a second copy on a host that loads it as /bootcamp.js?v=2.
  const manifest = JSON.parse(readFileSync('dist/site/build-manifest.json', 'utf8')) as Record<
    string,
    { imports?: string[] }
  >
  expect(Object.keys(manifest).filter((key) => manifest[key]!.imports?.includes('widget/bootcamp.ts'))).toEqual([])
})

test('the home page downloads nothing but the loader before the visitor scrolls (prerender.spec.ts watches it)', () => {
  expect(filesFor('homeBeforeScroll')).toEqual(['bootcamp.js'])
  expect(bytesFor('homeBeforeScroll')).toBeLessThanOrEqual(CEILINGS.loader)
})

test('a static element alone is its HTML and the shared stylesheet: no React', () => {
  const files = filesFor('staticElement')
  expect(files.filter((file) => file.includes('/runtime-'))).toEqual([])
  expect(files.some((file) => file.includes('/styles-'))).toBe(true)
  expect(readFileSync(`dist/site/${files.find((file) => file.includes('/stats-'))!}`, 'utf8')).toContain(
    'Mentored Youth Success',
  )
})

test('register stays within 96 KB and page under its ceiling, in English and in Spanish', () => {
  for (const [scenario, ceiling] of [
    ['register', CEILINGS.register],
    ['page', CEILINGS.page],
    ['registerSpanish', CEILINGS.registerSpanish],
    ['pageSpanish', CEILINGS.pageSpanish],
  ] as const)
    expect(bytesFor(scenario), chunkTable(scenario)).toBeLessThanOrEqual(ceiling)
  // zod and the schemas come on the first keystroke, not with the form.
  expect(filesFor('register').filter((file) => file.includes('/schemas-'))).toEqual([])
})

/** Every text of a dictionary (its leaves), long enough to mean something and written as the build writes it. */
function textsOf(dictionary: unknown): string[] {
  // (Intl writes some figures with a no-break space, which the HTML keeps as an entity.)
  if (typeof dictionary === 'string')
    return dictionary.length >= 5 && !/['"&<>\u00a0\u202f]/.test(dictionary) ? [dictionary] : []
  if (dictionary && typeof dictionary === 'object') return Object.values(dictionary).flatMap(textsOf)
  return []
}

/** The code holds the text as a whole (not "Contact" inside "Contacto", nor "/guide" inside "/es/guide"). */
const holds = (code: string, text: string) =>
  new RegExp(`(?<![\\p{L}/])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(code)

/** The texts of one language that the other does not share (brand names and addresses are shared). */
const onlyIn = (one: unknown, other: unknown) =>
  textsOf(one).filter(
    (text) => !textsOf(other).some((shared) => shared.includes(text)) && !BRAND.fullName.includes(text),
  )

test('each language downloads its own words only: no chunk of one language holds a text of the other', async () => {
  const { FORMS } = await import('../../content/forms')
  const sections = await Promise.all(
    ['hero', 'nav', 'stats', 'program', 'schedule', 'pricing', 'research', 'footer'].map(
      (name) => import(`../../content/${name}.ts`),
    ),
  )
  const manifest = JSON.parse(readFileSync('dist/site/build-manifest.json', 'utf8')) as Record<string, { file: string }>
  const code = (file: string) => readFileSync(`dist/site/${file}`, 'utf8')
  const named = (name: string) => code(Object.values(manifest).find((chunk) => chunk.file.includes(`/${name}-`))!.file)
  const [copyEn, copyEs] = [named('copy-en'), named('copy-es')]
  expect(onlyIn(FORMS.en, FORMS.es).length).toBeGreaterThan(50)
  expect(onlyIn(FORMS.en, FORMS.es).filter((text) => holds(copyEs, text))).toEqual([])
  expect(onlyIn(FORMS.es, FORMS.en).filter((text) => holds(copyEn, text))).toEqual([])
  // (Prices are formatted by Intl as the chunk runs: the session labels are not literals.)
  expect(onlyIn(FORMS.es, FORMS.en).filter((text) => !text.includes('$') && !holds(copyEs, text))).toEqual([])
  // The runtime every language shares holds no words of either.
  expect(
    textsOf(FORMS.en)
      .concat(textsOf(FORMS.es))
      .filter((text) => holds(named('runtime'), text) && !holds(copyEn, text)),
  ).toEqual([])
  const english = sections.flatMap((module) =>
    Object.values(module as Record<string, { en: unknown; es: unknown }>).map((copy) => copy.en),
  )
  const spanish = sections.flatMap((module) =>
    Object.values(module as Record<string, { en: unknown; es: unknown }>).map((copy) => copy.es),
  )
  for (const name of ['nav', 'hero', 'stats', 'program', 'schedule', 'research', 'footer']) {
    const [en, es] = [
      code(manifest[`widget/elements/${name}/index.ts`]!.file),
      code(manifest[`widget/elements/${name}/es.ts`]!.file),
    ]
    expect(
      onlyIn(english, spanish).filter((text) => holds(es, text)),
      `${name} in Spanish`,
    ).toEqual([])
    expect(
      onlyIn(spanish, english).filter((text) => holds(en, text)),
      `${name} in English`,
    ).toEqual([])
  }
  const pages = [
    code(manifest['widget/elements/page/standalone.ts']!.file),
    code(manifest['widget/elements/page/standalone-es.ts']!.file),
  ]
  expect(onlyIn(english, spanish).filter((text) => holds(pages[1]!, text))).toEqual([])
  expect(onlyIn(spanish, english).filter((text) => !holds(pages[1]!, text))).toEqual([])
})

test('one React runtime and one stylesheet serve every element', () => {
  const chunks = readdirSync('dist/site/chunks').map((file) => readFileSync(`dist/site/chunks/${file}`, 'utf8'))
  const entry = readFileSync('dist/site/bootcamp.js', 'utf8')
  const withReact = [entry, ...chunks].filter((code) => code.includes('react.dev/errors'))
  const withStyles = [entry, ...chunks].filter((code) => code.includes('tailwindcss v4'))
  expect(withReact).toHaveLength(1)
  expect(withStyles).toHaveLength(1)
  const runtime = filesFor('register').filter((file) => file.includes('/runtime-'))
  expect(runtime).toHaveLength(1)
  for (const scenario of ['page', 'homeEveryFormLive'] as const) expect(filesFor(scenario)).toContain(runtime[0])
})

test('nothing of the staff console reaches the widget: no module, no text, no console API path', () => {
  const manifest = JSON.parse(readFileSync('dist/site/build-manifest.json', 'utf8')) as Record<string, { src?: string }>
  const sources = Object.entries(manifest).map(([key, chunk]) => chunk.src ?? key)
  expect(
    sources.filter((source) => /(^|\/)(admin|worker)\//.test(source) || source.includes('contract/admin')),
  ).toEqual([])
  const code = [
    readFileSync('dist/site/bootcamp.js', 'utf8'),
    ...readdirSync('dist/site/chunks').map((file) => readFileSync(`dist/site/chunks/${file}`, 'utf8')),
  ].join('\n')
  for (const marker of ['VITAL Staff Console', '/api/admin', 'Incorrect username or password'])
    expect(code).not.toContain(marker)
  // And the console is really built, beside the widget, so the check above is about something.
  expect(
    readdirSync('dist/site/admin/assets').some(
      (file) =>
        file.endsWith('.js') && readFileSync(`dist/site/admin/assets/${file}`, 'utf8').includes('VITAL Staff Console'),
    ),
  ).toBe(true)
})
