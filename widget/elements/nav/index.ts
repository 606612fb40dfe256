// The chunk the loader fetches for this element.
export { NavBar as default } from './NavBar'
