import type { Context } from 'hono'
import { html } from 'hono/html'
import {
  GOAL_MAX,
  SCALE,
  STATEMENTS_PER_PRINCIPLE,
  type AssessmentRound,
  type Principle,
} from '../../contract/assessment'
import { ASSESSMENT } from '../../content/assessment'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { signedLinkAddress, signedLinkPage } from '../base/page-layout'
import type { Answer } from './store'

type Copy = (typeof ASSESSMENT)['en']

/** This request's own address with its token and language: where the forms post and redirect to. */
export const selfAddress = (c: Context<AppEnv>, path = '/assessment') => signedLinkAddress(c, path)

/** A page of the assessment: never cached (the route's), never indexed, the token kept from other sites. */
export const assessmentPage = signedLinkPage

/** One scale of five choices; `name` is the field, `label` the group's name for screen readers. */
function scale(copy: Copy, name: string, label: string, chosen: number | null, problem: boolean) {
  const errorId = `${name}-error`
  return html`<fieldset class="scale" ${problem ? html`aria-describedby="${errorId}"` : ''}>
    <legend>${label}</legend>
    <div class="choices">
      ${SCALE.map(
        (value, index) =>
          html`<label class="choice"><input type="radio" name="${name}" value="${value}" required ${chosen === value ? 'checked' : ''} /><span class="number">${value}</span><span class="word">${copy.scale[index]}</span></label>`,
      )}
    </div>
    ${problem ? html`<p class="error" id="${errorId}">${copy.missing}</p>` : ''}
  </fieldset>`
}

/** The form of one principle's three statements; the last time each has "now" and "before". */
export function partForm(
  c: Context<AppEnv>,
  round: AssessmentRound,
  principle: Principle,
  partNumber: number,
  answers: Map<string, Partial<Answer>>,
  missing: ReadonlySet<string> = new Set(),
) {
  const copy = ASSESSMENT[languageOf(c)]
  const statements = Array.from({ length: STATEMENTS_PER_PRINCIPLE }, (_, index) => `${principle}-${index + 1}`)
  const isLast = partNumber === 5
  return html`${partNumber === 1 ? html`<p>${round === 'first' ? copy.intro : copy.lastIntro}</p>` : ''}
    <form method="post" action="${selfAddress(c)}" class="assessment">
      <input type="hidden" name="part" value="${principle}" />
      <p class="time">${copy.part(partNumber, 5)}</p>
      <h2>${copy.principles[principle]}</h2>
      ${statements.map((id) => {
        const answer = answers.get(id)
        const text = copy.statements[id] ?? id
        return round === 'first'
          ? html`<div class="statement">${scale(copy, id, text, answer?.score ?? null, missing.has(id))}</div>`
          : html`<fieldset class="statement">
              <legend>${text}</legend>
              ${scale(copy, id, copy.now, answer?.score ?? null, missing.has(id))}
              ${scale(copy, `${id}-before`, copy.before, answer?.before ?? null, missing.has(`${id}-before`))}
            </fieldset>`
      })}
      <p class="actions"><button class="button" type="submit">${isLast && round === 'first' ? copy.finish : copy.next}</button></p>
    </form>`
}

/** The last session's final step: the participant's goal for the next 30 days. */
export function goalForm(c: Context<AppEnv>, typed = '', problem?: string) {
  const copy = ASSESSMENT[languageOf(c)]
  return html`<form method="post" action="${selfAddress(c)}" class="assessment">
    <input type="hidden" name="part" value="goal" />
    <h2>${copy.goalHeading}</h2>
    <p class="field-stack">
      <label for="goal">${copy.goalLabel}</label>
      <span class="note" id="goal-hint">${copy.goalHint}</span>
      <textarea id="goal" name="goal" rows="3" maxlength="${GOAL_MAX}" required aria-describedby="goal-hint${problem ? ' goal-error' : ''}" ${problem ? 'aria-invalid="true"' : ''}>${typed}</textarea>
      ${problem ? html`<span class="error" id="goal-error">${problem}</span>` : ''}
    </p>
    <p class="actions"><button class="button" type="submit">${copy.finish}</button></p>
  </form>`
}
