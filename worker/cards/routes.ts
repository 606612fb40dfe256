import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import type { CohortCards } from '../../contract/cards'
import { bootcampDay, requestNow } from '../base/clock'
import { cohorts } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { withKey } from '../health-records/family'
import { volunteersOnDuty } from '../roster/routes'
import { cardsOf } from './store'

/**
 * `GET /api/admin/cohorts/:id/cards`: the emergency cards of a cohort's seated participants, for
 * whoever checks them in (a volunteer: their own cohort, inside a session day's window). Each
 * card opened is one child's health read: one `health-read` entry per card, written with the
 * answer. `today` and `sessionDates` let the phone keep the answer for a session day only.
 */
export const cardRoutes = new Hono<AdminEnv>().use('/:id/cards', volunteersOnDuty).get('/:id/cards', async (c) => {
  const cohortId = c.req.param('id')
  const cohort = await c.var.db.select().from(cohorts).where(eq(cohorts.id, cohortId)).get()
  if (!cohort) throw new ApiError(404, COHORT_MESSAGES.notFound)
  const cards = await withKey(
    c.get('requestId'),
    () => cardsOf(c.var.db, c.env, cohortId),
    () => {
      throw new ApiError(500, ADMIN_ERROR_MESSAGES.healthKey)
    },
  )
  const reads = cards.map((card) =>
    audit(c.var.db, 'health-read', c.var.staff.username, `registration ${card.registrationId}: emergency card`),
  )
  const [first, ...rest] = reads
  if (first) await c.var.db.batch([first, ...rest])
  return c.json({
    cohortId,
    startDate: cohort.startDate,
    today: bootcampDay(requestNow(c)),
    sessionDates: cohort.sessionDates,
    cards,
  } satisfies CohortCards)
})
