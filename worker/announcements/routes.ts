import { desc, eq, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import {
  announcementPreviewSchema,
  announcementSendSchema,
  type AnnouncementPreview,
  type AnnouncementRow,
  type AnnouncementSent,
} from '../../contract/admin'
import { ADMIN_ERROR_MESSAGES, COHORT_MESSAGES } from '../../content/admin'
import type { AnnouncementOutcomes } from '../../contract/announcement-outcomes'
import { can } from '../../contract/roles'
import { auditSelection } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { requestNow } from '../base/clock'
import {
  announcementOutcomes,
  announcements,
  auditLog,
  cohorts,
  outbox,
  type NotificationKind,
} from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { enqueue, newJob } from '../base/notify/jobs'
import { validated } from '../base/validation'
import { announcementContent } from './email'
import { announcementAudience, announcementRecipients, emailsOf } from './recipients'
import { outcomesOf, writeOutcomes } from './outcomes'

async function cohortOrNotFound(c: Context<AdminEnv>) {
  const cohort = await c.var.db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.id, c.req.param('id')!))
    .get()
  if (!cohort) throw new ApiError(404, COHORT_MESSAGES.notFound)
  return cohort.id
}

const nobody = () => new ApiError(400, 'invalid', [{ path: 'audience', message: ADMIN_ERROR_MESSAGES.noRecipients }])

/**
 * `/api/admin/cohorts/:id/announcements`: staff write to a cohort's families. The preview says
 * how many families read it in each language and shows both emails; the send writes the
 * announcement and one outbox job per address in one batch, so either all go out or none.
 */
export const announcementRoutes = new Hono<AdminEnv>()
  .get('/:id/announcements', async (c) => {
    const cohortId = await cohortOrNotFound(c)
    const rows = await c.var.db
      .select({
        id: announcements.id,
        audience: announcements.audience,
        subject: announcements.subject,
        recipients: announcements.recipients,
        skipped: sql<number>`(SELECT count(*) FROM ${announcementOutcomes} WHERE ${announcementOutcomes.announcementId} = ${announcements.id} AND ${announcementOutcomes.skipped} IS NOT NULL)`,
        sentBy: announcements.sentBy,
        createdAt: announcements.createdAt,
      })
      .from(announcements)
      .where(eq(announcements.cohortId, cohortId))
      .orderBy(desc(announcements.createdAt))
    return c.json(rows satisfies AnnouncementRow[])
  })
  // Who received a sent announcement and who was skipped, and why: names only for roles that may open records.
  .get('/:id/announcements/:announcement/recipients', async (c) => {
    const cohortId = await cohortOrNotFound(c)
    const withNames = can(c.var.staff.role, 'records')
    const outcomes = await outcomesOf(c.var.db, cohortId, c.req.param('announcement'), withNames)
    if (!outcomes) throw new ApiError(404, 'notFound')
    return c.json(outcomes satisfies AnnouncementOutcomes)
  })
  .post('/:id/announcements/preview', ...jsonBody, validated('json', announcementPreviewSchema), async (c) => {
    const cohortId = await cohortOrNotFound(c)
    const draft = c.req.valid('json')
    const recipients = await announcementRecipients(c.var.db, cohortId, draft.audience)
    const texts = { ...draft, subjectEs: draft.subjectEs || null, bodyEs: draft.bodyEs || null }
    const email = (language: 'en' | 'es') => {
      const { subject, text } = announcementContent(texts, language)
      return { subject, text }
    }
    return c.json({
      recipients: {
        en: recipients.filter((row) => row.language === 'en').length,
        es: recipients.filter((row) => row.language === 'es').length,
      },
      emails: { en: email('en'), es: email('es') },
    } satisfies AnnouncementPreview)
  })
  .post('/:id/announcements', ...jsonBody, validated('json', announcementSendSchema), async (c) => {
    const cohortId = await cohortOrNotFound(c)
    const { requestKey, ...draft } = c.req.valid('json')
    const db = c.var.db
    // A second click, or a retry after a lost answer: the first send stands, nothing more goes out.
    const sent = await db.select().from(announcements).where(eq(announcements.requestKey, requestKey)).get()
    if (sent) return c.json({ id: sent.id, recipients: sent.recipients, repeated: true } satisfies AnnouncementSent)
    const audience = await announcementAudience(db, cohortId, draft.audience)
    const recipients = emailsOf(audience)
    if (recipients.length === 0) throw nobody()
    const id = crypto.randomUUID()
    const now = requestNow(c)
    const origin = new URL(c.req.url).origin
    const jobIds = recipients.map(() => crypto.randomUUID())
    const jobOf = new Map(recipients.map((recipient, index) => [recipient.email, jobIds[index]!]))
    const outcomes = audience.map((person) => ({
      registrationId: person.registrationId,
      jobId: person.skip ? null : jobOf.get(person.email)!,
      skip: person.skip,
    }))
    // Each job is written only if this request's announcement row was (a racing twin with the same
    // key writes none), and once per address (outbox_once_per_announcement).
    const jobs = recipients.map((recipient, index) =>
      db
        .insert(outbox)
        .select(
          db
            .select(
              newJob({
                id: sql<string>`${jobIds[index]}`,
                kind: sql<NotificationKind>`'announcement'`,
                recordId: sql<string>`${id}`,
                email: sql<string>`${recipient.email}`,
                language: sql<string>`${recipient.language}`,
                origin: sql<string>`${origin}`,
                status: sql`'pending'`,
                createdAt: now,
              }),
            )
            .from(announcements)
            .where(eq(announcements.id, id)),
        )
        .onConflictDoNothing(),
    )
    await db.batch([
      db
        .insert(announcements)
        .values({
          id,
          requestKey,
          cohortId,
          audience: draft.audience,
          subject: draft.subject,
          body: draft.body,
          subjectEs: draft.subjectEs || null,
          bodyEs: draft.bodyEs || null,
          recipients: recipients.length,
          sentBy: c.var.staff.username,
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing(),
      ...jobs,
      writeOutcomes(db, id, outcomes),
      // Written only with this request's announcement: a racing twin with the same key audits nothing.
      db.insert(auditLog).select(
        db
          .select(
            auditSelection({
              id: crypto.randomUUID(),
              at: now.toISOString(),
              action: 'announcement-sent',
              username: c.var.staff.username,
              detail: `announcement ${id} to cohort ${cohortId} (${draft.audience}): ${recipients.length} emails`,
            }),
          )
          .from(announcements)
          .where(eq(announcements.id, id)),
      ),
    ])
    const stored = await db.select().from(announcements).where(eq(announcements.requestKey, requestKey)).get()
    if (stored?.id !== id)
      return c.json({ id: stored!.id, recipients: stored!.recipients, repeated: true } satisfies AnnouncementSent)
    c.executionCtx.waitUntil(enqueue(db, c.env, jobIds))
    return c.json({ id, recipients: recipients.length, repeated: false } satisfies AnnouncementSent, 201)
  })
