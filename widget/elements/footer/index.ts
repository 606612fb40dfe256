// The chunk the loader fetches for this element: its build-time HTML, no React.
import html from 'virtual:element-html/bootcamp-footer'
import { staticElement } from '../../static/show'

export default staticElement(html)
