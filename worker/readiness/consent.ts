import { sql } from 'drizzle-orm'

/**
 * SQL true when the registration has a guardian's consent on record: today the consent typed on
 * the family page (guardian_consents). The one place readiness reads consent, so a richer consent
 * record replaces this function alone.
 */
export const consentOnRecord = () =>
  sql<number>`EXISTS (SELECT 1 FROM guardian_consents WHERE registration_id = registrations.id)`
