import type { Context } from 'hono'
import { html } from 'hono/html'
import type { ReadinessPart } from '../../contract/readiness'
import { READINESS } from '../../content/readiness'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'

/** Where each part is completed on the family page. */
export const READINESS_ANCHORS: Record<ReadinessPart, string> = {
  health: '#health-heading',
  consent: '#consent-heading',
  release: '#release-heading',
}

/** The family page's "ready for the first day": ready, or what is missing with a link to each. */
export function readinessSection(c: Context<AppEnv>, missing: ReadinessPart[]) {
  const copy = READINESS[languageOf(c)]
  return html`<section aria-labelledby="readiness-heading">
    <h2 id="readiness-heading">${copy.heading}</h2>
    ${
      missing.length === 0
        ? html`<p>${copy.ready}</p>`
        : html`<p>${copy.missing}</p>
          <ul>
            ${missing.map((part) => html`<li><a href="${READINESS_ANCHORS[part]}">${copy.parts[part]}</a></li>`)}
          </ul>`
    }
  </section>`
}
