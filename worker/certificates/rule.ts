import type { CertificateStanding } from '../../contract/certificates'

/**
 * The certificate's rule for one Complete Bootcamp participant: at least `minimum` sessions
 * attended by the check-in record, and the final assessment taken. Per-session participants are
 * never measured against it (standings.ts reads only those who take the assessment).
 */
export function standingOf(attended: number, finalTaken: boolean, minimum: number): CertificateStanding {
  if (attended >= minimum) return finalTaken ? 'earned' : 'no-final-assessment'
  return attended === minimum - 1 ? 'one-short' : 'short'
}
