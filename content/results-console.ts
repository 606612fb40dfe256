/** The console's words for the programme's own results (staff read the console in English). */
export const RESULTS_CONSOLE = {
  heading: 'Our own results',
  intro:
    'The leadership check-in at the last session, now against “before the bootcamp”: the mean change per principle (1 to 5 scale) and its standard deviation. Only participants who took both check-ins and whose evaluation-survey consent is given are counted.',
  loading: 'Loading the results…',
  nobody: 'No Complete Bootcamp participant holds a seat yet.',
  tableLabel: 'Results per cohort',
  cohort: 'Cohort',
  allCohorts: 'All cohorts',
  startingOn: (day: string) => `Starting ${day}`,
  participants: 'Participants',
  tookBoth: 'Took both',
  counted: 'Counted',
  change: (principle: string) => `${principle}: mean change (SD)`,
  none: '–',
  csv: 'Download the results (CSV)',
  publicHeading: 'Figures on the public page',
  publicState: (shown: boolean, minimum: number, counted: number) =>
    shown
      ? counted >= minimum
        ? `On: the home page shows the figures of all cohorts (${counted} counted).`
        : `On, but hidden until ${minimum} participants are counted (${counted} so far).`
      : `Off: the home page shows only the research statements. They show from ${minimum} counted participants.`,
  turnOn: 'Show our figures on the public page',
  turnOff: 'Hide our figures from the public page',
  switched: 'Saved.',
} as const
