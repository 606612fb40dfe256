import { warnOnLowContrast } from '../lib/contrast'
import { trustedTypes } from '../lib/trusted-types'
import { COHORT_SLOT_ATTRIBUTE } from '../../contract/cohort-slots'
import type { ElementModule } from '../loader/types'
import { showWithCohortTexts } from './cohort-texts'
import { widgetStyleSheet } from '../styles/stylesheet'

/** The Trusted Types policy a host page with `trusted-types` in its CSP must allow (README). */
const POLICY_NAME = 'bootcamp-html'

let policy: { createHTML(html: string): unknown } | undefined

/**
 * Markup as `innerHTML` accepts it: under `require-trusted-types-for 'script'` a plain string is
 * refused. The policy passes only what our build rendered, since nothing else is ever given to it.
 */
function trustedHtml(html: string): string {
  const factory = trustedTypes()
  if (!factory) return html
  policy ??= factory.createPolicy(POLICY_NAME, { createHTML: (markup) => markup })
  // A TrustedHTML is what innerHTML accepts under Trusted Types; TypeScript types it as string.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
  return policy.createHTML(html) as string
}

/** Puts an element's build-time markup and the shared stylesheet into its empty shadow root. */
export function showHtml(root: ShadowRoot, tag: string, html: string) {
  root.adoptedStyleSheets = [widgetStyleSheet()]
  root.innerHTML = trustedHtml(html)
  // The language switch's pages are ours: on a partner's page, opening one in a new tab must
  // reach our site, not the school's (a plain click switches in place: static/switch-language.ts).
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[hreflang]'))
    link.href = new URL(link.getAttribute('href')!, import.meta.url).href
  warnOnLowContrast(root, tag)
}

/** A static element: its build-time HTML and the stylesheet; no React. Its buttons work from the loader. */
export const staticElement = (html: string): ElementModule => ({
  mount({ root, tag, ready, cohortTexts }) {
    // An iframe page's element arrives with this HTML in its declarative shadow root, the cohort's
    // facts written in by the worker (the language switch empties the root before mounting anew).
    if (root.childElementCount > 0) {
      warnOnLowContrast(root, tag)
      ready()
      return { update() {}, unmount() {} }
    }
    let stopped = false
    const show = () => {
      if (stopped) return root
      showHtml(root, tag, html)
      ready()
      return root
    }
    // The schedule names the next cohort: it shows once its facts are in (static/cohort-texts.ts).
    if (html.includes(COHORT_SLOT_ATTRIBUTE)) void showWithCohortTexts(cohortTexts(), show)
    else show()
    return {
      update() {},
      unmount() {
        stopped = true
      },
    }
  },
})
