import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { AnnouncementAudience } from '../../contract/constants'
import type { AnnouncementSkip } from '../../contract/announcement-outcomes'
import { requiredConsentMissing } from '../consents/state'
import { asLanguage } from '../base/language'
import { inList } from '../base/db/id-list'
import { emailSignups, forgottenAddresses, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { sha256Hex } from '../base/hash'
import { fromConfirmation } from '../base/notify/jobs'

/** Whom each audience reaches, as SQL over the cohort's registrations. */
const AUDIENCES: Record<AnnouncementAudience, () => SQL | undefined> = {
  seated: () => eq(registrations.status, 'seated'),
  waitlisted: () => eq(registrations.status, 'waitlisted'),
  both: () => inArray(registrations.status, ['seated', 'waitlisted']),
  // A seat held for a payment not made: nothing paid and no waiver (the holds' own rule).
  unpaid: () =>
    and(
      eq(registrations.status, 'seated'),
      sql`NOT EXISTS (SELECT 1 FROM payments WHERE registration_id = registrations.id AND status = 'paid')`,
      sql`NOT EXISTS (SELECT 1 FROM assistance_requests WHERE registration_id = registrations.id AND status = 'granted' AND amount_cents = 0)`,
    ),
  // Anyone still coming (a seat, an offer, the waitlist) whose required consents have no live record.
  'consent-missing': () =>
    and(
      inArray(registrations.status, ['seated', 'offered', 'waitlisted']),
      sql`${requiredConsentMissing(registrations.id)}`,
    ),
}

/** The hash the retention sweep keeps of an address it erased after an unsubscribe. */
export const addressHash = (email: string) => sha256Hex(`forgotten:${email.trim().toLowerCase()}`)

/**
 * Everyone an announcement's audience names, one row per registration, in the order they
 * registered: its address and language, and why it gets no email (`skip`), if it gets none: an
 * address that unsubscribed from our emails, whether its sign-up is still listed or was erased
 * since (its hash stays).
 */
export async function announcementAudience(db: Database, cohortId: string, audience: AnnouncementAudience) {
  const rows = await db
    .select({
      registrationId: registrations.id,
      email: registrations.email,
      language: fromConfirmation('language', sql.raw('registrations.id'), 'en'),
      unsubscribed: sql<number>`${registrations.email} IN (SELECT ${emailSignups.email} FROM ${emailSignups} WHERE ${isNotNull(emailSignups.unsubscribedAt)})`,
    })
    .from(registrations)
    .where(and(eq(registrations.cohortId, cohortId), AUDIENCES[audience]()))
    .orderBy(registrations.createdAt)
  const hashes = await Promise.all(rows.map((row) => addressHash(row.email)))
  const unique = [...new Set(hashes)]
  const forgotten = new Set(
    unique.length
      ? (
          await db
            .select({ hash: forgottenAddresses.addressHash })
            .from(forgottenAddresses)
            .where(inList(forgottenAddresses.addressHash, unique))
        ).map((row) => row.hash)
      : [],
  )
  return rows.map((row, index) => ({
    registrationId: row.registrationId,
    email: row.email,
    language: asLanguage(row.language),
    skip: (row.unsubscribed
      ? 'unsubscribed'
      : forgotten.has(hashes[index]!)
        ? 'forgotten'
        : null) as AnnouncementSkip | null,
  }))
}

/**
 * Who an announcement reaches: one email per address (a parent of two participants reads it
 * once), in the family's language, never an address left out by `announcementAudience`.
 */
export function emailsOf(audience: Awaited<ReturnType<typeof announcementAudience>>) {
  const byAddress = new Map<string, { email: string; language: 'en' | 'es' }>()
  for (const row of audience)
    if (!row.skip && !byAddress.has(row.email)) byAddress.set(row.email, { email: row.email, language: row.language })
  return [...byAddress.values()]
}

/** The addresses an announcement to `audience` would email now. */
export const announcementRecipients = async (db: Database, cohortId: string, audience: AnnouncementAudience) =>
  emailsOf(await announcementAudience(db, cohortId, audience))

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
