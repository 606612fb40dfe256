import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { FOLLOW_UP_WORDS_MAX } from '../../contract/follow-up'
import { FOLLOW_UP_ANSWER } from '../../content/follow-up-answer'
import { requestNow } from '../base/clock'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { enqueue, staffInbox } from '../base/notify/jobs'
import { refuseWritesFromOtherOrigins } from '../base/middleware/origins'
import { signedLinkPage } from '../base/page-layout'
import { openFollowUpAnswer, type AnswerOpening } from './answer-link'
import { answerAddress, answerForm, type AnswerForm } from './answer-page'
import { answerOf, saveAnswer, tapScore } from './answer-store'

type Opened = Extract<AnswerOpening, { kind: unknown }>

/** What each request's link opened (set by the check that runs first). */
const openedBy = new WeakMap<Request, Opened>()

/** A score, 1 to 5, or null. */
const scoreOf = (value: unknown) => (typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : null)

/** The words as typed, and what is wrong with them: too long, or characters no one types. */
function wordsOf(value: unknown, language: 'en' | 'es') {
  const words = typeof value === 'string' ? value.trim() : ''
  const wrong = words.length > FOLLOW_UP_WORDS_MAX || /[\p{Cc}\p{Cf}]/u.test(words.replace(/\r?\n/g, ' '))
  return { words, problem: wrong ? FOLLOW_UP_ANSWER[language].wordsTooLong(FOLLOW_UP_WORDS_MAX) : undefined }
}

/** The page with the form, the saved answer said first when there is one to say. */
async function formPage(c: Context<AppEnv>, opened: Opened, form: AnswerForm, saved: boolean, status: 200 | 400 = 200) {
  const copy = FOLLOW_UP_ANSWER[languageOf(c)]
  const said =
    saved && form.score
      ? html`<p role="status" class="saved">${copy.saved(form.score, copy.scale[form.score - 1]!)}</p>`
      : ''
  return signedLinkPage(c, copy.title, html`${said}${answerForm(c, opened.days, form)}`, status)
}

/**
 * `/follow-up/answer?day=7&token=…&score=N`: the one-tap "how is it going" of each follow-up
 * email. GET saves the tapped score when a person followed the link (`Sec-Fetch-User: ?1`, sent
 * only on a navigation a person started: mail scanners that open every link save nothing, and a
 * browser that sends no such header shows the same form with the score chosen, saved by its
 * button). POST, from this origin, saves the form: score, words, and whether they would like to
 * talk. Answering again updates the one row of that email. Works without script.
 */
export const followUpAnswerRoutes = new Hono<AppEnv>()
  .use(refuseWritesFromOtherOrigins)
  .use(async function openLink(c, next) {
    const copy = FOLLOW_UP_ANSWER[languageOf(c)]
    const secret = c.env.UNSUBSCRIBE_SECRET
    const token = c.req.query('token') ?? ''
    const opened: AnswerOpening = secret
      ? await openFollowUpAnswer(c.var.db, secret, c.req.query('day'), token, requestNow(c))
      : { refused: 'invalid' }
    if (opened.registration === undefined)
      return opened.refused === 'closed'
        ? signedLinkPage(c, copy.closedTitle, html`<p>${copy.closedBody}</p>`, 410)
        : signedLinkPage(c, copy.invalidTitle, html`<p>${copy.invalidBody}</p>`, 400)
    openedBy.set(c.req.raw, opened)
    await next()
  })
  .get('/', async function tapOrShow(c) {
    const opened = openedBy.get(c.req.raw)!
    const tapped = scoreOf(c.req.query('score'))
    const byPerson = c.req.header('sec-fetch-user') === '?1'
    if (tapped && byPerson) await tapScore(c.var.db, opened.registration.id, opened.kind, tapped, requestNow(c))
    const saved = await answerOf(c.var.db, opened.registration.id, opened.kind)
    const form = {
      score: tapped ?? saved?.score ?? null,
      words: saved?.words ?? '',
      wantsTalk: saved?.wantsTalk ?? false,
    }
    return formPage(c, opened, form, Boolean(tapped && byPerson))
  })
  .post('/', async function saveForm(c) {
    const opened = openedBy.get(c.req.raw)!
    const language = languageOf(c)
    const copy = FOLLOW_UP_ANSWER[language]
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const score = scoreOf(body.score)
    const { words, problem } = wordsOf(body.words, language)
    const wantsTalk = body.talk === 'yes'
    if (!score || problem) {
      const problems = { score: score ? undefined : copy.missingScore, words: problem }
      return formPage(
        c,
        opened,
        { score, words: words.slice(0, FOLLOW_UP_WORDS_MAX * 2), wantsTalk, problems },
        false,
        400,
      )
    }
    const alert = { staffInbox: staffInbox(c.env), origin: new URL(c.req.url).origin, language }
    const staffJob = await saveAnswer(
      c.var.db,
      opened.registration,
      opened,
      { score, words: words || null, wantsTalk },
      requestNow(c),
      alert,
    )
    if (staffJob) c.executionCtx.waitUntil(enqueue(c.var.db, c.env, [staffJob]))
    return signedLinkPage(
      c,
      copy.doneTitle,
      html`<p role="status" class="saved">${copy.doneBody(score)}</p>
        ${wantsTalk ? html`<p>${copy.talkDone}</p>` : ''}
        <p><a href="${answerAddress(c, opened.days)}">${copy.title}</a></p>`,
    )
  })
