// The chunk the loader fetches for this element.
export { ProgramSection as default } from './ProgramSection'
