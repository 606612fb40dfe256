import type { Context } from 'hono'
import { NO_SCRIPT_PATH, type NoScriptFile } from '../../contract/native-forms'
import type { Language } from '../../content/language'
import type { AppEnv } from '../base/env'

let markup: Promise<NoScriptFile<Language>> | undefined

/**
 * The build's markup for forms answered without script (scripts/build/prerender.ts): read once per
 * isolate from the assets, as a build never changes under a running worker. A failed read is
 * not kept, so the next request tries again.
 */
export function noScriptMarkup(c: Context<AppEnv>): Promise<NoScriptFile<Language>> {
  markup ??= c.env.ASSETS.fetch(new Request(new URL(NO_SCRIPT_PATH, c.req.url))).then((response) => {
    if (!response.ok) throw new Error(`${NO_SCRIPT_PATH} answered ${response.status}`)
    return response.json<NoScriptFile<Language>>()
  })
  return markup.catch((error: unknown) => {
    markup = undefined
    throw error
  })
}
