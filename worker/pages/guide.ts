import type { Context } from 'hono'
import { html } from 'hono/html'
import { GUIDE } from '../../content/guide'
import { SITE } from '../../content/site'
import { languageOf } from '../base/language'
import { sitePage } from '../base/page-layout'

/** `GET /guide` and `/es/guide`: the free confidence guide, the page the sign-up email and success panel link to. */
export function guidePage(c: Context) {
  const language = languageOf(c)
  const guide = GUIDE[language]
  const body = html`<h1>${guide.title}</h1>
    <p>${guide.intro}</p>
    ${guide.exercises.map(
      (exercise, index) => html`<section aria-labelledby="exercise-${index + 1}">
        <h2 id="exercise-${index + 1}">${index + 1}. ${exercise.title}</h2>
        <p class="time">${exercise.time}</p>
        <ol>
          ${exercise.steps.map((step) => html`<li>${step}</li>`)}
        </ol>
      </section>`,
    )}
    <p>${guide.closing}</p>
    <p class="actions"><a class="button" href="${SITE[language].path}">${guide.siteLink}</a></p>`
  return c.html(sitePage(guide.title, body, language))
}
