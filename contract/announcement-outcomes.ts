/**
 * What became of a sent announcement for each person of its audience: left out when it was sent
 * (and why), or emailed, then how that email fared in the outbox. Shared by the console and the worker.
 */

/** Why a person of the audience got no email when the announcement was sent. */
export const ANNOUNCEMENT_SKIPS = [
  /** The address unsubscribed from our emails. */
  'unsubscribed',
  /** The address unsubscribed and its sign-up was erased since: only its hash stays (forgotten_addresses). */
  'forgotten',
] as const
export type AnnouncementSkip = (typeof ANNOUNCEMENT_SKIPS)[number]

/**
 * One person's outcome: a skip, or the state of the email that carried it (siblings under one
 * address share one email). `emailed` when the outbox no longer keeps that email's record.
 */
export const ANNOUNCEMENT_OUTCOMES = [
  'sent',
  'queued',
  'emailed',
  'failed',
  'cancelled',
  'held',
  ...ANNOUNCEMENT_SKIPS,
] as const
export type AnnouncementOutcome = (typeof ANNOUNCEMENT_OUTCOMES)[number]

/** One person of the audience; the name and record only for roles that may open records. */
export interface AnnouncementPerson {
  registrationId: string | null
  name: string | null
  outcome: AnnouncementOutcome
}

/** `GET /api/admin/cohorts/:id/announcements/:announcement/recipients`. */
export interface AnnouncementOutcomes {
  /** People per outcome, every outcome present (zero included). */
  counts: Record<AnnouncementOutcome, number>
  /** Skipped first, then the rest; by name where names are shown. */
  people: AnnouncementPerson[]
}
