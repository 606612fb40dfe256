import type { Context } from 'hono'
import { html } from 'hono/html'
import { FOLLOW_UP_WORDS_MAX } from '../../contract/follow-up'
import { FOLLOW_UP_ANSWER } from '../../content/follow-up-answer'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { signedLinkAddress } from '../base/page-layout'

/** What the form shows: the answer as saved or as typed, and what is wrong with it. */
export interface AnswerForm {
  score: number | null
  words: string
  wantsTalk: boolean
  problems?: { score?: string; words?: string }
}

/** This page's own address (token, email and language), where its form posts. */
export const answerAddress = (c: Context<AppEnv>, day: number) =>
  signedLinkAddress(c, '/follow-up/answer', `&day=${day}`)

/**
 * The answer's form: the five choices (the one tapped in the email checked), optional words and
 * "I would like to talk to someone". A plain form: it works without script.
 */
export function answerForm(c: Context<AppEnv>, day: number, form: AnswerForm) {
  const copy = FOLLOW_UP_ANSWER[languageOf(c)]
  const { score, words, wantsTalk, problems = {} } = form
  return html`<form method="post" action="${answerAddress(c, day)}" class="assessment">
    <p>${copy.intro}</p>
    <fieldset class="scale" ${problems.score ? html`aria-describedby="score-error"` : ''}>
      <legend>${copy.legend}</legend>
      <div class="choices">
        ${copy.scale.map(
          (word, index) =>
            html`<label class="choice"><input type="radio" name="score" value="${index + 1}" required ${score === index + 1 ? 'checked' : ''} /><span class="number">${index + 1}</span><span class="word">${word}</span></label>`,
        )}
      </div>
      ${problems.score ? html`<p class="error" id="score-error">${problems.score}</p>` : ''}
    </fieldset>
    <p class="field-stack">
      <label for="words">${copy.wordsLabel}</label>
      <span class="note" id="words-hint">${copy.wordsHint}</span>
      <textarea id="words" name="words" rows="3" maxlength="${FOLLOW_UP_WORDS_MAX}" aria-describedby="words-hint${problems.words ? ' words-error' : ''}" ${problems.words ? 'aria-invalid="true"' : ''}>${words}</textarea>
      ${problems.words ? html`<span class="error" id="words-error">${problems.words}</span>` : ''}
    </p>
    <p class="confirm">
      <input type="checkbox" id="talk" name="talk" value="yes" aria-describedby="talk-hint" ${wantsTalk ? 'checked' : ''} />
      <label for="talk">${copy.talkLabel} <span class="note" id="talk-hint">${copy.talkHint}</span></label>
    </p>
    <p class="actions"><button class="button" type="submit">${copy.save}</button></p>
  </form>`
}
