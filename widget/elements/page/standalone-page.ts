import type { ElementModule, MountedElement } from '../../loader/types'
import { showWithCohortTexts } from '../../static/cohort-texts'
import { showHtml } from '../../static/show'
import { pageElement } from './islands'

/**
 * `<bootcamp-page>` on a host page: the build's HTML in the element's language, then the same
 * islands. (Its own module: the pre-rendered home page needs the islands but not this, nor the
 * stylesheet it brings.)
 */
export const standalonePage = (html: string): ElementModule => ({
  mount(context) {
    let mounted: MountedElement | undefined
    let props = context.props
    let stopped = false
    // The page names the next cohort: it shows once its facts are in (static/cohort-texts.ts),
    // then its forms hydrate with the texts it shows.
    void showWithCohortTexts(context.cohortTexts(), () => {
      if (!stopped) {
        showHtml(context.root, context.tag, html)
        mounted = pageElement.mount({ ...context, props })
      }
      return context.root
    })
    return {
      update(next) {
        props = next
        mounted?.update(next)
      },
      unmount() {
        stopped = true
        mounted?.unmount()
      },
    }
  },
})
