// The chunk the loader fetches for this element.
export { ContactSection as default } from './ContactSection'
