import { and, eq, gt } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { momentIn, SEAT_CLAIM } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { requestNow } from '../base/clock'
import { cohorts, registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf, languageParameter } from '../base/language'
import { verifyToken } from '../base/notify/signed-token'
import { emailLinkPage } from '../base/page-layout'
import { enqueue } from '../base/notify/jobs'
import { eventJob } from '../messages/event-job'

type Copy = (typeof SEAT_CLAIM)['en']

/** The page in the language of the offer email the link came from (its `lang` parameter). */
const page = (
  c: Context<AppEnv>,
  title: 'confirmTitle' | 'doneTitle' | 'lapsedTitle' | 'invalidTitle',
  body: (copy: Copy) => ReturnType<typeof html>,
  status: 200 | 400 | 410 = 200,
) => emailLinkPage(c, SEAT_CLAIM, title, body, status)

/**
 * The registration a claim link names and the offer it was made for: a token's expiry is its
 * offer's, so a link from an earlier offer (lapsed, then offered again) claims nothing now, and
 * its version is the registration's, so a link signed before staff revoked its links opens nothing.
 */
async function offerOf(c: Context<AppEnv>) {
  const token = c.req.query('token') ?? ''
  const secret = c.env.UNSUBSCRIBE_SECRET
  // The signature only: an expired offer gets its own page, not "this link does not work".
  const verified = secret && token ? await verifyToken(secret, 'seat-claim', token, 0) : null
  if (!verified) return null
  const row = await c.var.db
    .select({
      id: registrations.id,
      status: registrations.status,
      cohortId: registrations.cohortId,
      offerExpiresAt: registrations.offerExpiresAt,
      linkVersion: registrations.linkVersion,
    })
    .from(registrations)
    .where(eq(registrations.id, verified.id))
    .get()
  if (!row?.cohortId || row.linkVersion !== verified.version) return null
  // Only its start is shown: no seat counts are needed here.
  const cohort = await c.var.db
    .select({ startDate: cohorts.startDate })
    .from(cohorts)
    .where(eq(cohorts.id, row.cohortId))
    .get()
  if (!cohort) return null
  const thisOffer =
    row.offerExpiresAt !== null && Math.floor(Date.parse(row.offerExpiresAt) / 1000) === verified.expiresAt
  const open = row.status === 'offered' && thisOffer && Date.parse(row.offerExpiresAt!) > requestNow(c).getTime()
  return { row, cohort, open, start: formatsFor(languageOf(c)).date(cohort.startDate) }
}

const invalid = (c: Context<AppEnv>) => page(c, 'invalidTitle', (copy) => html`<p>${copy.invalidBody}</p>`, 400)
const seated = (c: Context<AppEnv>, start: string) =>
  page(c, 'doneTitle', (copy) => html`<p>${copy.doneBody(start)}</p>`)
const lapsed = (c: Context<AppEnv>) => page(c, 'lapsedTitle', (copy) => html`<p>${copy.lapsedBody}</p>`, 410)

/**
 * `/seat/claim?token=…`: the link in a seat offer. GET shows the offer and a button and changes
 * nothing (mail scanners open links); POST takes the seat while the offer is open. A second
 * click, or a reload, shows the seat confirmed and changes nothing; a lapsed offer says so.
 */
export const claimRoute = new Hono<AppEnv>()
  .get('/', async function showOffer(c) {
    const offer = await offerOf(c)
    if (!offer) return invalid(c)
    if (offer.row.status === 'seated') return seated(c, offer.start)
    if (!offer.open) return lapsed(c)
    const action = `/seat/claim?token=${encodeURIComponent(c.req.query('token')!)}${languageParameter(languageOf(c))}`
    const until = momentIn(languageOf(c), offer.row.offerExpiresAt!)
    return page(
      c,
      'confirmTitle',
      (copy) => html`<p>${copy.confirmBody(offer.start, until)}</p>
        <form method="post" action="${action}" class="actions"><button type="submit" class="button">${copy.confirmButton}</button></form>`,
    )
  })
  .post('/', async function claimSeat(c) {
    const offer = await offerOf(c)
    if (!offer) return invalid(c)
    if (offer.row.status === 'seated') return seated(c, offer.start)
    if (!offer.open) return lapsed(c)
    const now = requestNow(c).toISOString()
    // Guarded by the offer itself and the link's version: a lapse, a staff move or a revoke of the
    // family's links that landed first wins, and two clicks seat once.
    const db = c.var.db
    // The seat's email (its payment and deadline) only when this claim seated it, in the same batch.
    const told = eventJob(
      db,
      'seat-claimed',
      offer.row.id,
      and(eq(registrations.status, 'seated'), eq(registrations.statusChangedAt, now)),
      new Date(now),
      new URL(c.req.url).origin,
    )
    const [claimed] = await db.batch([
      db
        .update(registrations)
        .set({ status: 'seated', offerExpiresAt: null, statusChangedAt: now })
        .where(
          and(
            eq(registrations.id, offer.row.id),
            eq(registrations.status, 'offered'),
            eq(registrations.offerExpiresAt, offer.row.offerExpiresAt!),
            gt(registrations.offerExpiresAt, now),
            eq(registrations.linkVersion, offer.row.linkVersion),
          ),
        ),
      told.statement,
    ])
    if (claimed.meta.changes === 1) {
      c.executionCtx.waitUntil(enqueue(db, c.env, [told.jobId]))
      return seated(c, offer.start)
    }
    const after = await c.var.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, offer.row.id))
      .get()
    return after?.status === 'seated' ? seated(c, offer.start) : lapsed(c)
  })
