// The chunk the loader fetches for <bootcamp-page> in Spanish on a host page: the build's HTML comes with it.
import html from 'virtual:element-html/es/bootcamp-page'
import { standalonePage } from './standalone-page'

export default standalonePage(html)
