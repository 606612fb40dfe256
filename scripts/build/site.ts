/**
 * `npm run build`: the widget bundle, the staff console's bundle, then the pre-rendered pages.
 * Each build records in dist/ a hash of the files it was built from (every file git sees, tracked
 * or not ignored); `--if-changed` skips a build whose record matches the files as they are now.
 * So CI builds once: `npm test` builds, and its test stacks and `npm run check` find dist/ fresh,
 * while `npm run check` alone, or after any edit, builds.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { binary, run } from '../dev/processes'

const RECORD = 'dist/built-from.sha256'

/** A hash of every file git sees (its path and content) and of the build's setting, or null outside a git checkout. */
function sourcesHash(): string | null {
  try {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    const hash = createHash('sha256').update(`BOOTCAMP_SITE_ORIGIN=${process.env.BOOTCAMP_SITE_ORIGIN ?? ''}\0`)
    for (const file of files.split('\0').filter(Boolean).sort()) {
      hash.update(`${file}\0`)
      hash.update(existsSync(file) ? readFileSync(file) : 'deleted')
      hash.update('\0')
    }
    return hash.digest('hex')
  } catch {
    return null
  }
}

export async function buildSite({ ifChanged = false } = {}) {
  const before = sourcesHash()
  if (ifChanged && before !== null && existsSync(RECORD) && readFileSync(RECORD, 'utf8') === before) {
    console.log('dist/ is built from these files already: build skipped.')
    return
  }
  await run(binary('vite'), ['build', '--logLevel', 'warn'])
  await run(binary('vite'), ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'])
  await run(binary('tsx'), ['scripts/build/prerender.ts'])
  // Taken after the build, which writes files git sees (custom-elements.json) as it goes.
  const after = sourcesHash()
  if (after !== null) writeFileSync(RECORD, after)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildSite({ ifChanged: process.argv.includes('--if-changed') })
}
