/**
 * What a host gets from `npm i vital-bootcamp` (part of `npm run check`): packs the package as
 * npm would publish it, checks the tarball holds the loader, its chunks, the types and the
 * manifest and nothing of the server, installs it into a fresh folder (offline: it has no
 * dependency to fetch) and checks nothing else arrived, then compiles a plain TypeScript project
 * there, with no React, no Vue and `skipLibCheck: false`, against the types it ships.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const folder = mkdtempSync(join(tmpdir(), 'vital-bootcamp-host-'))
const fail = (message: string): never => {
  console.error(`check-package: ${message}`)
  process.exit(1)
}

try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', folder], { cwd: root, encoding: 'utf8' }),
  ) as { filename: string; files: { path: string }[] }[]
  const files = packed!.files.map((file) => file.path)
  const allowed =
    /^(dist\/site\/bootcamp\.js|dist\/site\/chunks\/[\w-]+\.js|widget\/public-types(-react|-vue)?\.d\.ts|custom-elements\.json|README\.md|package\.json)$/
  const unexpected = files.filter((file) => !allowed.test(file))
  if (unexpected.length > 0) fail(`the package holds files a host does not need: ${unexpected.join(', ')}`)
  for (const needed of [
    'dist/site/bootcamp.js',
    'widget/public-types.d.ts',
    'widget/public-types-react.d.ts',
    'widget/public-types-vue.d.ts',
    'custom-elements.json',
    // The partner's documentation; docs/ (staff, operators, maintainers) stays out, as the pattern above says.
    'README.md',
  ])
    if (!files.includes(needed)) fail(`the package lacks ${needed}`)

  const host = join(folder, 'host')
  execFileSync('mkdir', ['-p', host])
  writeFileSync(join(host, 'package.json'), JSON.stringify({ name: 'school-site', private: true, type: 'module' }))
  execFileSync(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(folder, packed!.filename)],
    { cwd: host, stdio: 'pipe' },
  )
  const installed = readdirSync(join(host, 'node_modules')).filter((name) => !name.startsWith('.'))
  if (installed.join() !== 'vital-bootcamp')
    fail(`installing the package brought more than itself: ${installed.join(', ')}`)

  // A host without React or Vue: the element and event types compile on their own.
  writeFileSync(
    join(host, 'index.ts'),
    `import type {} from 'vital-bootcamp/types'
import type { BootcampElement, BootcampEventDetail } from 'vital-bootcamp/types'
const register: BootcampElement | null = document.querySelector('bootcamp-register')
register?.addEventListener('bootcamp:registered', (event) => { const detail: BootcampEventDetail = event.detail; void detail.status })
if (register) { register.open = true; register.show(); register.close(); register.partner = null }
// @ts-expect-error: a misspelt property is refused.
if (register) register.partnr = 'lincoln-high'
document.addEventListener('bootcamp:submit-failed', (event) => void event.detail.message)
`,
  )
  writeFileSync(
    join(host, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        lib: ['ES2022', 'DOM'],
      },
      files: ['index.ts'],
    }),
  )
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', host], { cwd: host, encoding: 'utf8' })
  } catch (error) {
    fail(
      `a plain TypeScript host does not compile against the types:\n${(error as { stdout?: string }).stdout ?? error}`,
    )
  }
  console.log(
    `check-package: ${files.length} files (the loader, ${files.filter((file) => file.includes('/chunks/')).length} chunks, types, manifest, README); installs alone; a plain TypeScript host compiles against its types.`,
  )
} finally {
  rmSync(folder, { recursive: true, force: true })
}
