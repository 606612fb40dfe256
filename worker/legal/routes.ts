import { Hono } from 'hono'
import { html } from 'hono/html'
import { ACCESSIBILITY } from '../../content/legal/accessibility'
import { PRIVACY } from '../../content/legal/privacy'
import { retentionSchedule } from '../../content/legal/retention'
import { TERMS } from '../../content/legal/terms'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { legalHoldYears, retentionMonths } from '../retention/settings'
import { legalPage } from './page'

/** `/terms` and `/accessibility`: the same for everyone, in the request's language (`?lang=es`). */
export const termsPage = new Hono<AppEnv>().get('/', (c) => {
  const language = languageOf(c)
  return c.html(legalPage('terms', TERMS[language], language))
})

export const accessibilityPage = new Hono<AppEnv>().get('/', (c) => {
  const language = languageOf(c)
  return c.html(legalPage('accessibility', ACCESSIBILITY[language], language))
})

/** `/privacy`: with the retention schedule as the sweep applies it today (the console's months and hold years). */
export const privacyPage = new Hono<AppEnv>().get('/', async (c) => {
  const language = languageOf(c)
  const copy = PRIVACY[language]
  const [data, kept, then] = copy.scheduleColumns
  const schedule = retentionSchedule(language, await retentionMonths(c.var.db), await legalHoldYears(c.var.db))
  const table = html`<section aria-labelledby="schedule">
    <h2 id="schedule">${copy.scheduleHeading}</h2>
    <table class="schedule">
      <thead>
        <tr><th scope="col">${data}</th><th scope="col">${kept}</th><th scope="col">${then}</th></tr>
      </thead>
      <tbody>
        ${schedule.map((rule) => html`<tr><th scope="row">${rule.data}</th><td>${rule.kept}</td><td>${rule.then}</td></tr>`)}
      </tbody>
    </table>
  </section>`
  return c.html(legalPage('privacy', copy, language, table))
})
