/**
 * The graduation certificate of the Complete Bootcamp: earned by attending at least the cohort's
 * `minimumSessions` (by the check-in record) and taking the final leadership assessment. Each
 * has a verification code that `/verify/:code` answers.
 */
import * as z from 'zod/mini'

/** 12 characters no one misreads (no 0/O, 1/I/L), in three groups: `K7QM-3WXP-9HTD`. */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CERTIFICATE_CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/

/**
 * Where a participant stands: earned; attended enough but the final assessment not taken; one
 * session short of the minimum; or further short.
 */
export type CertificateStanding = 'earned' | 'no-final-assessment' | 'one-short' | 'short'

/** One Complete Bootcamp participant on the cohort's certificate list (the console). */
export interface CertificateRow {
  id: string
  firstName: string
  lastName: string
  /** Sessions of the cohort they were checked in as present. */
  attended: number
  finalTaken: boolean
  standing: CertificateStanding
  certificate: { code: string; issuedAt: string; revokedAt: string | null; revokedReason: string | null } | null
}

/** `GET /api/admin/cohorts/:id/certificates`. */
export interface CohortCertificates {
  cohortId: string
  minimumSessions: number
  sessions: number
  participants: CertificateRow[]
}

/** The longest reason a director gives for revoking a certificate, in characters. */
const REVOKE_REASON_MAX = 300

/** `POST /api/admin/certificates/:code/revoke`: why (kept with the certificate, never shown on the verification page). */
export const revokeCertificateSchema = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(REVOKE_REASON_MAX)),
})
