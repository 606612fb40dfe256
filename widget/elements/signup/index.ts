// The chunk the loader fetches for this element.
export { SignupSection as default } from './SignupSection'
