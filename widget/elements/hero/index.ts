// The chunk the loader fetches for this element.
export { Hero as default } from './Hero'
