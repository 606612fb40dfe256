import type { Context } from 'hono'
import { EMBED_SCRIPTS_AFTER_PAINT, LOADER_AFTER_PAINT } from '../../contract/loader-after-paint'
import type { AppEnv } from '../base/env'
import { allowOnPage } from '../base/middleware/page-policy'

const sourceHashes = new Map<string, Promise<string>>()

/** The CSP source that allows exactly this inline script, computed once per isolate. */
function hashSource(text: string): Promise<string> {
  let hash = sourceHashes.get(text)
  if (!hash) {
    hash = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(text))
      .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`)
    sourceHashes.set(text, hash)
  }
  return hash
}

/**
 * A home page's policy allows its one inline script, by hash: the script that adds the loader
 * after the first paint (contract/loader-after-paint.ts). No other inline script runs.
 */
export async function allowLoaderAfterPaint(c: Context<AppEnv>): Promise<void> {
  allowOnPage(c, 'script-src', [await hashSource(LOADER_AFTER_PAINT)])
}

/** An iframe page's policy allows its one inline script, by hash: the loader and embed-frame.js after the first paint. */
export async function allowEmbedScriptsAfterPaint(c: Context<AppEnv>): Promise<void> {
  allowOnPage(c, 'script-src', [await hashSource(EMBED_SCRIPTS_AFTER_PAINT)])
}
