// The chunk the loader fetches for this element.
export { RegisterSection as default } from './RegisterSection'
