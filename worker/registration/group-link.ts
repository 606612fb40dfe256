import { eq } from 'drizzle-orm'
import { GROUP_CODE } from '../../contract/constants'
import type { CohortTexts } from '../../contract/cohort-slots'
import type { PublicCohort } from '../../contract/cohorts'
import { formatsFor } from '../../content/format'
import { GROUP_LINK, type GroupLinkTerms } from '../../content/group-link'
import type { Language } from '../../content/language'
import { registrationGroups } from '../base/db/schema'
import type { Database } from '../base/env'
import { refundDeadline } from '../payments/refund-rule'

/** The cohort a group's code belongs to, or null for a code that is no group's. */
export async function groupCohortOf(db: Database, code: string | undefined): Promise<string | null> {
  if (!code || !GROUP_CODE.test(code)) return null
  const group = await db
    .select({ cohortId: registrationGroups.cohortId })
    .from(registrationGroups)
    .where(eq(registrationGroups.code, code))
    .get()
  return group?.cohortId ?? null
}

/**
 * The texts of a page opened from a group's link (`?group=`): the form's notice says which group
 * the participant joins and what the group rate means, the success panel's line says it joined,
 * and the form offers only the group's cohort (a registration sent without a choice goes to it:
 * routes.ts), so what the notice says is what the registration does. A code of no group, or of
 * a cohort no longer open, gets the notice that the registration will join no group. Without a
 * code the texts are as they are.
 */
export async function withGroupLink(
  db: Database,
  texts: CohortTexts,
  ahead: PublicCohort[],
  code: string | undefined,
  language: Language,
): Promise<CohortTexts> {
  if (!code) return texts
  const copy = GROUP_LINK[language]
  const cohortId = await groupCohortOf(db, code)
  const cohort = ahead.find((open) => open.id === cohortId)
  if (!cohort) return { ...texts, slots: { ...texts.slots, 'group-link': copy.unknown } }
  const format = formatsFor(language)
  const terms: GroupLinkTerms = {
    code,
    start: format.date(cohort.startDate),
    closes: format.date(refundDeadline(cohort.startDate, cohort.refundDays)),
    minimum: cohort.group.minimum,
    percent: cohort.group.percent,
  }
  const choice = texts.choices.find((open) => open.id === cohort.id)
  return {
    ...texts,
    slots: {
      ...texts.slots,
      'group-link': copy.notice(terms) + (cohort.group.percent > 0 ? copy.rate(terms) : ''),
      'group-joined': copy.joined(terms),
    },
    choices: choice ? [choice] : [],
  }
}
