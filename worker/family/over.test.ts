import { beforeEach, describe, expect, it } from 'vitest'
import { FAR_DAYS, clearTables, registerParticipant, storeCohortOn } from '../test/helpers'
import { familyGet, linkMadeAt } from '../health-records/test-helpers'

beforeEach(clearTables)

describe('the family page once the bootcamp is over', () => {
  it('offers the calendar until the last session day, and no more the day after', async () => {
    await storeCohortOn('c1', 5)
    const row = await registerParticipant({ cohortId: 'c1', age: 19 })
    const [last, after] = [FAR_DAYS.at(-1)!, '2100-03-28']
    const link = await linkMadeAt(row.id, new Date(`${after}T17:00:00Z`))
    const onTheLastDay = await (await familyGet(link, '', { BOOTCAMP_TODAY: last })).text()
    expect(onTheLastDay).toContain('Add to my calendar (.ics file)')
    const over = await (await familyGet(link, '', { BOOTCAMP_TODAY: after })).text()
    expect(over).toContain('<h2 id="cohort-heading">')
    expect(over).not.toContain('Add to my calendar')
    expect(over).not.toContain('calendar.ics')
  })

  it('asks for no consent the day after the last session: nothing is needed, nothing to give', async () => {
    await storeCohortOn('c1', 5)
    const row = await registerParticipant({ cohortId: 'c1', age: 15 })
    const [last, after] = [FAR_DAYS.at(-1)!, '2100-03-28']
    const link = await linkMadeAt(row.id, new Date(`${after}T17:00:00Z`))
    const onTheLastDay = await (await familyGet(link, '', { BOOTCAMP_TODAY: last })).text()
    expect(onTheLastDay).toContain('Needed before the first session.')
    const over = await (await familyGet(link, '', { BOOTCAMP_TODAY: after })).text()
    expect(over).toContain(
      '<p>The bootcamp is over, so no consent is needed any more. Consents for photos and surveys can still be withdrawn here.</p>',
    )
    expect(over).not.toContain('Needed before the first session.')
    expect(over).not.toContain('action="/family/consents/')
    expect(over.match(/<p>Not given\.<\/p>/g)).toHaveLength(4)
  })
})
