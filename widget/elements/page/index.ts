// The chunk the loader fetches for a pre-rendered page (the home page): its HTML is already there.
export { pageElement as default } from './islands'
