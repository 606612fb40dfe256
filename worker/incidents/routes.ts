import { and, eq, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import { correctionSchema, incidentSchema, type IncidentDetail, type IncidentList } from '../../contract/incidents'
import { can } from '../../contract/roles'
import { requestNow } from '../base/clock'
import { cohorts, incidentCorrections, incidents, outbox, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { enqueue, fromConfirmation, newJob } from '../base/notify/jobs'
import { refuse } from '../base/staff/access'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { volunteersOnDuty } from '../roster/routes'
import { checkTimes, volunteerOnTheDay } from './checks'
import { cohortIncidents, incidentDetail } from './store'

type Ctx = Context<AdminEnv>

/** Whoever may read every incident (`incidents`), or the one who recorded this one. */
async function mayOpen(c: Ctx, incident: Pick<IncidentDetail, 'recordedBy'>) {
  if (!can(c.var.staff.role, 'incidents') && incident.recordedBy !== c.var.staff.username) await refuse(c)
}

/** One incident for `c`'s staff member, each read audited (whose, which): 404 for none. */
async function openIncident(c: Ctx, id: string) {
  const incident = await incidentDetail(c.var.db, id)
  if (!incident) throw new ApiError(404, 'notFound')
  await mayOpen(c, incident)
  await audit(
    c.var.db,
    'incident-read',
    c.var.staff.username,
    `registration ${incident.registrationId}: incident ${id}`,
  )
  return incident
}

/** The family's email about the incident: to the registration's address, in its language, to its site. */
function familyJob(c: Ctx, incidentId: string, registrationId: string, now: Date) {
  const jobId = crypto.randomUUID()
  const id = sql.raw('registrations.id')
  const job = newJob({
    id: sql<string>`${jobId}`,
    kind: sql`'incident-report'`,
    recordId: sql<string>`${incidentId}`,
    email: sql<string>`${registrations.email}`,
    language: fromConfirmation('language', id, 'en'),
    origin: fromConfirmation('origin', id, new URL(c.req.url).origin),
    status: sql`'pending'`,
    createdAt: now,
  })
  const statement = c.var.db
    .insert(outbox)
    .select(c.var.db.select(job).from(registrations).where(eq(registrations.id, registrationId)))
  return { jobId, statement }
}

/** A replayed save (the phone lost the answer): the incident as stored, nothing written again. */
const replayed = async (c: Ctx, id: string) => c.json(await openIncident(c, id), 200)

/**
 * `/api/admin/cohorts/:id/incidents`: a cohort's incidents for those who read them (audited),
 * and a new one from whoever is at the session. The incident, the family's email and the audit
 * entry are written together; the id is the phone's, so a retried save stores and emails once.
 */
export const cohortIncidentRoutes = new Hono<AdminEnv>()
  .use('/:id/incidents', volunteersOnDuty)
  .get('/:id/incidents', async (c) => {
    const cohortId = c.req.param('id')
    if (!(await c.var.db.$count(cohorts, eq(cohorts.id, cohortId)))) throw new ApiError(404, COHORT_MESSAGES.notFound)
    const list = await cohortIncidents(c.var.db, cohortId)
    await audit(c.var.db, 'incident-read', c.var.staff.username, `cohort ${cohortId}: incident list (${list.length})`)
    return c.json({ cohortId, incidents: list } satisfies IncidentList)
  })
  .post('/:id/incidents', ...jsonBody, validated('json', incidentSchema), async (c) => {
    const input = c.req.valid('json')
    const cohortId = c.req.param('id')
    const db = c.var.db
    const cohort = await db
      .select({ sessionDates: cohorts.sessionDates })
      .from(cohorts)
      .where(eq(cohorts.id, cohortId))
      .get()
    if (!cohort) throw new ApiError(404, COHORT_MESSAGES.notFound)
    if (await db.$count(incidents, eq(incidents.id, input.id))) return replayed(c, input.id)
    const seated = await db.$count(
      registrations,
      and(
        eq(registrations.id, input.registrationId),
        eq(registrations.cohortId, cohortId),
        eq(registrations.status, 'seated'),
      ),
    )
    if (!seated)
      throw new ApiError(400, 'invalid', [{ path: 'registrationId', message: 'Choose a participant of this cohort.' }])
    const now = requestNow(c)
    checkTimes(input, cohort.sessionDates, now)
    await volunteerOnTheDay(c, input.occurredAt)
    const row = { ...input, cohortId, recordedBy: c.var.staff.username, recordedAt: now.toISOString() }
    const told = familyJob(c, input.id, input.registrationId, now)
    try {
      await db.batch([
        db.insert(incidents).values(row),
        told.statement,
        audit(
          db,
          'incident-recorded',
          c.var.staff.username,
          `registration ${input.registrationId}: incident ${input.id}`,
        ),
      ])
    } catch (error) {
      // The same id saved meanwhile by a second try of this save: one row and one email, as before.
      if (await db.$count(incidents, eq(incidents.id, input.id))) return replayed(c, input.id)
      throw error
    }
    c.executionCtx.waitUntil(enqueue(db, c.env, [told.jobId]))
    return c.json(await openIncident(c, input.id), 201)
  })

/**
 * `/api/admin/incidents/:id`: one incident with its corrections (its recorder, or a role that
 * reads incidents; audited), a dated correction added to it, and never a change: a PATCH
 * or DELETE is refused with the way to correct it.
 */
export const incidentRoutes = new Hono<AdminEnv>()
  .get('/:id', async (c) => c.json(await openIncident(c, c.req.param('id'))))
  .post('/:id/corrections', ...jsonBody, validated('json', correctionSchema), async (c) => {
    const incidentId = c.req.param('id')
    const { id, body } = c.req.valid('json')
    const db = c.var.db
    const incident = await db
      .select({ registrationId: incidents.registrationId, recordedBy: incidents.recordedBy })
      .from(incidents)
      .where(eq(incidents.id, incidentId))
      .get()
    if (!incident) throw new ApiError(404, 'notFound')
    await mayOpen(c, incident)
    const correction = { id, body, writtenBy: c.var.staff.username, createdAt: requestNow(c).toISOString() }
    const stored = () => db.$count(incidentCorrections, eq(incidentCorrections.id, id))
    // A retried correction (the answer was lost) is stored once.
    if (await stored()) return c.json(correction, 200)
    try {
      await db.batch([
        db.insert(incidentCorrections).values({ ...correction, incidentId, registrationId: incident.registrationId }),
        audit(
          db,
          'incident-corrected',
          c.var.staff.username,
          `registration ${incident.registrationId}: incident ${incidentId}`,
        ),
      ])
    } catch (error) {
      if (await stored()) return c.json(correction, 200)
      throw error
    }
    return c.json(correction, 201)
  })
  .on(['PATCH', 'DELETE'], '/:id', () => {
    throw new ApiError(405, ADMIN_ERROR_MESSAGES.incidentNeverChanged, undefined, { Allow: 'GET' })
  })
