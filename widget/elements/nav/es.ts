// The chunk the loader fetches for this element in Spanish: its build-time HTML, no React.
import html from 'virtual:element-html/es/bootcamp-nav'
import { staticElement } from '../../static/show'

export default staticElement(html)
