import type { FamilyEmailState, FamilyTold, IncidentKind } from '../contract/incidents'

/** The console's words for incidents (staff read them, in English, as all of ADMIN). */
export const INCIDENTS_CONSOLE = {
  record: {
    link: 'Record an incident',
    heading: 'Record an incident',
    intro:
      'An injury, illness or anything the family must hear of. Once saved it cannot be changed: a correction is added to it. The family is emailed at once, in their language: what happened and what was done.',
    participant: 'Participant',
    choose: 'Choose…',
    kind: 'What kind',
    occurredAt: 'When it happened',
    place: 'Where',
    whatHappened: 'What happened',
    whatHappenedHint: 'The family reads this. Do not name other children.',
    actionTaken: 'What was done (first aid given)',
    actionTakenHint: 'The family reads this too. Write "None" if nothing was needed.',
    othersInvolved: 'Others involved or who saw it (optional)',
    othersInvolvedHint: 'Staff only: never sent to the family.',
    familyTold: 'The family was told',
    familyToldAt: 'When the family was told',
    toldWho: 'Who was told (optional)',
    toldWhoHint: 'The family member reached, staff, emergency services.',
    save: 'Save incident',
    saving: 'Saving…',
    saved: 'Saved. The family is being emailed.',
    another: 'Record another incident',
  },
  kinds: { injury: 'Injury', illness: 'Illness', behaviour: 'Behaviour', other: 'Other' } satisfies Record<
    IncidentKind,
    string
  >,
  told: { phone: 'By phone', 'in-person': 'In person', 'not-yet': 'Not reached yet' } satisfies Record<
    FamilyTold,
    string
  >,
  list: {
    link: 'Incidents',
    heading: 'Incidents',
    back: 'The cohort’s page',
    intro: 'Every incident recorded in this cohort, newest first. Opening one is kept in the audit log.',
    none: 'No incident recorded in this cohort.',
    columns: ['When', 'Participant', 'Kind', 'Where', 'Family told', 'Email', 'Corrections'],
    open: (name: string) => `Open the incident of ${name}`,
  },
  email: { pending: 'Waiting to send', sent: 'Sent', failed: 'Not sent' } satisfies Record<FamilyEmailState, string>,
  detail: {
    heading: (name: string) => `Incident: ${name}`,
    back: 'All incidents of the cohort',
    recorded: (by: string, when: string) => `Recorded by ${by} on ${when}. It cannot be changed.`,
    familyEmail: 'Email to the family',
    notTold: 'Not reached yet',
    corrections: 'Corrections',
    noCorrections: 'No correction added.',
    by: (who: string, when: string) => `${who}, ${when}`,
    correction: 'Add a correction',
    correctionHint: 'What was wrong, and what is right. It is dated and kept with the record.',
    add: 'Add correction',
    adding: 'Adding…',
    added: 'Correction added.',
  },
} as const
