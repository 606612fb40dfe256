import type { Context } from 'hono'
import { html } from 'hono/html'
import { HEALTH_RECORD } from '../../content/health-records'
import type { AppEnv, Database } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { languageOf } from '../base/language'
import { familyPage } from '../family/page'
import type { HealthKeys } from './cipher'
import type { HealthState } from './family-section'
import { healthVersions, latestHealthRecord } from './store'

/**
 * One log line for a key the operator must fix (missing, malformed, unknown, or one a row does
 * not open under): the kind and the request id, never a value.
 */
function logKeyFailure(error: ConfigurationError, requestId: string | undefined) {
  console.error(JSON.stringify({ level: 'error', event: 'health-key', kind: error.name, requestId }))
}

/** Runs `read`; a key failure is logged once and answered by `fallback`. Anything else goes on. */
export async function withKey<T>(requestId: string | undefined, read: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof ConfigurationError) || !error.name.startsWith('health_')) throw error
    logKeyFailure(error, requestId)
    return fallback()
  }
}

/** The family page's view of the record: its newest version, or unreadable when the key fails. */
export const healthStateOf = (c: Context<AppEnv>, db: Database, env: HealthKeys, registrationId: string) =>
  withKey<HealthState>(
    c.get('requestId'),
    async () => ({ latest: await latestHealthRecord(db, env, registrationId) }),
    () => ({ unreadable: true }),
  )

/** Every version for the family's own download (asked for on the page), or null when the key fails. */
export const healthForDownload = (c: Context<AppEnv>, db: Database, env: HealthKeys, registrationId: string) =>
  withKey(
    c.get('requestId'),
    () => healthVersions(db, env, registrationId),
    () => null,
  )

/** The page a save answers when the key fails: a 500 that says the record could not be saved. */
export const healthUnavailablePage = (c: Context<AppEnv>) => {
  const copy = HEALTH_RECORD[languageOf(c)]
  return familyPage(c, copy.heading, html`<p role="alert">${copy.unavailable}</p>`, 500)
}
