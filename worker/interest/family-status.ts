import type { Context } from 'hono'
import { momentIn } from '../../content/emails'
import { formatsFor } from '../../content/format'
import { INTEREST } from '../../content/interest'
import { requestNow } from '../base/clock'
import type { AppEnv } from '../base/env'
import { languageOf } from '../base/language'
import { openOpeningOf, placeLink } from './link'

/**
 * What the family page says of a registration in line while a cohort it was told of is open:
 * that it is open, the head start while it lasts, and the button that takes the place (the
 * email's signed link). Null otherwise: the page says where it stands as usual.
 */
export async function openingStatusOf(c: Context<AppEnv>, registration: { id: string; firstName: string }) {
  const now = requestNow(c)
  const secret = c.env.UNSUBSCRIBE_SECRET
  const opening = secret ? await openOpeningOf(c.var.db, registration.id, now) : null
  if (!secret || !opening) return null
  const language = languageOf(c)
  const copy = INTEREST[language]
  const start = formatsFor(language).date(opening.startDate)
  const until = opening.headStartUntil
  return {
    status:
      until && until > now.toISOString()
        ? copy.family.headStart(start, momentIn(language, until))
        : copy.family.open(start),
    href: await placeLink(secret, new URL(c.req.url).origin, opening, language),
    label: copy.link(registration.firstName),
  }
}
