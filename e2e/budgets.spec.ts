import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { BUDGETS, bytesFor, CEILINGS, filesFor, loaderBytes, loaderStaticImports } from '../scripts/bundle-size'

/** Byte budgets: deterministic (gzip -9 of the built files), so they can fail the build. */
test('the loader stays within 3 KB gzip, imports nothing eagerly and no chunk imports it', () => {
  expect(loaderBytes()).toBeLessThanOrEqual(BUDGETS.loader)
  expect(loaderStaticImports()).toEqual([])
  // A chunk importing bootcamp.js would run a second copy on a host that loads it as /bootcamp.js?v=2.
  const manifest = JSON.parse(readFileSync('dist/site/build-manifest.json', 'utf8')) as Record<string, { imports?: string[] }>
  expect(Object.keys(manifest).filter((key) => manifest[key]!.imports?.includes('widget/bootcamp.ts'))).toEqual([])
})

test('the home page downloads at most 10 KB of JavaScript before the visitor scrolls, and no React', () => {
  expect(bytesFor('homeBeforeScroll')).toBeLessThanOrEqual(BUDGETS.homeBeforeScroll)
  expect(filesFor('homeBeforeScroll').filter((file) => /runtime|styles/.test(file))).toEqual([])
})

test('a static element alone is its HTML and the shared stylesheet: no React', () => {
  const files = filesFor('staticElement')
  expect(files.filter((file) => file.includes('/runtime-'))).toEqual([])
  expect(files.some((file) => file.includes('/styles-'))).toBe(true)
  expect(readFileSync(`dist/site/${files.find((file) => file.includes('/stats-'))!}`, 'utf8')).toContain('Mentored Youth Success')
})

test('register and page stay under their ceilings', () => {
  expect(bytesFor('register')).toBeLessThanOrEqual(CEILINGS.register)
  expect(bytesFor('page')).toBeLessThanOrEqual(CEILINGS.page)
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
  expect(sources.filter((source) => /(^|\/)(admin|worker)\//.test(source) || source.includes('contract/admin'))).toEqual([])
  const code = [readFileSync('dist/site/bootcamp.js', 'utf8'), ...readdirSync('dist/site/chunks').map((file) => readFileSync(`dist/site/chunks/${file}`, 'utf8'))].join('\n')
  for (const marker of ['VITAL Staff Console', '/api/admin', 'Incorrect username or password']) expect(code).not.toContain(marker)
  // And the console is really built, beside the widget, so the check above is about something.
  expect(readdirSync('dist/site/admin/assets').some((file) => file.endsWith('.js') && readFileSync(`dist/site/admin/assets/${file}`, 'utf8').includes('VITAL Staff Console'))).toBe(true)
})
