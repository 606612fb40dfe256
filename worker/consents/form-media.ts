import { and, eq, sql } from 'drizzle-orm'
import { CONSENT_VERSIONS } from '../../content/consents'
import { FORMS } from '../../content/forms'
import type { Language } from '../../content/language'
import { consents, registrations } from '../base/db/schema'
import type { Database } from '../base/env'
import { sha256Hex } from '../base/hash'

/**
 * The first media record of a new registration whose form had the media box ticked (given by
 * `form`, the box's label as its text), for the registration's own batch after its insert. It
 * selects the row by its new id, so a repeat that stored no row records nothing, and a batch run
 * again after a lost answer records it once (consents_once_per_version).
 */
export async function formMediaConsent(
  db: Database,
  registration: { id: string; email: string; mediaConsent: boolean; createdAt: string },
  language: Language,
) {
  const text = FORMS[language].registration.labels.mediaConsent
  const hash = await sha256Hex(registration.email.toLowerCase())
  // Wrapped: a query builder returned from an async function would be awaited, and run, at once.
  const statement = db
    .insert(consents)
    .select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as('id'),
          registrationId: registrations.id,
          kind: sql<'media'>`'media'`.as('kind'),
          version: sql<number>`${CONSENT_VERSIONS.media}`.as('version'),
          consentText: sql<string>`${text}`.as('consent_text'),
          language: sql<string>`${language}`.as('language'),
          givenBy: sql<'form'>`'form'`.as('given_by'),
          signerName: sql<null>`NULL`.as('signer_name'),
          relationship: sql<null>`NULL`.as('relationship'),
          addressHash: sql<string>`${hash}`.as('address_hash'),
          givenAt: sql<string>`${registration.createdAt}`.as('given_at'),
          withdrawnAt: sql<null>`NULL`.as('withdrawn_at'),
        })
        .from(registrations)
        .where(and(eq(registrations.id, registration.id), sql`${registration.mediaConsent ? 1 : 0} = 1`)),
    )
    .onConflictDoNothing()
  return { statement }
}
