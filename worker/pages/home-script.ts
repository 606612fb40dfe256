import type { Context } from 'hono'
import { LOADER_AFTER_PAINT } from '../../contract/loader-after-paint'
import type { AppEnv } from '../base/env'
import { allowOnPage } from '../base/middleware/page-policy'

let sourceHash: Promise<string> | undefined

/** The CSP source that allows exactly the home pages' inline script, computed once per isolate. */
async function loaderAfterPaintSource(): Promise<string> {
  sourceHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(LOADER_AFTER_PAINT))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`)
  return sourceHash
}

/**
 * A home page's policy allows its one inline script, by hash: the script that adds the loader
 * after the first paint (contract/loader-after-paint.ts). No other inline script runs.
 */
export async function allowLoaderAfterPaint(c: Context<AppEnv>): Promise<void> {
  allowOnPage(c, 'script-src', [await loaderAfterPaintSource()])
}
