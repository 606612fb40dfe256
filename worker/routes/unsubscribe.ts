import { and, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { UNSUBSCRIBE } from '../../content/emails'
import { emailSignups, NOW } from '../db/schema'
import type { AppEnv } from '../env'
import { verifyUnsubscribeToken } from '../notify/unsubscribe-token'
import { sitePage } from '../pages/layout'

const guideLink = html`<p class="actions"><a class="button secondary" href="/guide">${UNSUBSCRIBE.guideLink}</a></p>`

/** The sign-up a link's token names, when the token is genuine and unexpired. */
async function signupOf(c: Context<AppEnv>) {
  const token = c.req.query('token') ?? ''
  const secret = c.env.UNSUBSCRIBE_SECRET
  return secret && token ? verifyUnsubscribeToken(secret, token) : null
}

function invalidLink(c: Context<AppEnv>) {
  return c.html(sitePage(UNSUBSCRIBE.invalidTitle, html`<h1>${UNSUBSCRIBE.invalidTitle}</h1><p>${UNSUBSCRIBE.invalidBody}</p>`), 400)
}

/**
 * `/unsubscribe?token=…`: GET shows a button and changes nothing (mail scanners open links);
 * POST unsubscribes, from that button (no script needed) or from a mail app's one-click
 * unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`). A tampered or expired token gets a
 * clear page and changes nothing.
 */
export const unsubscribeRoute = new Hono<AppEnv>()
  .get('/', async function confirmUnsubscribe(c) {
    if (!(await signupOf(c))) return invalidLink(c)
    const action = `/unsubscribe?token=${encodeURIComponent(c.req.query('token')!)}`
    return c.html(
      sitePage(
        UNSUBSCRIBE.confirmTitle,
        html`<h1>${UNSUBSCRIBE.confirmTitle}</h1>
          <p>${UNSUBSCRIBE.confirmBody}</p>
          <form method="post" action="${action}" class="actions"><button type="submit" class="button">${UNSUBSCRIBE.confirmButton}</button></form>`,
      ),
    )
  })
  .post('/', async function unsubscribe(c) {
    const signupId = await signupOf(c)
    if (!signupId) return invalidLink(c)
    await c.var.db.update(emailSignups).set({ unsubscribedAt: NOW }).where(and(eq(emailSignups.id, signupId), isNull(emailSignups.unsubscribedAt)))
    return c.html(sitePage(UNSUBSCRIBE.doneTitle, html`<h1>${UNSUBSCRIBE.doneTitle}</h1><p>${UNSUBSCRIBE.doneBody}</p>${guideLink}`))
  })
