// The chunk the loader fetches for this element.
export { StatsStrip as default } from './StatsStrip'
