import { desc, eq, sql } from 'drizzle-orm'
import { isHealthComplete, type HealthRecordBody, type HealthRecordVersion } from '../../contract/health-records'
import { healthRecords } from '../base/db/schema'
import type { Database } from '../base/env'
import { open, seal, type HealthKeys } from './cipher'

type Row = typeof healthRecords.$inferSelect

async function versionOf(env: HealthKeys, row: Row): Promise<HealthRecordVersion> {
  const body = await open<HealthRecordBody>(env, row.registrationId, row)
  return { ...body, version: row.version, complete: row.complete, language: row.language, savedAt: row.createdAt }
}

/** Every saved version of a registration's record, decrypted, newest first. */
export async function healthVersions(db: Database, env: HealthKeys, registrationId: string) {
  const rows = await db
    .select()
    .from(healthRecords)
    .where(eq(healthRecords.registrationId, registrationId))
    .orderBy(desc(healthRecords.version))
  return Promise.all(rows.map((row) => versionOf(env, row)))
}

/** The record as it stands (its newest version), decrypted; null before the first save. */
export async function latestHealthRecord(db: Database, env: HealthKeys, registrationId: string) {
  const row = await db
    .select()
    .from(healthRecords)
    .where(eq(healthRecords.registrationId, registrationId))
    .orderBy(desc(healthRecords.version))
    .get()
  return row ? versionOf(env, row) : null
}

/**
 * Stores `body` as the registration's next version, encrypted: the earlier ones stay. The
 * version is counted in the same statement, so two saves at once cannot take one number.
 */
export async function saveHealthRecord(
  db: Database,
  env: HealthKeys,
  registrationId: string,
  body: HealthRecordBody,
  language: string,
  now: Date,
) {
  const sealed = await seal(env, registrationId, body)
  await db.insert(healthRecords).values({
    id: crypto.randomUUID(),
    registrationId,
    version: sql`(SELECT coalesce(max(version), 0) + 1 FROM health_records WHERE registration_id = ${registrationId})`,
    ...sealed,
    complete: isHealthComplete(body),
    language,
    createdAt: now.toISOString(),
  })
}

/** SQL true when the registration's newest health record is complete (readiness, without the key). */
export const healthComplete = sql<number>`coalesce((SELECT complete FROM health_records h WHERE h.registration_id = registrations.id ORDER BY h.version DESC LIMIT 1), 0)`
