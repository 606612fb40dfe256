// The chunk the loader fetches for this element.
export { SiteFooter as default } from './SiteFooter'
