import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AnnouncementAudience, RegistrationStatus } from '../../contract/constants'
import { asLanguage } from '../base/language'
import { inList } from '../base/db/id-list'
import { emailSignups, forgottenAddresses, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { sha256Hex } from '../base/hash'
import { fromConfirmation } from '../base/notify/jobs'

/** The statuses each audience reaches. */
const AUDIENCE_STATUSES: Record<AnnouncementAudience, RegistrationStatus[]> = {
  seated: ['seated'],
  waitlisted: ['waitlisted'],
  both: ['seated', 'waitlisted'],
}

/** The hash the retention sweep keeps of an address it erased after an unsubscribe. */
export const addressHash = (email: string) => sha256Hex(`forgotten:${email.trim().toLowerCase()}`)

/**
 * Who an announcement reaches: one email per address (a parent of two participants reads it
 * once), in the family's language, never an address that unsubscribed from our emails, whether
 * its sign-up is still listed or was erased since (its hash stays).
 */
export async function announcementRecipients(db: Database, cohortId: string, audience: AnnouncementAudience) {
  const rows = await db
    .select({
      email: registrations.email,
      language: fromConfirmation('language', sql.raw('registrations.id'), 'en'),
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.cohortId, cohortId),
        inArray(registrations.status, AUDIENCE_STATUSES[audience]),
        sql`${registrations.email} NOT IN (SELECT ${emailSignups.email} FROM ${emailSignups} WHERE ${isNotNull(emailSignups.unsubscribedAt)})`,
      ),
    )
    .orderBy(registrations.createdAt)
  const byAddress = new Map<string, { email: string; language: 'en' | 'es' }>()
  for (const row of rows)
    if (!byAddress.has(row.email)) byAddress.set(row.email, { email: row.email, language: asLanguage(row.language) })
  const everyone = [...byAddress.values()]
  const hashes = await Promise.all(everyone.map((row) => addressHash(row.email)))
  const forgotten = new Set(
    hashes.length
      ? (
          await db
            .select({ hash: forgottenAddresses.addressHash })
            .from(forgottenAddresses)
            .where(inList(forgottenAddresses.addressHash, hashes))
        ).map((row) => row.hash)
      : [],
  )
  return everyone.filter((_, index) => !forgotten.has(hashes[index]!))
}

/** Whether an address may still receive an announcement when its email is sent (it may have unsubscribed since). */
export async function mayAnnounceTo(db: Database, email: string) {
  const [unsubscribed, forgotten] = await Promise.all([
    db
      .select({ id: emailSignups.id })
      .from(emailSignups)
      .where(and(eq(emailSignups.email, email), isNotNull(emailSignups.unsubscribedAt)))
      .get(),
    addressHash(email).then((hash) =>
      db.select().from(forgottenAddresses).where(eq(forgottenAddresses.addressHash, hash)).get(),
    ),
  ])
  return !unsubscribed && !forgotten
}
