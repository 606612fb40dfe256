import type { FollowUpKind } from '../contract/follow-up'

/** The console's words for the follow-up's answers (staff read the console in English). */
export const FOLLOW_UP_CONSOLE = {
  heading: 'Follow-up answers',
  intro:
    'What each family answered to “how is it going” in the follow-up emails, 7, 14 and 30 days after the last session. An answer asking to talk is also in the overview’s “Waiting for a reply”.',
  loading: 'Loading the follow-up answers…',
  nobody: 'No Complete Bootcamp participant holds a seat yet.',
  tableLabel: 'Who answered the follow-up',
  participant: 'Participant',
  emails: { 'follow-up-day-7': 'Day 7', 'follow-up-day-14': 'Day 14', 'follow-up-day-30': 'Day 30' } satisfies Record<
    FollowUpKind,
    string
  >,
  score: (score: number) => `${score} of 5`,
  talk: 'asked to talk',
  none: 'No answer',
  /** The results table's columns of the follow-up, counted only with the evaluation consent, as the rest. */
  resultsColumn: (email: string) => `${email} follow-up: answers, mean of 1 to 5 (SD)`,
  resultsCell: (answers: number, mean: number | null, sd: number | null) =>
    mean === null ? '0' : `${answers}, ${mean.toFixed(2)} (${sd === null ? '–' : sd.toFixed(2)})`,
} as const
