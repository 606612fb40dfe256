// The chunk the loader fetches for <bootcamp-page> on a host page: the build's HTML comes with it.
import html from 'virtual:element-html/bootcamp-page'
import type { ElementModule } from '../../loader/types'
import { showHtml } from '../../static/show'
import { pageElement } from './islands'

const standalonePage: ElementModule = {
  mount(context) {
    showHtml(context.root, context.tag, html)
    return pageElement.mount(context)
  },
}

export default standalonePage
