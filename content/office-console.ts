/** The console's words for the office's hand-kept records (staff read them, in English, as all of ADMIN). */
export const OFFICE_CONSOLE = {
  details: {
    legend: 'Edit details',
    intro:
      'A family phoned with a change: correct it here. The form’s own rules apply, and the audit log names what changed.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    age: 'Age',
    emergencyContact: 'Emergency contact',
    save: 'Save details',
    saving: 'Saving…',
    saved: (fields: string[]) =>
      fields.length ? `Saved: ${fields.join(', ')} changed.` : 'Nothing was different: nothing changed.',
  },
  offline: {
    legend: 'Record a cash or cheque payment',
    intro:
      'Money taken or given back at the office. It counts in the balance at once (the family’s page shows it), keeps an unpaid seat from being released, and is never sent through Stripe.',
    kind: 'What',
    kinds: { payment: 'Payment received', refund: 'Refund given back' },
    method: 'How',
    methods: { cash: 'Cash', cheque: 'Cheque' },
    amount: 'Amount (USD)',
    receivedOn: 'Day',
    receivedBy: 'Taken or given by',
    reason: 'Reason (kept in the audit log)',
    record: 'Record',
    recording: 'Recording…',
    recorded: 'Recorded; the balance is updated.',
    heading: 'At the office',
    line: (kind: string, method: string, amount: string, day: string, by: string) =>
      `${kind}: ${amount}, ${method}, ${day}, by ${by}`,
  },
  balance: { offline: 'Paid at the office', assisted: 'Financial assistance' },
  notes: {
    legend: 'Staff notes',
    intro: 'Only staff read these: never the family. They are erased and exported with the registration.',
    label: 'New note',
    add: 'Add note',
    adding: 'Adding…',
    added: 'Note added.',
    none: 'No note yet.',
    by: (who: string, when: string) => `${who}, ${when}`,
  },
  hold: {
    label: 'Unpaid seat released',
    at: (when: string) => `${when}, unless it is paid (online or at the office) or assistance is asked for`,
  },
  links: { registrationsOf: 'Their registrations' },
  list: {
    payment: 'Payment',
    assistance: 'Assistance',
    consent: 'Consents',
    language: 'Language',
    payments: { paid: 'Paid (online or at the office)', unpaid: 'Nothing paid yet' } as Record<string, string>,
    paid: 'Paid',
    unpaid: 'Not paid',
    assistances: { none: 'None asked', open: 'Asked, waiting', granted: 'Granted', declined: 'Declined' } as Record<
      string,
      string
    >,
    consents: { missing: 'Missing', given: 'Given' } as Record<string, string>,
    languages: { en: 'English', es: 'Spanish' } as Record<string, string>,
    cardsLabel: 'Registrations, one card each',
  },
  /** What each editable detail is called in "Saved: phone changed." */
  fieldNames: {
    firstName: 'first name',
    lastName: 'last name',
    email: 'email',
    phone: 'phone',
    age: 'age',
    emergencyContact: 'emergency contact',
  },
} as const
