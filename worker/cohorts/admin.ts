import { and, eq, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { assignCohortSchema } from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import { cohortSchemas, crossFieldIssues, lastSessionDay, PRICE_FIELDS, type CohortList } from '../../contract/cohorts'
import { audit } from '../base/staff/audit'
import { refuse } from '../base/staff/access'
import { can } from '../../contract/roles'
import type { AdminEnv } from '../base/staff/session'
import { bootcampDay, requestNow } from '../base/clock'
import { cohorts, outbox, registrations } from '../base/db/schema'
import { registrationJob } from '../base/notify/jobs'
import { participantKey } from '../registration/routes'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { validated } from '../base/validation'
import { fillFreedSeats, queueOffers } from '../seats/fill'
import { openingJobIds, openingStatements } from '../interest/opening'
import { newcomerStatus, nextQueueNumber } from '../seats/rules'
import { allCohorts, cohortIdsAhead, findCohort, newCohortRow, patchColumns } from './store'

const COHORT = cohortSchemas(COHORT_MESSAGES)

const invalid = (issues: { path: string; message: string }[]) => new ApiError(400, 'invalid', issues)

/**
 * `/api/admin/cohorts`: staff list, create and change cohorts (open, close and archive are
 * changes of `open` and `archived`). Every change is audited in the same batch as the write,
 * naming the fields changed, never their old values.
 */
export const cohortAdminRoutes = new Hono<AdminEnv>()
  .get('/', async (c) => {
    const today = bootcampDay(requestNow(c))
    const [cohortList, [nextId]] = await Promise.all([allCohorts(c.var.db), cohortIdsAhead(c.var.db, today)])
    return c.json({ cohorts: cohortList, today, nextId: nextId ?? null } satisfies CohortList)
  })
  .post('/', ...jsonBody, validated('json', COHORT.create), async (c) => {
    const input = c.req.valid('json')
    const row = { ...newCohortRow(input), id: crypto.randomUUID(), createdAt: requestNow(c).toISOString() }
    const issues = crossFieldIssues(
      {
        startDate: row.startDate,
        earlyBirdDeadline: input.earlyBirdDeadline ?? null,
        earlyBirdSaving: input.earlyBirdSaving ?? null,
        sessionPrice: input.sessionPrice,
        sessionPriceMax: input.sessionPriceMax ?? null,
        sessionStart: row.sessionStart!,
        sessionEnd: row.sessionEnd!,
      },
      COHORT_MESSAGES,
    )
    if (issues.length) throw invalid(issues)
    const now = requestNow(c)
    await c.var.db.batch([
      c.var.db.insert(cohorts).values(row),
      audit(
        c.var.db,
        'cohort-created',
        c.var.staff.username,
        `cohort ${row.id} starting ${row.startDate}${row.open ? ', open' : ''}`,
      ),
      // Created open: the families in line are told first (worker/interest/).
      ...openingStatements(c.var.db, row.id, now, new URL(c.req.url).origin),
    ])
    c.executionCtx.waitUntil(openingJobIds(c.var.db, row.id, now).then((jobs) => queueOffers(c.env, jobs)))
    return c.json((await findCohort(c.var.db, row.id))!, 201)
  })
  .patch('/:id', ...jsonBody, validated('json', COHORT.patch), async (c) => {
    const id = c.req.param('id')
    const patch = c.req.valid('json')
    // Prices and offers are a director's: the whole change is refused, nothing of it is made.
    if (!can(c.var.staff.role, 'prices') && PRICE_FIELDS.some((field) => patch[field] !== undefined))
      return refuse(c, ADMIN_ERROR_MESSAGES.pricesNeedDirector)
    const existing = await findCohort(c.var.db, id)
    if (!existing) throw new ApiError(404, COHORT_MESSAGES.notFound)
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
    const issues = crossFieldIssues({ ...existing, ...given }, COHORT_MESSAGES)
    if (patch.capacity !== undefined && patch.capacity < existing.seatsTaken)
      issues.push({ path: 'capacity', message: COHORT_MESSAGES.belowSeatsTaken(existing.seatsTaken) })
    if (issues.length) throw invalid(issues)
    // The console's form sends every field: the log names only those whose value differs.
    const changed = Object.entries(given)
      .filter(
        ([key, value]) =>
          JSON.stringify(value) !==
          JSON.stringify(Object.entries(existing).find(([name]) => name === key)?.[1] ?? null),
      )
      .map(([key]) => key)
    const now = requestNow(c)
    // More seats (or a longer offer window on a cohort that now has room) go to the waitlist first.
    const fill = await fillFreedSeats(c.var.db, id, now, new URL(c.req.url).origin)
    await c.var.db.batch([
      c.var.db.update(cohorts).set(patchColumns(patch, now.toISOString())).where(eq(cohorts.id, id)),
      audit(
        c.var.db,
        'cohort-updated',
        c.var.staff.username,
        `cohort ${id}: ${changed.length ? changed.join(', ') : 'nothing'} changed`,
      ),
      ...fill.statements,
      // Opened for the first time: the families in line are told first (worker/interest/).
      ...openingStatements(c.var.db, id, now, new URL(c.req.url).origin),
    ])
    c.executionCtx.waitUntil(
      Promise.all([fill.jobIds(), openingJobIds(c.var.db, id, now)]).then((jobs) => queueOffers(c.env, jobs.flat())),
    )
    return c.json((await findCohort(c.var.db, id))!)
  })

/**
 * `POST /api/admin/registrations/:id/cohort`: a registration moves to a cohort (interest gets
 * its place). Its repeat key moves with it, so the same participant cannot hold two rows in one
 * cohort: that is refused. The assignment and its audit entry are one batch.
 */
export const assignCohortRoute = new Hono<AdminEnv>().post(
  '/:id/cohort',
  ...jsonBody,
  validated('json', assignCohortSchema),
  async (c) => {
    const id = c.req.param('id')
    const { cohortId } = c.req.valid('json')
    const [registration] = await c.var.db.select().from(registrations).where(eq(registrations.id, id))
    if (!registration) throw new ApiError(404, 'notFound')
    const cohort = await findCohort(c.var.db, cohortId)
    // A cohort that is over takes no one: it has no session left a family could come to.
    if (!cohort || cohort.archived || lastSessionDay(cohort) < bootcampDay(requestNow(c)))
      throw invalid([{ path: 'cohortId', message: ADMIN_ERROR_MESSAGES.cohortNotAssignable }])
    const key = await participantKey(registration, cohortId)
    const [clash] = await c.var.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.participantKey, key), ne(registrations.id, id)))
    if (clash) throw new ApiError(409, ADMIN_ERROR_MESSAGES.alreadyInCohort)
    const now = requestNow(c)
    const at = now.toISOString()
    // In its new cohort it is a newcomer (a free seat or the end of the waitlist); a seat it held in
    // the old one goes to that cohort's waitlist, in the same batch.
    const freed =
      registration.cohortId && registration.cohortId !== cohortId
        ? await fillFreedSeats(c.var.db, registration.cohortId, now, new URL(c.req.url).origin)
        : null
    const placement =
      registration.cohortId === cohortId
        ? {}
        : {
            status: newcomerStatus(cohortId),
            // Its order of arrival travels with it: moved back, it is where it was in line, not last.
            queueNumber: registration.queueNumber ?? nextQueueNumber,
            offerExpiresAt: null,
            statusChangedAt: at,
          }
    const moved = registration.cohortId !== null && registration.cohortId !== cohortId
    const jobId = crypto.randomUUID()
    await c.var.db.batch([
      c.var.db
        .update(registrations)
        .set({ cohortId, participantKey: key, updatedAt: at, ...placement })
        .where(eq(registrations.id, id)),
      audit(
        c.var.db,
        'registration-assigned',
        c.var.staff.username,
        `registration ${id} to cohort ${cohortId}${registration.cohortId ? ` (was cohort ${registration.cohortId})` : ' (was interest)'}`,
      ),
      // A family moved from one cohort to another is told where it stands now.
      ...(moved
        ? [
            c.var.db.insert(outbox).select(
              c.var.db
                .select({
                  ...registrationJob('cohort-moved', now, new URL(c.req.url).origin),
                  id: sql`${jobId}`.as('id'),
                })
                .from(registrations)
                .where(eq(registrations.id, id)),
            ),
          ]
        : []),
      ...(freed?.statements ?? []),
    ])
    const told = moved ? [jobId] : []
    c.executionCtx.waitUntil(
      (freed ? freed.jobIds() : Promise.resolve([])).then((jobs) => queueOffers(c.env, [...jobs, ...told])),
    )
    const [stored] = await c.var.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, id))
    return c.json({ id, cohortId, status: stored?.status ?? null })
  },
)
