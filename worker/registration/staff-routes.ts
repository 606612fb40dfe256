import { and, count, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import type { RegistrationDetail } from '../../contract/admin'
import { requestNow } from '../base/clock'
import { familyLinks, registrations } from '../base/db/schema'
import { consentStateOf, missingFrom } from '../consents/state'
import { ApiError } from '../base/errors'
import { audit } from '../base/staff/audit'
import type { AdminEnv } from '../base/staff/session'
import { revokeFamilyLinks } from '../family/links'
import { presentRegistration } from '../lists/queries'
import { waitlistPlaceOf } from '../seats/waitlist-place'
import { holdReleaseOf } from '../payments/holds'

/** One registration's record in the console, and turning off the links to its family's page. */
export const registrationStaffRoutes = new Hono<AdminEnv>()
  .get('/:id', async (c) => {
    const [row] = await c.var.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, c.req.param('id')))
    if (!row) throw new ApiError(404, 'notFound')
    // One child's record, opened: on record (who, which registration, what), kept as the audit log is.
    await audit(c.var.db, 'record-read', c.var.staff.username, `registration ${row.id}: record`)
    const consents = await consentStateOf(c.var.db, row.id)
    const [live] = await c.var.db
      .select({ n: count() })
      .from(familyLinks)
      .where(
        and(
          eq(familyLinks.registrationId, row.id),
          isNull(familyLinks.revokedAt),
          gt(familyLinks.expiresAt, requestNow(c).toISOString()),
        ),
      )
    return c.json({
      ...presentRegistration({ ...row, consentMissing: missingFrom(consents).length }),
      consents: Object.values(consents),
      familyLinksLive: live?.n ?? 0,
      waitlistPlace: await waitlistPlaceOf(c.var.db, row.id),
      holdReleaseAt: await holdReleaseOf(c.env, c.var.db, row.id, requestNow(c)),
    } satisfies RegistrationDetail)
  })
  // Turns off every link to the family's page (a forwarded email, a shared phone): audited.
  .post('/:id/family-links/revoke', async (c) => {
    const id = c.req.param('id')
    const revoked = await revokeFamilyLinks(c.var.db, id, requestNow(c))
    await audit(c.var.db, 'family-links-revoked', c.var.staff.username, `registration ${id}: ${revoked} links`)
    return c.json({ revoked })
  })
