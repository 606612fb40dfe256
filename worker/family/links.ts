import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Language } from '../../content/language'
import { familyLinks, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { sha256Hex, toBase64Url } from '../base/hash'
import { languageParameter } from '../base/language'

/** How long a family's link works: each new email brings a fresh one. */
const FAMILY_LINK_DAYS = 30

/** 256 random bits, base64url: 43 characters, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * A new private link to the family's page of `registrationId`, for an email written now: a
 * random token whose SHA-256 alone is stored, valid for 30 days. Returns the statement that
 * stores it (for the caller's batch, or run alone) and the address to put in the email.
 */
export async function newFamilyLink(
  db: Database,
  registrationId: string,
  origin: string,
  language: Language,
  now: Date,
) {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)))
  const statement = db.insert(familyLinks).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    registrationId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + FAMILY_LINK_DAYS * 86_400_000).toISOString(),
  })
  return { statement, href: `${origin}/family?token=${token}${languageParameter(language)}` }
}

/** What a token opens: a registration, or why it opens nothing. */
export type FamilyLinkCheck =
  { registrationId: string } | { refused: 'invalid' | 'expired' | 'revoked'; registrationId?: undefined }

/** Looks a token up by its hash: the registration it opens, or why it opens none. */
export async function openFamilyLink(db: Database, token: string, now: Date): Promise<FamilyLinkCheck> {
  if (!TOKEN.test(token)) return { refused: 'invalid' }
  const link = await db
    .select()
    .from(familyLinks)
    .where(eq(familyLinks.tokenHash, await sha256Hex(token)))
    .get()
  if (!link) return { refused: 'invalid' }
  if (link.revokedAt) return { refused: 'revoked' }
  if (link.expiresAt <= now.toISOString()) return { refused: 'expired' }
  return { registrationId: link.registrationId }
}

/**
 * Turns off every link to a registration (staff, from the console): its family page's links, and
 * its signed payment and seat-claim links, by raising the version they must carry. One batch, so
 * no link survives a half-done revoke. Returns how many family-page links were live.
 */
export async function revokeFamilyLinks(db: Database, registrationId: string, now: Date): Promise<number> {
  const [familyPage] = await db.batch([
    db
      .update(familyLinks)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(familyLinks.registrationId, registrationId), isNull(familyLinks.revokedAt))),
    db
      .update(registrations)
      .set({ linkVersion: sql`${registrations.linkVersion} + 1` })
      .where(eq(registrations.id, registrationId)),
  ])
  return familyPage.meta.changes
}
