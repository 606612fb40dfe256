import type { Context } from 'hono'
import { OWN_RESULTS_ATTRIBUTE } from '../../contract/own-results'
import { OWN_RESULTS } from '../../content/results'
import { LOCALES, type Language } from '../../content/language'
import { bootcampDay, requestNow } from '../base/clock'
import { openDatabase } from '../base/db/client'
import type { AppEnv } from '../base/env'
import { publicFigures, type PublicFigures } from './public'

/** The sentence the public page shows: n, each principle's mean change, the method and the date. */
function ownResultsText(language: Language, figures: PublicFigures): string {
  const copy = OWN_RESULTS[language]
  const changes = figures.changes.flatMap((change) =>
    change.mean === null ? [] : [copy.change(copy.principles[change.principle], change.mean)],
  )
  const list = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(changes)
  return copy.figures(figures.n, list, copy.date(figures.asOf))
}

/**
 * A home page with the programme's own figures written into the research section, when a
 * director turned them on and at least 20 participants are counted; the page as it was otherwise
 * (the element stays hidden and empty).
 */
export async function withOwnResults(c: Context<AppEnv>, page: Response, language: Language): Promise<Response> {
  const figures = await publicFigures(openDatabase(c.env.DB), bootcampDay(requestNow(c)))
  if (!figures) return page
  const text = ownResultsText(language, figures)
  const rewritten = new HTMLRewriter()
    .on(`[${OWN_RESULTS_ATTRIBUTE}]`, {
      element(element) {
        element.setInnerContent(text)
        element.removeAttribute('hidden')
      },
    })
    .transform(page)
  return new Response(rewritten.body, rewritten)
}
