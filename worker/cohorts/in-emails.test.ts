import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, insertSpecCohort, ON_THE_SPEC_DAY, postJson, validRegistration } from '../test/helpers'
import { emailFor, STAFF_INBOX } from '../test/emails'
beforeEach(clearTables)

describe('what the emails say of the cohort', () => {
  it('leaves the early bird out for a family who registered the day after its deadline', async () => {
    await insertSpecCohort()
    await postJson(
      '/api/register',
      { ...validRegistration, email: 'late.bird@example.org' },
      {},
      { BOOTCAMP_TODAY: '2025-02-02' },
    )
    const email = await emailFor('registration-confirmation')
    expect(email.text).toContain('Your cohort starts February 15, 2025')
    expect(email.text).not.toContain('Early Bird')
  })

  it('says the dates are coming soon, and shows no date or price, while no cohort is ahead; staff learn it is interest', async () => {
    await insertSpecCohort()
    await postJson('/api/register', { ...validRegistration, email: 'interest@example.org' }, {}, STAFF_INBOX)
    const family = await emailFor('registration-confirmation')
    expect(family.text).toContain(
      '- Dates for the next cohort are coming soon.\n- When registration opens, we will email you first, with a link to take a seat before anyone else can.',
    )
    // No date, and no price list or offer (the session choice keeps the spec's option label).
    expect(family.text).not.toMatch(/2025|Prices and offers|Early Bird|per session/)
    const staff = await emailFor('registration-staff', STAFF_INBOX)
    expect(staff.text).toContain(
      'Cohort: none open, so this is interest in the next one (when one opens, the family is emailed a link to take a place first)',
    )
  })

  it('names the next cohort in the guide on the spec day, and the coming-soon state after it', async () => {
    await insertSpecCohort()
    await postJson('/api/email-signup', { email: 'early@example.org' }, {}, ON_THE_SPEC_DAY)
    expect((await emailFor('signup-guide')).text).toContain(
      'Next cohort starts February 15, 2025. We will send you news about it now and then, never more than twice a month.',
    )
    await clearTables()
    await postJson('/api/email-signup', { email: 'late@example.org' })
    expect((await emailFor('signup-guide')).text).toContain(
      'Dates for the next cohort are coming soon. We will send you news about it now and then',
    )
  })
})
