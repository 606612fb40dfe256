import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { noteSchema, type NoteRow } from '../../contract/office'
import { requestNow } from '../base/clock'
import { auditLog, participantNotes, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'

const present = ({ registrationId: _id, ...note }: typeof participantNotes.$inferSelect): NoteRow => note

/**
 * Staff-only notes on a participant, newest first: never on the family's page, in an email or in
 * the family's download; erased with the registration (REGISTRATION_ROWS) and in the operator's
 * export. Reading them is audited like the record; writing one is audited without its text.
 */
export const noteRoutes = new Hono<AdminEnv>()
  .get('/:id/notes', async (c) => {
    const id = c.req.param('id')
    if (!(await c.var.db.$count(registrations, eq(registrations.id, id)))) throw new ApiError(404, 'notFound')
    await audit(c.var.db, 'record-read', c.var.staff.username, `registration ${id}: notes`)
    const rows = await c.var.db
      .select()
      .from(participantNotes)
      .where(eq(participantNotes.registrationId, id))
      .orderBy(desc(participantNotes.createdAt))
    return c.json(rows.map(present))
  })
  .post('/:id/notes', ...jsonBody, validated('json', noteSchema), async (c) => {
    const id = c.req.param('id')
    const db = c.var.db
    if (!(await db.$count(registrations, eq(registrations.id, id)))) throw new ApiError(404, 'notFound')
    const at = requestNow(c).toISOString()
    const note = {
      id: crypto.randomUUID(),
      registrationId: id,
      body: c.req.valid('json').body,
      writtenBy: c.var.staff.username,
      createdAt: at,
    }
    await db.batch([
      db.insert(participantNotes).values(note),
      db.insert(auditLog).values({
        id: crypto.randomUUID(),
        at,
        action: 'note-added',
        username: c.var.staff.username,
        detail: `registration ${id}: a note`,
      }),
    ])
    return c.json(present(note), 201)
  })
