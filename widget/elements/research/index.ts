// The chunk the loader fetches for this element.
export { ResearchSection as default } from './ResearchSection'
