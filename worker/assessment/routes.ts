import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { GOAL_MAX, PRINCIPLES, STATEMENTS_PER_PRINCIPLE, type Principle } from '../../contract/assessment'
import { ASSESSMENT } from '../../content/assessment'
import { bootcampDay, requestNow } from '../base/clock'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { refuseWritesFromOtherOrigins } from '../base/middleware/origins'
import { RATE_LIMITS } from '../base/middleware/rate-limit'
import { issueEarned } from '../certificates/standings'
import { reportBody, reportOf } from './report'
import { openAssessment, type AssessmentOpening } from './links'
import { assessmentPage, goalForm, partForm, selfAddress } from './page'
import { nextPrinciple, progressOf, roundOn, saveGoal, savePart, type Answer } from './store'

type AssessmentContext = Context<AppEnv>
type Opened = Extract<AssessmentOpening, { cohort: unknown }>

/** What each request's token opened (set by the check that runs first). */
const openedBy = new WeakMap<Request, Opened>()
const openedOf = (c: AssessmentContext) => openedBy.get(c.req.raw)!

/** The round open today for this participant, and how far they are in it. */
async function stateOf(c: AssessmentContext) {
  const { registration, cohort } = openedOf(c)
  const round = roundOn(cohort, bootcampDay(requestNow(c)))
  const progress = await progressOf(c.var.db, registration.id, round)
  return { registration, round, progress, next: nextPrinciple(progress, round) }
}

/** A score field's value, 1 to 5, or null. */
const scoreOf = (value: unknown) => (typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : null)

/** The page a participant sees now: the next part, the goal, or the thanks. */
async function currentPage(c: AssessmentContext) {
  const copy = ASSESSMENT[languageOf(c)]
  const { round, progress, next } = await stateOf(c)
  if (next)
    return assessmentPage(c, copy.title, partForm(c, round, next, PRINCIPLES.indexOf(next) + 1, progress.answers))
  if (round === 'last' && !progress.row?.goal) return assessmentPage(c, copy.title, goalForm(c))
  return round === 'first'
    ? assessmentPage(c, copy.doneFirstTitle, html`<p role="status">${copy.doneFirstBody}</p>`)
    : assessmentPage(
        c,
        copy.doneLastTitle,
        html`<p role="status">${copy.doneLastBody}</p>
          <p><a href="${selfAddress(c, '/assessment/report')}">${copy.reportLink}</a></p>`,
      )
}

/** Saves one part's three statements (both columns the last time); the form again, with what is missing, when incomplete. */
async function postPart(c: AssessmentContext, principle: Principle, form: Record<string, unknown>) {
  const { registration, round } = await stateOf(c)
  const answers: Record<string, Answer> = {}
  const typed = new Map<string, Partial<Answer>>()
  const missing = new Set<string>()
  for (let index = 1; index <= STATEMENTS_PER_PRINCIPLE; index++) {
    const id = `${principle}-${index}`
    const score = scoreOf(form[id])
    const before = round === 'last' ? scoreOf(form[`${id}-before`]) : null
    if (score === null) missing.add(id)
    if (round === 'last' && before === null) missing.add(`${id}-before`)
    typed.set(id, { score: score ?? undefined, before })
    if (score !== null) answers[id] = { score, before }
  }
  if (missing.size) {
    const copy = ASSESSMENT[languageOf(c)]
    const part = partForm(c, round, principle, PRINCIPLES.indexOf(principle) + 1, typed, missing)
    return assessmentPage(c, copy.title, part, 400)
  }
  const completes = round === 'first' && principle === PRINCIPLES.at(-1)
  await savePart(c.var.db, registration.id, round, languageOf(c), answers, completes, requestNow(c))
  return c.redirect(selfAddress(c), 303)
}

/**
 * Saves the goal of the last session, which completes it, and issues the certificate when that
 * meets the rule (the family's page only reads it; the cron sweep would issue it too, later).
 */
async function postGoal(c: AssessmentContext, form: Record<string, unknown>) {
  const { registration, round, progress, next } = await stateOf(c)
  if (round !== 'last' || next || !progress.row) return c.redirect(selfAddress(c), 303)
  const copy = ASSESSMENT[languageOf(c)]
  const goal = typeof form.goal === 'string' ? form.goal.trim() : ''
  const problem = !goal
    ? copy.goalMissing
    : goal.length > GOAL_MAX || /[\p{Cc}\p{Cf}]/u.test(goal.replace(/\r?\n/g, ' '))
      ? copy.goalTooLong(GOAL_MAX)
      : undefined
  if (problem) return assessmentPage(c, copy.title, goalForm(c, goal.slice(0, GOAL_MAX * 2), problem), 400)
  await saveGoal(c.var.db, registration.id, goal, requestNow(c))
  await issueEarned(c.var.db, openedOf(c).cohort, requestNow(c), registration.id)
  return c.redirect(selfAddress(c), 303)
}

/**
 * `/assessment?token=…`: a participant's leadership assessment, from their signed link (the
 * family's page, or the QR code staff show on the day). GET shows where they are and changes
 * nothing; each part is a POST from this origin that saves its answers and moves on, so a
 * participant who stops keeps what they gave. Works without script.
 */
export const assessmentRoutes = new Hono<AppEnv>()
  .use(refuseWritesFromOtherOrigins)
  .use(async function openLink(c, next) {
    const copy = ASSESSMENT[languageOf(c)]
    const token = c.req.query('token') ?? ''
    // Keyed by the token's registration, not the address: a room of phones on a school's network shares one.
    const { success } = await c.env.FAMILY_LINK_LIMITER.limit({
      key: `assessment:${/^[0-9a-f-]{36}\./.test(token) ? token.slice(0, 36) : (c.req.header('cf-connecting-ip') ?? 'unknown')}`,
    })
    if (!success) {
      c.header('Retry-After', String(RATE_LIMITS.FAMILY_LINK_LIMITER.period))
      return assessmentPage(c, copy.throttledTitle, html`<p>${copy.throttledBody}</p>`, 429)
    }
    const secret = c.env.UNSUBSCRIBE_SECRET
    const opened: AssessmentOpening = secret
      ? await openAssessment(c.var.db, secret, token, requestNow(c))
      : { refused: 'invalid' }
    if (opened.registration === undefined)
      return opened.refused === 'not-open'
        ? assessmentPage(c, copy.notOpenTitle, html`<p>${copy.notOpenBody}</p>`, 403)
        : assessmentPage(c, copy.invalidTitle, html`<p>${copy.invalidBody}</p>`, 400)
    openedBy.set(c.req.raw, opened)
    await next()
  })
  .get('/', currentPage)
  .get('/report', async function showReport(c) {
    const { registration } = openedOf(c)
    const language = languageOf(c)
    const report = await reportOf(c.var.db, registration.id)
    if (!report) return c.redirect(selfAddress(c), 303)
    return assessmentPage(c, ASSESSMENT[language].report.title(registration.firstName), reportBody(language, report, 2))
  })
  .post('/', async function saveAnswers(c) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    if (form.part === 'goal') return postGoal(c, form)
    const principle = PRINCIPLES.find((name) => name === form.part)
    if (!principle) return c.redirect(selfAddress(c), 303)
    return postPart(c, principle, form)
  })
