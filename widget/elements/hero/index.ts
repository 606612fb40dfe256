// The chunk the loader fetches for this element in English: its build-time HTML, no React.
import html from 'virtual:element-html/en/bootcamp-hero'
import { staticElement } from '../../static/show'

export default staticElement(html)
