/**
 * What the consent browser tests share: a staff account, a cohort far ahead of the run's own, an
 * adult participant (19) and a minor (15, photos agreed to with the form's box) seated in it, and
 * the family page's private link made as the worker makes one (only the token's SHA-256 stored),
 * so what the page shows is the test, not which email carried the link.
 */
import { expect, type APIRequestContext } from '@playwright/test'
import { createHash } from 'node:crypto'
import { consoleUrl } from './stack'
import { queryD1, sqlText } from '../fixtures'
import { officeSetUp } from './office-helpers'

export function consentSetUp(label: string) {
  const office = officeSetUp(label, [], 2)
  const people = { adult: '', minor: '' }
  return {
    office,
    people,
    /** The cohort, then the two registrations, placed in it. */
    async fill(request: APIRequestContext) {
      const api = await office.api(request)
      const created = await api.post('/api/admin/cohorts', {
        startDate: office.sessionDates[0],
        capacity: 2,
        sessionPrice: 60,
        completePrice: 200,
        place: 'Downtown Columbus, OH',
        open: false,
      })
      expect(created.status()).toBe(201)
      office.cohortId = ((await created.json()) as { id: string }).id
      const register = async (firstName: string, age: number, mediaConsent: boolean, ip: string) => {
        const registered = await request.post('/api/register', {
          headers: { 'cf-connecting-ip': ip },
          data: {
            firstName,
            lastName: office.lastName,
            email: office.emailOf(firstName),
            phone: '(614) 555-0143',
            age,
            sessionPreference: 'complete',
            parentalConsent: age < 18,
            mediaConsent,
            termsAgreement: true,
          },
        })
        expect(registered.status()).toBe(201)
        const [row] = await queryD1<{ id: string }>(
          `SELECT id FROM registrations WHERE email = ${sqlText(office.emailOf(firstName))}`,
        )
        const placed = await api.post(`/api/admin/registrations/${row!.id}/cohort`, { cohortId: office.cohortId })
        expect(placed.status()).toBe(200)
        return row!.id
      }
      people.adult = await register('Rosa', 19, false, `10.43.1.${Date.now() % 250}`)
      people.minor = await register('Tomas', 15, true, `10.43.2.${Date.now() % 250}`)
    },
  }
}

/** A family page link for `registrationId`, stored as the worker stores one. */
export async function familyLinkOf(registrationId: string, language: 'en' | 'es' = 'en') {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  await queryD1(
    `INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(hash)}, ${sqlText(registrationId)}, '2100-01-01T00:00:00.000Z')`,
  )
  return `${consoleUrl()}/family?token=${token}${language === 'es' ? '&lang=es' : ''}`
}

/** The consents stored for one registration, as the page should have written them. */
export const consentsOf = (registrationId: string) =>
  queryD1<Record<string, string | null>>(
    `SELECT kind, given_by, signer_name, relationship, language, withdrawn_at IS NOT NULL AS withdrawn FROM consents WHERE registration_id = ${sqlText(registrationId)} ORDER BY kind`,
  )
