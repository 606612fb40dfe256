/** Every text and figure people see. An operator changes the cohort date here, nowhere else. */
export * from './brand'
export * from './sections'
export * from './forms'
export * from './not-found'
