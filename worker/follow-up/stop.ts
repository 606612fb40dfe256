import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { FOLLOW_UP } from '../../content/follow-up'
import type { Language } from '../../content/language'
import { eq } from 'drizzle-orm'
import { followUpStops, registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf, languageParameter } from '../base/language'
import { signToken, verifyToken } from '../base/notify/signed-token'
import { emailLinkPage } from '../base/page-layout'
import { requestNow } from '../base/clock'

/** A stop link works for a year: longer than the follow-up lasts, so the last email's link still works. */
const STOP_LINK_SECONDS = 365 * 24 * 60 * 60

/**
 * The link in each follow-up email that stops the rest: signed with the registration's id only
 * (no link version, so staff turning the family's links off does not take away the way out).
 */
export async function followUpStopLink(secret: string, origin: string, registrationId: string, language: Language) {
  const expiresAt = Math.floor(Date.now() / 1000) + STOP_LINK_SECONDS
  const token = await signToken(secret, 'follow-up-stop', registrationId, expiresAt)
  return `${origin}/follow-up/stop?token=${token}${languageParameter(language)}`
}

const page = (
  c: Context<AppEnv>,
  title: 'confirmTitle' | 'doneTitle' | 'invalidTitle',
  body: (copy: (typeof FOLLOW_UP)['en']['stop']) => ReturnType<typeof html>,
  status: 200 | 400 = 200,
) => emailLinkPage(c, { en: FOLLOW_UP.en.stop, es: FOLLOW_UP.es.stop }, title, body, status)

/** The registration a genuine, unexpired stop link names; null for anything else. */
async function registrationOf(c: Context<AppEnv>) {
  const secret = c.env.UNSUBSCRIBE_SECRET
  const token = c.req.query('token') ?? ''
  if (!secret || !token) return null
  return (await verifyToken(secret, 'follow-up-stop', token, requestNow(c).getTime()))?.id ?? null
}

/**
 * `/follow-up/stop?token=…`: GET shows a button and changes nothing (mail scanners open links);
 * POST stops the follow-up emails of that registration, from the button or a mail app's
 * one-click unsubscribe (RFC 8058). Stopping is all a POST can do, so, like /unsubscribe, it is
 * taken from any origin. Stopping twice keeps the first time.
 */
export const followUpStopRoutes = new Hono<AppEnv>()
  .get('/', async function confirmStop(c) {
    if (!(await registrationOf(c))) return page(c, 'invalidTitle', (copy) => html`<p>${copy.invalidBody}</p>`, 400)
    const action = `/follow-up/stop?token=${encodeURIComponent(c.req.query('token')!)}${languageParameter(languageOf(c))}`
    return page(
      c,
      'confirmTitle',
      (copy) => html`<p>${copy.confirmBody}</p>
        <form method="post" action="${action}" class="actions"><button type="submit" class="button">${copy.confirmButton}</button></form>`,
    )
  })
  .post('/', async function stop(c) {
    const registrationId = await registrationOf(c)
    if (!registrationId) return page(c, 'invalidTitle', (copy) => html`<p>${copy.invalidBody}</p>`, 400)
    // A registration erased since leaves nothing to stop, and no row behind.
    const registration = await c.var.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .get()
    if (registration)
      await c.var.db
        .insert(followUpStops)
        .values({ registrationId, stoppedAt: requestNow(c).toISOString() })
        .onConflictDoNothing()
    return page(c, 'doneTitle', (copy) => html`<p>${copy.doneBody}</p>`)
  })
