import { registrations } from '../base/db/schema'
import { requiredConsentMissing } from '../consents/state'

/**
 * SQL true while a required consent (participation or emergency treatment) has no live record:
 * the consent records are the one consent state, and readiness reads them here only. Adults give
 * their own, so it counts at every age.
 */
export const requiredConsentMissingHere = () => requiredConsentMissing(registrations.id)
