import type { AnnouncementOutcome } from '../contract/announcement-outcomes'

/** The console's words for who a sent announcement reached (staff read them, in English, as all of ADMIN). */
export const ANNOUNCEMENT_OUTCOME_WORDS = {
  show: 'Who received it',
  hide: 'Hide who received it',
  heading: (subject: string) => `Who received "${subject}"`,
  skipped: (n: number) => `${n} skipped`,
  summary: (emailed: number, skipped: number) =>
    `${emailed} ${emailed === 1 ? 'person' : 'people'} emailed, ${skipped} skipped.`,
  noNames: 'Names show to staff who may open registrations.',
  people: 'Each person and what happened',
  person: 'Participant',
  outcome: 'What happened',
  loading: 'Loading who received it…',
  outcomes: {
    sent: 'Sent',
    queued: 'On its way',
    emailed: 'Emailed (the send’s record is no longer kept)',
    failed: 'Not delivered: failed after every retry',
    cancelled: 'Not sent: unsubscribed before it went out',
    held: 'Held back by a daily limit',
    unsubscribed: 'Skipped: unsubscribed from our emails',
    forgotten: 'Skipped: unsubscribed, address since erased',
  } satisfies Record<AnnouncementOutcome, string>,
}
