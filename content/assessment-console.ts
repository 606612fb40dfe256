/** The console's words for the leadership assessment (staff read the console in English). */
export const ASSESSMENT_CONSOLE = {
  heading: 'Leadership check-in',
  intro:
    'Each Complete Bootcamp participant has their own link. On the first and last session days, show a participant their code to scan with their phone.',
  loading: 'Loading the check-in…',
  nobody: 'No Complete Bootcamp participant holds a seat yet.',
  taken: (first: boolean, last: boolean) =>
    `${first ? 'first taken' : 'first not taken'}, ${last ? 'last taken' : 'last not taken'}`,
  show: (firstName: string) => `Show ${firstName}’s code`,
  hide: 'Hide the code',
  qrLabel: (firstName: string) => `QR code of ${firstName}’s leadership check-in link`,
  qrCaption: (name: string) => `${name}: scan to open your leadership check-in`,
  writeNote: (firstName: string) => `Write a note on ${firstName}’s report`,
  editNote: (firstName: string) => `Change the note on ${firstName}’s report`,
  noteLabel: (firstName: string) =>
    `Your note on ${firstName}’s report (the family reads it; leave it empty to take it off)`,
  saveNote: 'Save the note',
  closeNote: 'Close',
  noteSaved: 'Note saved.',
} as const
