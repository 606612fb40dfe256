import { html } from 'hono/html'
import { LOCALES, type Language } from '../../content/language'
import { ASSESSMENT } from '../../content/assessment'
import type { Database } from '../base/env'
import { scoresOf, type PrincipleScores } from './scores'
import { progressOf } from './store'

/** A participant's report: scores per principle, the goal and the coordinator's note; null before the last assessment is complete. */
export async function reportOf(db: Database, registrationId: string) {
  const [first, last] = await Promise.all([
    progressOf(db, registrationId, 'first'),
    progressOf(db, registrationId, 'last'),
  ])
  if (!last.row?.completedAt) return null
  return { scores: scoresOf(first.answers, last.answers), goal: last.row.goal, note: last.row.note }
}
export type Report = NonNullable<Awaited<ReturnType<typeof reportOf>>>

const BAR_HEIGHT = 14
const ROW_HEIGHT = 52
const LABEL_WIDTH = 130
const SCALE_WIDTH = 200

/** The chart: per principle, two bars (before, after) on a 0-5 scale; the table beside it carries the same numbers. */
function chart(language: Language, scores: PrincipleScores[]) {
  const copy = ASSESSMENT[language]
  const width = LABEL_WIDTH + SCALE_WIDTH + 40
  const height = scores.length * ROW_HEIGHT + 10
  const bar = (value: number | null, y: number, fill: string) =>
    value === null
      ? ''
      : html`<rect x="${LABEL_WIDTH}" y="${y}" width="${(value / 5) * SCALE_WIDTH}" height="${BAR_HEIGHT}" fill="${fill}" /><text x="${LABEL_WIDTH + (value / 5) * SCALE_WIDTH + 4}" y="${y + 11}" font-size="12">${format(language, value)}</text>`
  return html`<svg class="report-chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="report-chart-title">
    <title id="report-chart-title">${copy.report.chartLabel}</title>
    ${scores.map(
      (row, index) =>
        html`<g><text x="0" y="${index * ROW_HEIGHT + 24}" font-size="13">${copy.principles[row.principle]}</text>${bar(row.before, index * ROW_HEIGHT + 6, '#94a3b8')}${bar(row.after, index * ROW_HEIGHT + 6 + BAR_HEIGHT + 4, '#4338ca')}</g>`,
    )}
  </svg>
  <p class="note"><span class="key before"></span> ${copy.report.before} <span class="key after"></span> ${copy.report.after}</p>`
}

const format = (language: Language, value: number | null) =>
  value === null
    ? ASSESSMENT[language].report.none
    : value.toLocaleString(LOCALES[language], { minimumFractionDigits: 1 })

/**
 * The report's body: the chart, the same numbers as a table, the goal and the coordinator's note,
 * under headings of `level` (2 on its own page, 3 inside the family page's section).
 */
export function reportBody(language: Language, report: Report, level: 2 | 3) {
  const copy = ASSESSMENT[language].report
  const heading = (text: string) => (level === 2 ? html`<h2>${text}</h2>` : html`<h3>${text}</h3>`)
  return html`${chart(language, report.scores)}
    <table class="quote report-table">
      <caption class="note">${copy.caption}</caption>
      <thead>
        <tr><th scope="col">${copy.principle}</th><th scope="col">${copy.first}</th><th scope="col">${copy.before}</th><th scope="col">${copy.after}</th></tr>
      </thead>
      <tbody>
        ${report.scores.map(
          (row) =>
            html`<tr><th scope="row">${ASSESSMENT[language].principles[row.principle]}</th><td>${format(language, row.first)}</td><td>${format(language, row.before)}</td><td>${format(language, row.after)}</td></tr>`,
        )}
      </tbody>
    </table>
    ${report.goal ? html`${heading(copy.goal)}<p>${report.goal}</p>` : ''}
    ${report.note ? html`${heading(copy.note)}<p>${report.note}</p>` : ''}`
}
