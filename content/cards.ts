/**
 * The emergency cards staff carry at the door (the console, read in English as content/admin.ts).
 * Each card says what to do first; a blank answer is said as not given, never left empty.
 */
export const CARD_WORDS = {
  heading: 'Emergency cards',
  intro:
    'Each participant seated today: whom to call, allergies and medicines with what to do, who may take them home, and photos. In an emergency call 911 first.',
  open: 'Emergency cards',
  print: 'Print the cards',
  /** The registration's phone when nobody typed a name for it. */
  familyLine: 'Family phone (from registration)',
  /** Beside the name of who signed the family's forms: the number is the registration's. */
  registrationPhone: 'phone on the registration',
  call: (name: string, phone: string) => `Call ${name}: ${phone}`,
  age: (age: number) => `Age ${age}`,
  contacts: 'Call',
  formNote: 'Emergency contact on the form',
  allergies: 'Allergies',
  allergyActions: 'What to do',
  conditions: 'Medical conditions',
  medications: 'Medications',
  carries: 'Carries their own',
  epinephrine: 'Epinephrine injector',
  inhaler: 'Inhaler',
  dietary: 'Dietary needs',
  accessibility: 'Accessibility needs',
  notGiven: 'Not given',
  noHealthRecord: 'The family has not given a health record. Ask the parent or guardian about allergies and medicines.',
  incomplete: 'The health record is not complete: blank answers say “Not given”.',
  yes: 'Yes',
  no: 'No',
  release: 'Going home',
  releaseGuardian: (name: string) => `Only with ${name || 'the parent or guardian'}.`,
  releaseListed: (name: string) => `With ${name || 'the parent or guardian'} or an adult listed under Call.`,
  releaseOnOwn: 'May leave on their own.',
  releaseNone: 'Not set: do not release; call the parent or guardian.',
  mustNotCollect: (names: string) => `Must not collect: ${names}.`,
  emergencyTreatment: 'Emergency treatment consent',
  treatmentGiven: 'Given',
  treatmentAdult: 'Not on record; from 18 the participant decides for themselves.',
  treatmentMissing: 'Not on record: call the parent or guardian before any treatment but 911.',
  photos: 'Photos',
  photosAllowed: 'Allowed',
  noPhotos: 'No photos or video',
  nobody: 'Nobody is seated in this cohort.',
  otherDay: 'These cards were read on another day: open this screen again online to read today’s.',
  offlineNote: 'Kept on this phone for today only, and removed when you sign out.',
} as const
