/**
 * The contract between the widget and the worker: request schemas, enumerated values with
 * their labels, and the response and error shapes. Both sides import this module only, so a
 * rule changes in one place. It must stay free of database and DOM code.
 */
export * from './constants'
export * from './schemas'
export * from './responses'
