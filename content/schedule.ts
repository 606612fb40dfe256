import { BRAND } from './brand'

export const SCHEDULE = {
  eyebrow: 'Schedule',
  heading: 'Four Weeks That Change How You Lead',
  facts: [
    { title: 'Four-Week Program', detail: 'One principle-packed session every week' },
    { title: 'Saturdays 10AM-2PM', detail: '4-hour intensive sessions' },
    { title: 'Regional Location', detail: `${BRAND.region}, with in-person and virtual options` },
    { title: 'Ages 13-22', detail: 'Grouped by age for the right challenge' },
  ],
  nextCohort: 'Next cohort starts February 15, 2025',
} as const
