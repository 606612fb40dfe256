import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { EDITABLE_DETAILS, type DetailsChanged, type EditableDetail } from '../../contract/office'
import { requestNow } from '../base/clock'
import { auditLog, registrations } from '../base/db/schema'
import { ApiError } from '../base/errors'
import { jsonBody } from '../base/middleware/json-body'
import type { AdminEnv } from '../base/staff/session'
import { schemasOf, validated } from '../base/validation'
import { participantKey } from '../registration/routes'

/**
 * The details staff correct when a family phones, checked with the public form's own rules (its
 * English messages): every field optional, at least one given, nothing else accepted.
 */
const detailsSchema = z.partial(
  z.pick(schemasOf('registration').en, {
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    age: true,
    emergencyContact: true,
  }),
)

/**
 * `PATCH /api/admin/registrations/:id/details`: corrects the fields sent. The audit entry names
 * the fields that changed, never their values (a phone number, an address: personal data).
 */
export const detailsRoute = new Hono<AdminEnv>().patch(
  '/:id/details',
  ...jsonBody,
  validated('json', detailsSchema),
  async (c) => {
    const db = c.var.db
    const typed = c.req.valid('json')
    const row = await db
      .select()
      .from(registrations)
      .where(eq(registrations.id, c.req.param('id')))
      .get()
    if (!row) throw new ApiError(404, 'notFound')
    // Only the fields sent: an emptied emergency contact ("") arrives as null, the form's "none".
    const sent = Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== undefined))
    const next = { ...row, ...sent }
    const changed = EDITABLE_DETAILS.filter((field: EditableDetail) => (next[field] ?? null) !== (row[field] ?? null))
    if (changed.length === 0) return c.json({ changed } satisfies DetailsChanged)
    // Who the participant is (address and names) keys repeat submissions: a key another
    // registration holds is the same person registered twice, refused rather than merged.
    const key = await participantKey(next, row.cohortId)
    const clash = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.participantKey, key))
      .get()
    if (clash && clash.id !== row.id) throw new ApiError(409, ADMIN_ERROR_MESSAGES.sameParticipant)
    const at = requestNow(c).toISOString()
    await db.batch([
      db
        .update(registrations)
        .set({
          ...Object.fromEntries(changed.map((field) => [field, next[field]])),
          participantKey: key,
          updatedAt: at,
        })
        .where(eq(registrations.id, row.id)),
      db.insert(auditLog).values({
        id: crypto.randomUUID(),
        at,
        action: 'details-changed',
        username: c.var.staff.username,
        detail: `registration ${row.id}: ${changed.join(', ')}`,
      }),
    ])
    return c.json({ changed } satisfies DetailsChanged)
  },
)
