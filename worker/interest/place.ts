import { and, eq, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { momentIn } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { INTEREST } from '../../content/interest'
import { bootcampDay, requestNow } from '../base/clock'
import { cohorts, interestOpenings, registrations } from '../base/db/schema'
import type { AppEnv } from '../base/env'
import { languageOf, languageParameter } from '../base/language'
import { enqueue } from '../base/notify/jobs'
import { emailLinkPage } from '../base/page-layout'
import { eventJob } from '../messages/event-job'
import { participantKey } from '../registration/routes'
import { placeInLineStatus } from '../seats/head-start'
import { newcomerStatus, nextQueueNumber } from '../seats/rules'
import { waitlistPlaceOf } from '../seats/waitlist-place'
import { openingOfToken } from './link'

type Page = (typeof INTEREST)['en']['page']
type Title = { [K in keyof Page]: Page[K] extends string ? K : never }[keyof Page]

const PAGES = { en: INTEREST.en.page, es: INTEREST.es.page }
const page = (
  c: Context<AppEnv>,
  title: Title,
  body: (copy: Page) => ReturnType<typeof html>,
  status: 200 | 400 | 409 | 410 = 200,
) => emailLinkPage(c, PAGES, title, body, status)

/** The opening the link names, its registration and whether its cohort still takes registrations. */
async function openingOf(c: Context<AppEnv>) {
  const now = requestNow(c)
  const opening = await openingOfToken(c.var.db, c.env.UNSUBSCRIBE_SECRET, c.req.query('token') ?? '', now)
  if (!opening) return null
  const registration = (await c.var.db
    .select()
    .from(registrations)
    .where(eq(registrations.id, opening.registrationId))
    .get())!
  const cohort = (await c.var.db.select().from(cohorts).where(eq(cohorts.id, opening.cohortId)).get())!
  const taking = cohort.open && cohort.archivedAt === null && cohort.startDate > bootcampDay(now)
  const participant = `${registration.firstName} ${registration.lastName}`
  const start = formatsFor(languageOf(c)).date(cohort.startDate)
  return { opening, registration, cohort, taking, participant, start, now }
}
type Found = NonNullable<Awaited<ReturnType<typeof openingOf>>>

const invalid = (c: Context<AppEnv>) => page(c, 'invalidTitle', (copy) => html`<p>${copy.invalidBody}</p>`, 400)
const closed = (c: Context<AppEnv>) => page(c, 'closedTitle', (copy) => html`<p>${copy.closedBody}</p>`, 410)

/** Where the registration stands in the opening's cohort once placed: a held seat or its place in line. */
async function placed(c: Context<AppEnv>, found: Found) {
  const after = await c.var.db
    .select({ status: registrations.status })
    .from(registrations)
    .where(eq(registrations.id, found.registration.id))
    .get()
  if (after?.status === 'waitlisted') {
    const place = (await waitlistPlaceOf(c.var.db, found.registration.id)) ?? 1
    return page(
      c,
      'waitlistedTitle',
      (copy) => html`<p>${copy.waitlistedBody(found.participant, found.start, place)}</p>`,
    )
  }
  return page(c, 'seatedTitle', (copy) => html`<p>${copy.seatedBody(found.participant, found.start)}</p>`)
}

/** In the opening's cohort already (this link, a repeat of it): where it stands; in another way: taken. */
function settled(c: Context<AppEnv>, found: Found) {
  if (found.registration.cohortId === found.cohort.id && found.opening.takenAt !== null) return placed(c, found)
  if (found.registration.status !== 'interest' || found.registration.cohortId !== null || !found.taking)
    return closed(c)
  return null
}

/**
 * `/interest/place?token=…`: the link in the email that tells a family in line that a cohort is
 * open (and on its family page). GET shows the cohort and a button, changing nothing (mail
 * scanners open links); POST places the registration in the cohort: during the head start with
 * its order of interest (a free seat unless someone ahead in line waits), after it as anyone who
 * registers then (the seat rule, at the end of the line). Once placed, a second press or a
 * reload shows where it stands and changes nothing; the confirmation is emailed once.
 */
export const placeRoute = new Hono<AppEnv>()
  .get('/', async function showOpening(c) {
    const found = await openingOf(c)
    if (!found) return invalid(c)
    const done = settled(c, found)
    if (done) return done
    const action = `/interest/place?token=${encodeURIComponent(c.req.query('token')!)}${languageParameter(languageOf(c))}`
    const until = found.cohort.headStartUntil
    return page(
      c,
      'confirmTitle',
      (copy) => html`<p>${copy.confirmBody(found.participant, found.start)}</p>
        ${until && until > found.now.toISOString() ? html`<p>${copy.headStart(momentIn(languageOf(c), until))}</p>` : ''}
        <form method="post" action="${action}" class="actions"><button type="submit" class="button">${copy.button}</button></form>`,
    )
  })
  .post('/', async function takePlace(c) {
    const found = await openingOf(c)
    if (!found) return invalid(c)
    const done = settled(c, found)
    if (done) return done
    const { registration, cohort, now } = found
    const at = now.toISOString()
    const key = await participantKey(registration, cohort.id)
    const headStart = cohort.headStartUntil !== null && cohort.headStartUntil > at
    const db = c.var.db
    const told = eventJob(
      db,
      'registration-confirmation',
      registration.id,
      and(eq(registrations.cohortId, cohort.id), eq(registrations.statusChangedAt, at)),
      now,
      new URL(c.req.url).origin,
    )
    const [moved] = await db.batch([
      db
        .update(registrations)
        .set({
          cohortId: cohort.id,
          participantKey: key,
          // Its order of interest holds during the head start; after it, it joins as anyone would.
          status: headStart ? placeInLineStatus(cohort.id, registration.queueNumber ?? 0) : newcomerStatus(cohort.id),
          queueNumber: headStart ? registration.queueNumber : nextQueueNumber,
          statusChangedAt: at,
          enteredAt: at,
          offerExpiresAt: null,
        })
        .where(
          and(
            eq(registrations.id, registration.id),
            eq(registrations.status, 'interest'),
            isNull(registrations.cohortId),
            eq(registrations.linkVersion, registration.linkVersion),
            // The same participant registered for this cohort from the form: one row per cohort.
            sql`NOT EXISTS (SELECT 1 FROM registrations AS other WHERE other.participant_key = ${key})`,
            sql`EXISTS (SELECT 1 FROM cohorts WHERE id = ${cohort.id} AND open = 1 AND archived_at IS NULL)`,
          ),
        ),
      db
        .update(interestOpenings)
        .set({ takenAt: at })
        .where(
          and(
            eq(interestOpenings.id, found.opening.id),
            sql`EXISTS (SELECT 1 FROM registrations WHERE id = ${registration.id} AND cohort_id = ${cohort.id} AND status_changed_at = ${at})`,
          ),
        ),
      told.statement,
    ])
    if (moved.meta.changes === 1) {
      c.executionCtx.waitUntil(enqueue(db, c.env, [told.jobId]))
      return placed(c, found)
    }
    const clash = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.participantKey, key))
      .get()
    // A second press that lost the race to the first: placed all the same.
    if (clash?.id === registration.id) return placed(c, found)
    if (clash) return page(c, 'takenTitle', (copy) => html`<p>${copy.takenBody}</p>`, 409)
    return closed(c)
  })
