/**
 * Every text and figure people see, one file per section. An operator changes the cohort date
 * in schedule.ts and nothing else. Components import the file they need, so an element's code
 * carries only its own copy.
 */
export * from './anchors'
export * from './brand'
export * from './nav'
export * from './hero'
export * from './stats'
export * from './program'
export * from './schedule'
export * from './pricing'
export * from './forms'
export * from './research'
export * from './footer'
export * from './notices'
export * from './not-found'
