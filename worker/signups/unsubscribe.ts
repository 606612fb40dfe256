import { and, eq, isNull } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { UNSUBSCRIBE } from '../../content/emails'
import { emailSignups, NOW } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { verifyUnsubscribeToken } from '../base/notify/signed-token'
import { SITE } from '../../content/site'
import { languageOf, languageParameter } from '../base/language'
import { emailLinkPage } from '../base/page-layout'

/** The page in the language of the email the link came from (its `lang` parameter). */
const page = (
  c: Context<AppEnv>,
  title: 'confirmTitle' | 'doneTitle' | 'invalidTitle',
  body: (copy: (typeof UNSUBSCRIBE)['en']) => ReturnType<typeof html>,
  status: 200 | 400 = 200,
) => emailLinkPage(c, UNSUBSCRIBE, title, body, status)

/** The sign-up a link's token names, when the token is genuine and unexpired. */
async function signupOf(c: Context<AppEnv>) {
  const token = c.req.query('token') ?? ''
  const secret = c.env.UNSUBSCRIBE_SECRET
  return secret && token ? verifyUnsubscribeToken(secret, token) : null
}

function invalidLink(c: Context<AppEnv>) {
  return page(c, 'invalidTitle', (copy) => html`<p>${copy.invalidBody}</p>`, 400)
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
    const action = `/unsubscribe?token=${encodeURIComponent(c.req.query('token')!)}${languageParameter(languageOf(c))}`
    return page(
      c,
      'confirmTitle',
      (copy) => html`<p>${copy.confirmBody}</p>
        <form method="post" action="${action}" class="actions"><button type="submit" class="button">${copy.confirmButton}</button></form>`,
    )
  })
  .post('/', async function unsubscribe(c) {
    const signupId = await signupOf(c)
    if (!signupId) return invalidLink(c)
    await c.var.db
      .update(emailSignups)
      .set({ unsubscribedAt: NOW })
      .where(and(eq(emailSignups.id, signupId), isNull(emailSignups.unsubscribedAt)))
    return page(
      c,
      'doneTitle',
      (copy) =>
        html`<p>${copy.doneBody}</p><p class="actions"><a class="button secondary" href="${SITE[languageOf(c)].guide}">${copy.guideLink}</a></p>`,
    )
  })
