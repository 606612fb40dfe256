import { AGE_RANGE, BRAND } from './brand'

export const SCHEDULE = {
  eyebrow: 'Schedule',
  heading: 'Four Weeks That Change How You Lead',
  facts: [
    { title: 'Four-Week Program', detail: 'One principle-packed session every week', icon: 'calendar' },
    { title: 'Saturdays 10AM-2PM', detail: '4-hour intensive sessions', icon: 'clock' },
    { title: 'Regional Location', detail: `${BRAND.region}, with in-person and virtual options`, icon: 'pin' },
    { title: `Ages ${AGE_RANGE}`, detail: 'Grouped by age for the right challenge', icon: 'users' },
  ],
  nextCohort: 'Next cohort starts February 15, 2025',
} as const
