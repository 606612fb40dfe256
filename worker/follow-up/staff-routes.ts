import { and, asc, eq, isNull, ne, or } from 'drizzle-orm'
import { Hono } from 'hono'
import type { CohortFollowUpAnswers, FollowUpAnswerRow } from '../../contract/follow-up'
import { COHORT_MESSAGES } from '../../content/admin'
import { followUpAnswers, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { findCohort } from '../cohorts/store'

/**
 * `GET /api/admin/cohorts/:id/follow-up-answers`: each participant the follow-up goes to (seated,
 * Complete Bootcamp or no preference), with their answers to each email: the score, their words,
 * whether they asked to talk. Audited as a read of the cohort's records.
 */
export const followUpAnswerStaffRoutes = new Hono<AdminEnv>().get('/:id/follow-up-answers', async (c) => {
  const cohort = await findCohort(c.var.db, c.req.param('id'))
  if (!cohort) throw new ApiError(404, COHORT_MESSAGES.notFound)
  const rows = await c.var.db
    .select({ person: registrations, answer: followUpAnswers })
    .from(registrations)
    .leftJoin(followUpAnswers, eq(followUpAnswers.registrationId, registrations.id))
    .where(
      and(
        eq(registrations.cohortId, cohort.id),
        eq(registrations.status, 'seated'),
        or(isNull(registrations.sessionPreference), ne(registrations.sessionPreference, 'individual')),
      ),
    )
    .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(followUpAnswers.answeredAt))
  const participants = new Map<string, CohortFollowUpAnswers['participants'][number]>()
  for (const { person, answer } of rows) {
    const entry = participants.get(person.id) ?? {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      answers: [] as FollowUpAnswerRow[],
    }
    if (answer) {
      const { kind, score, words, wantsTalk, updatedAt } = answer
      entry.answers.push({ kind, score, words, wantsTalk, updatedAt })
    }
    participants.set(person.id, entry)
  }
  await audit(c.var.db, 'record-read', c.var.staff.username, `cohort ${cohort.id}: follow-up answers`)
  return c.json({ cohortId: cohort.id, participants: [...participants.values()] } satisfies CohortFollowUpAnswers)
})
