import type { Bindings } from '../base/env'
import { sha256Hex } from '../base/hash'

/**
 * Part of the cron: the SHA-256 of the registration's address on consent records that have none
 * (the media records migrations/0018 carried over from the form's box: SQLite has no SHA-256).
 * A few hundred a run; each later run finds fewer, then none.
 */
export async function fillConsentAddressHashes(env: Bindings) {
  const missing = await env.DB.prepare(
    'SELECT consents.id AS id, registrations.email AS email FROM consents JOIN registrations ON registrations.id = consents.registration_id WHERE consents.address_hash IS NULL LIMIT 500',
  ).all<{ id: string; email: string }>()
  if (missing.results.length === 0) return 0
  const hashes = await Promise.all(missing.results.map((row) => sha256Hex(row.email.toLowerCase())))
  await env.DB.batch(
    missing.results.map((row, index) =>
      env.DB.prepare('UPDATE consents SET address_hash = ?1 WHERE id = ?2 AND address_hash IS NULL').bind(
        hashes[index],
        row.id,
      ),
    ),
  )
  return missing.results.length
}
