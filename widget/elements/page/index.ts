// The chunk the loader fetches for this element.
export { BootcampPage as default } from './BootcampPage'
