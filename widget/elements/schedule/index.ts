// The chunk the loader fetches for this element.
export { ScheduleSection as default } from './ScheduleSection'
