import type { Context } from 'hono'
import { html } from 'hono/html'
import { GUIDE } from '../../content/guide'
import { sitePage } from './layout'

/** `GET /guide`: the free confidence guide, the page the sign-up email and success panel link to. */
export function guidePage(c: Context) {
  const body = html`<h1>${GUIDE.title}</h1>
    <p>${GUIDE.intro}</p>
    ${GUIDE.exercises.map(
      (exercise, index) => html`<section aria-labelledby="exercise-${index + 1}">
        <h2 id="exercise-${index + 1}">${index + 1}. ${exercise.title}</h2>
        <p class="time">${exercise.time}</p>
        <ol>
          ${exercise.steps.map((step) => html`<li>${step}</li>`)}
        </ol>
      </section>`,
    )}
    <p>${GUIDE.closing}</p>
    <p class="actions"><a class="button" href="/">${GUIDE.siteLink}</a></p>`
  return c.html(sitePage(GUIDE.title, body))
}
