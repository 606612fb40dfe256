import type { ElementModule } from '../../loader/types'
import { showHtml } from '../../static/show'
import { pageElement } from './islands'

/**
 * `<bootcamp-page>` on a host page: the build's HTML in the element's language, then the same
 * islands. (Its own module: the pre-rendered home page needs the islands but not this, nor the
 * stylesheet it brings.)
 */
export const standalonePage = (html: string): ElementModule => ({
  mount(context) {
    showHtml(context.root, context.tag, html)
    return pageElement.mount(context)
  },
})
