import { and, eq, isNull } from 'drizzle-orm'
import { ADULT_AGE } from '../../contract/constants'
import { WITHDRAWABLE_CONSENTS, type ConsentKind } from '../../contract/consents'
import { CONSENT_VERSIONS, CONSENTS } from '../../content/consents'
import type { Language } from '../../content/language'
import { consents } from '../base/db/schema'
import type { Database } from '../base/env'
import { sha256Hex } from '../base/hash'

/** Who may give a consent for a participant of `age`: a guardian under 18, the participant from 18. */
export const giverFor = (age: number) => (age < ADULT_AGE ? 'guardian' : 'participant')

/** The exact words a giver reads for `kind`, in `language`, at the current version. */
export const consentTextOf = (language: Language, kind: ConsentKind, age: number, firstName: string) =>
  giverFor(age) === 'guardian'
    ? CONSENTS[language].guardianTexts[kind](firstName)
    : CONSENTS[language].participantTexts[kind]()

export const isWithdrawable = (kind: ConsentKind): kind is (typeof WITHDRAWABLE_CONSENTS)[number] =>
  (WITHDRAWABLE_CONSENTS as readonly ConsentKind[]).includes(kind)

interface Giving {
  registration: { id: string; age: number; firstName: string; email: string }
  kind: ConsentKind
  signerName: string
  /** A guardian's relationship; ignored for a participant. */
  relationship: 'parent' | 'guardian'
  language: Language
  now: Date
}

/**
 * Records one consent at its text's current version (the page has already checked that the
 * right person gives it). A second giving of the same version while it is live records nothing.
 */
export async function giveConsent(db: Database, giving: Giving) {
  const { registration, kind, language, now } = giving
  const givenBy = giverFor(registration.age)
  return db
    .insert(consents)
    .values({
      registrationId: registration.id,
      kind,
      version: CONSENT_VERSIONS[kind],
      consentText: consentTextOf(language, kind, registration.age, registration.firstName),
      language,
      givenBy,
      signerName: giving.signerName,
      relationship: givenBy === 'guardian' ? giving.relationship : null,
      addressHash: await sha256Hex(registration.email.toLowerCase()),
      givenAt: now.toISOString(),
    })
    .onConflictDoNothing()
}

/** Withdraws every live record of a withdrawable kind: the record stays, stamped with when. */
export const withdrawConsent = (db: Database, registrationId: string, kind: ConsentKind, now: Date) =>
  db
    .update(consents)
    .set({ withdrawnAt: now.toISOString() })
    .where(and(eq(consents.registrationId, registrationId), eq(consents.kind, kind), isNull(consents.withdrawnAt)))
