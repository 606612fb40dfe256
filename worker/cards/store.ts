import { and, desc, eq } from 'drizzle-orm'
import type { CardContact, EmergencyCard } from '../../contract/cards'
import type { HealthAnswers, HealthRecordBody } from '../../contract/health-records'
import { CARD_WORDS } from '../../content/cards'
import { healthRecords, registrations, releaseRules } from '../base/db/schema'
import type { Database } from '../base/env'
import { consentStatesOfCohort, NO_CONSENTS } from '../consents/state'
import { open, type HealthKeys } from '../health-records/cipher'
import { rulesOfRow } from '../release/store'

type HealthRow = typeof healthRecords.$inferSelect

/** The newest health record of each seated participant of the cohort, by registration id: one read, joined on the cohort. */
async function newestHealthRows(db: Database, cohortId: string) {
  const rows = await db
    .select({ record: healthRecords })
    .from(healthRecords)
    .innerJoin(registrations, eq(registrations.id, healthRecords.registrationId))
    .where(and(eq(registrations.cohortId, cohortId), eq(registrations.status, 'seated')))
    .orderBy(desc(healthRecords.version))
  const newest = new Map<string, HealthRow>()
  for (const { record } of rows) if (!newest.has(record.registrationId)) newest.set(record.registrationId, record)
  return newest
}

/** The answers without the typed signature: the card needs what to do, not who signed. */
const answersOf = ({ signedName: _signed, ...answers }: HealthRecordBody): HealthAnswers => answers

/** Whom a card calls: the family's line, the health record's second contact, then the adults the release rules list. */
function contactsOf(phone: string, health: HealthRecordBody | null, release: EmergencyCard['release']): CardContact[] {
  const signer = release?.signedName || health?.signedName
  const contacts: CardContact[] = [
    signer
      ? { name: signer, relationship: CARD_WORDS.registrationPhone, phone }
      : { name: CARD_WORDS.familyLine, relationship: '', phone },
  ]
  if (health?.secondContactPhone.trim())
    contacts.push({ name: health.secondContactName, relationship: '', phone: health.secondContactPhone })
  if (release?.mode === 'listed') contacts.push(...release.adults)
  return contacts
}

/**
 * The emergency cards of everyone seated in a cohort, by last then first name: four
 * reads whatever the size, each health record decrypted (a key failure throws, for the caller).
 */
export async function cardsOf(db: Database, env: HealthKeys, cohortId: string): Promise<EmergencyCard[]> {
  const people = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      age: registrations.age,
      phone: registrations.phone,
      emergencyContact: registrations.emergencyContact,
      rules: releaseRules,
    })
    .from(registrations)
    .leftJoin(releaseRules, eq(releaseRules.registrationId, registrations.id))
    .where(and(eq(registrations.cohortId, cohortId), eq(registrations.status, 'seated')))
    .orderBy(registrations.lastName, registrations.firstName)
  const healthRows = await newestHealthRows(db, cohortId)
  const consents = await consentStatesOfCohort(db, cohortId)
  return Promise.all(
    people.map(async (person): Promise<EmergencyCard> => {
      const row = healthRows.get(person.id)
      const body = row ? await open<HealthRecordBody>(env, person.id, row) : null
      const release = person.rules ? rulesOfRow(person.rules) : null
      const consent = consents.get(person.id) ?? NO_CONSENTS
      const given = (status: string) => status === 'given' || status === 'outdated'
      return {
        registrationId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        age: person.age,
        contacts: contactsOf(person.phone, body, release),
        emergencyNote: person.emergencyContact,
        health: body && row ? { ...answersOf(body), complete: row.complete } : null,
        release,
        emergencyTreatment: given(consent['emergency-treatment'].status),
        noPhotos: !given(consent.media.status),
      }
    }),
  )
}
