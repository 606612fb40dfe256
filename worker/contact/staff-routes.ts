import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { replySchema } from '../../contract/admin'
import { contactMessages } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { validated } from '../base/validation'
import { presentMessage } from '../lists/queries'

/** Staff mark a contact message answered (or waiting again), with a note. */
export const messageStaffRoutes = new Hono<AdminEnv>().post(
  '/:id/reply',
  ...jsonBody,
  validated('json', replySchema),
  async (c) => {
    const { replied, note } = c.req.valid('json')
    const id = c.req.param('id')
    const [existing] = await c.var.db
      .select({ repliedAt: contactMessages.repliedAt, repliedBy: contactMessages.repliedBy })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
    if (!existing) throw new ApiError(404, 'notFound')
    // Marking an answered message again keeps who answered first and when.
    const reply = replied
      ? {
          repliedAt: existing.repliedAt ?? new Date().toISOString(),
          repliedBy: existing.repliedBy ?? c.var.staff.username,
        }
      : { repliedAt: null, repliedBy: null }
    const [row] = await c.var.db.batch([
      c.var.db
        .update(contactMessages)
        .set({ ...reply, staffNote: note?.trim() || null })
        .where(eq(contactMessages.id, id))
        .returning(),
      audit(c.var.db, 'reply', c.var.staff.username, `message ${id} ${replied ? 'marked replied' : 'marked waiting'}`),
    ])
    return c.json(presentMessage(row[0]!))
  },
)
