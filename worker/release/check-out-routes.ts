import { and, eq, inArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import {
  checkOutsSchema,
  judgeRelease,
  overrideSchema,
  type CheckOut,
  type CheckOutResult,
  type ReleaseList,
} from '../../contract/release'
import { bootcampDay, requestNow } from '../base/clock'
import { checkOuts, cohorts, registrations, releaseRules } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { refuse } from '../base/staff/access'
import { audit } from '../base/staff/audit'
import { tapAllowed } from '../base/staff/duty'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { volunteersOnDuty } from '../roster/routes'
import { SEAT_HOLDING } from '../seats/rules'
import { rulesOfRow } from './store'

type Ctx = Context<AdminEnv>

/** The cohort's seated participants with their rules; 404 for an unknown cohort. */
async function participantsOf(c: Ctx, cohortId: string) {
  const cohort = await c.var.db
    .select({ sessionDates: cohorts.sessionDates })
    .from(cohorts)
    .where(eq(cohorts.id, cohortId))
    .get()
  if (!cohort) throw new ApiError(404, COHORT_MESSAGES.notFound)
  const rows = await c.var.db
    .select({ id: registrations.id, firstName: registrations.firstName, age: registrations.age, rules: releaseRules })
    .from(registrations)
    .leftJoin(releaseRules, eq(releaseRules.registrationId, registrations.id))
    .where(and(eq(registrations.cohortId, cohortId), inArray(registrations.status, SEAT_HOLDING)))
  return { cohort, rows }
}

/** A check-out naming someone other than the participant needs how their identity was checked. */
function needsVerification(checkOut: CheckOut, index: number) {
  if (checkOut.collector.kind !== 'self' && (checkOut.verifiedBy === null || !checkOut.collector.name))
    throw new ApiError(400, 'invalid', [
      { path: `checkOuts.${index}.verifiedBy`, message: 'Say how the collector’s identity was checked.' },
    ])
}

/** A volunteer's check-out counts when made inside that day's window and sent that day (as check-in taps). */
async function onDuty(c: Ctx, items: CheckOut[]) {
  const { role, cohort } = c.var.staff
  if (role !== 'volunteer') return
  const now = requestNow(c)
  if (!items.every((item) => cohort && tapAllowed(cohort, { ...item, tappedAt: item.checkedOutAt }, now)))
    await refuse(c, ADMIN_ERROR_MESSAGES.outsideSessionHours)
}

/** The row of an allowed check-out. */
const rowOf = (c: Ctx, checkOut: CheckOut, releasedTo: string, relationship: string, overrideReason?: string) => ({
  id: checkOut.id,
  registrationId: checkOut.registrationId,
  sessionDate: checkOut.sessionDate,
  releasedTo,
  relationship,
  verifiedBy: checkOut.collector.kind === 'self' ? null : checkOut.verifiedBy,
  overrideReason: overrideReason ?? null,
  checkedOutAt: checkOut.checkedOutAt,
  recordedBy: c.var.staff.username,
})

/**
 * `/api/admin/cohorts/:id/release` and `/check-outs`: who may collect each participant, and who
 * did. Check-outs come from the phone's queue (offline ones late and together), each with the id
 * the phone made: one stored already answers `already-stored`, so a replay adds nothing. Each new
 * one is judged by the family's rules as they are when it arrives (contract/release.ts), and a
 * refusal stores nothing. An override is online only, by a director or coordinator, with a reason.
 */
export const checkOutRoutes = new Hono<AdminEnv>()
  .use('/:id/release', volunteersOnDuty)
  .use('/:id/check-outs', volunteersOnDuty)
  .get('/:id/release', async (c) => {
    const { cohort, rows } = await participantsOf(c, c.req.param('id'))
    const done = rows.length
      ? await c.var.db
          .select()
          .from(checkOuts)
          .where(
            inArray(
              checkOuts.registrationId,
              c.var.db
                .select({ id: registrations.id })
                .from(registrations)
                .where(eq(registrations.cohortId, c.req.param('id'))),
            ),
          )
      : []
    return c.json({
      today: bootcampDay(requestNow(c)),
      sessionDates: cohort.sessionDates,
      participants: rows.map((row) => ({
        registrationId: row.id,
        age: row.age,
        rules: row.rules ? rulesOfRow(row.rules) : null,
        checkedOut: done
          .filter((out) => out.registrationId === row.id)
          .map((out) => ({ sessionDate: out.sessionDate, releasedTo: out.releasedTo, checkedOutAt: out.checkedOutAt })),
      })),
    } satisfies ReleaseList)
  })
  .post('/:id/check-outs', ...jsonBody, validated('json', checkOutsSchema), async (c) => {
    const items = c.req.valid('json').checkOuts
    items.forEach(needsVerification)
    const { cohort, rows } = await participantsOf(c, c.req.param('id'))
    const wrongDay = items.findIndex((item) => !cohort.sessionDates.includes(item.sessionDate))
    if (wrongDay >= 0)
      throw new ApiError(400, 'invalid', [
        { path: `checkOuts.${wrongDay}.sessionDate`, message: 'Not a session day of this cohort.' },
      ])
    await onDuty(c, items)
    const stored = new Set(
      (
        await c.var.db
          .select({ id: checkOuts.id })
          .from(checkOuts)
          .where(
            inArray(
              checkOuts.id,
              items.map((item) => item.id),
            ),
          )
      ).map((row) => row.id),
    )
    const results: CheckOutResult['results'] = []
    for (const item of items) {
      const person = rows.find((row) => row.id === item.registrationId)
      if (stored.has(item.id)) results.push({ id: item.id, outcome: 'already-stored' })
      else if (!person) results.push({ id: item.id, outcome: 'not-in-cohort' })
      else {
        const judged = judgeRelease(person.rules ? rulesOfRow(person.rules) : null, person.age, item.collector)
        if (!judged.allowed) {
          results.push({ id: item.id, outcome: 'refused', reason: judged.reason })
          continue
        }
        const releasedTo = item.collector.kind === 'self' ? person.firstName : judged.name
        const insert = await c.var.db
          .insert(checkOuts)
          .values(rowOf(c, item, releasedTo, judged.relationship))
          .onConflictDoNothing()
          .returning({ id: checkOuts.id })
        stored.add(item.id)
        results.push({ id: item.id, outcome: insert.length ? 'stored' : 'already-stored' })
      }
    }
    return c.json({ results } satisfies CheckOutResult)
  })
  .post('/:id/check-outs/override', ...jsonBody, validated('json', overrideSchema), async (c) => {
    const { reason, ...item } = c.req.valid('json')
    needsVerification(item, 0)
    const { cohort, rows } = await participantsOf(c, c.req.param('id'))
    const person = rows.find((row) => row.id === item.registrationId)
    if (!person || !cohort.sessionDates.includes(item.sessionDate)) throw new ApiError(404, 'notFound')
    const releasedTo = item.collector.kind === 'self' ? person.firstName : item.collector.name
    const inserted = await c.var.db
      .insert(checkOuts)
      .values(rowOf(c, item, releasedTo, 'override', reason))
      .onConflictDoNothing()
      .returning({ id: checkOuts.id })
    // Who overrode and for whom; the reason stays on the row, never in the log.
    if (inserted.length)
      await audit(
        c.var.db,
        'check-out-override',
        c.var.staff.username,
        `registration ${item.registrationId}: check-out ${item.id} released by override`,
      )
    return c.json({
      results: [{ id: item.id, outcome: inserted.length ? 'stored' : 'already-stored' }],
    } satisfies CheckOutResult)
  })
