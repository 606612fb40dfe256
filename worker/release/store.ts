import { eq, sql } from 'drizzle-orm'
import type { ReleaseRules } from '../../contract/release'
import { ADULT_AGE } from '../../contract/constants'
import { releaseRules, registrations } from '../base/db/schema'
import type { Database } from '../base/env'

/** The family's release rules as stored, with who set them and when; null before the first save. */
export async function releaseRulesOf(db: Database, registrationId: string) {
  const row = await db.select().from(releaseRules).where(eq(releaseRules.registrationId, registrationId)).get()
  return row ? { rules: rulesOfRow(row), updatedAt: row.updatedAt } : null
}

export const rulesOfRow = (row: typeof releaseRules.$inferSelect): ReleaseRules => ({
  mode: row.mode,
  adults: row.adults,
  mustNotCollect: row.mustNotCollect,
  signedName: row.signedName,
  onOwnConsent: row.onOwnConsent,
})

/** Stores the rules the family set, replacing the ones before (check-outs keep who actually collected). */
export async function saveReleaseRules(
  db: Database,
  registrationId: string,
  rules: ReleaseRules,
  language: string,
  now: Date,
) {
  const row = { registrationId, ...rules, language, updatedAt: now.toISOString() }
  await db.insert(releaseRules).values(row).onConflictDoUpdate({ target: releaseRules.registrationId, set: row })
}

/** SQL true when release is settled for readiness: rules set, or 18 and over (on their own by default). */
export const releaseSet = sql<number>`(${registrations.age} >= ${ADULT_AGE} OR EXISTS (SELECT 1 FROM release_rules r WHERE r.registration_id = ${registrations.id}))`
