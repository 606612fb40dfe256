import { env } from 'cloudflare:workers'
import ICAL from 'ical.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, clearTables, storeCohort } from '../test/helpers'

/** A cohort across the start of daylight saving time (Sunday 14 March 2027 in New York). */
const ACROSS_DST = ['2027-03-06', '2027-03-13', '2027-03-20', '2027-03-27']

beforeEach(async () => {
  await clearTables()
  await storeCohort({
    id: 'march',
    startDate: '2027-03-06',
    sessionDates: ACROSS_DST,
    capacity: 30,
    sessionPriceCents: 5000,
  })
})

/** The file as a calendar app reads it: each event's UID, title, local start and end, and the instant it starts. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zones = calendar.getAllSubcomponents('vtimezone')
  for (const zone of zones) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      zone: event.startDate.zone?.tzid,
      startsAt: event.startDate.toJSDate().toISOString(),
    }
  })
  return { zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')), events }
}

describe('a cohort’s calendar file', () => {
  it('holds its four Saturdays at 10:00-14:00 New York time, with the zone’s rules, across a change of clocks', async () => {
    const response = await call('/api/cohorts/march/calendar.ics?lang=en')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="vital-bootcamp.ics"')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const { zones, events } = readCalendar(text)
    expect(zones).toEqual(['America/New_York'])
    expect(events).toEqual(
      ACROSS_DST.map((day, index) => ({
        uid: `march-session-${index + 1}@vital-bootcamp`,
        summary: `VITAL bootcamp: session ${index + 1} of 4`,
        location: 'Downtown Columbus, OH',
        start: `${day}T10:00:00`,
        end: `${day}T14:00:00`,
        zone: 'America/New_York',
        // 10:00 in New York is 15:00 UTC in winter (EST) and 14:00 UTC from 14 March (EDT).
        startsAt: `${day}T${index < 2 ? '15' : '14'}:00:00.000Z`,
      })),
    )
  })

  it('stamps each event in UTC with its Z, from the one clock', async () => {
    const now = '2027-01-02T03:04:05.678Z'
    const text = await (
      await call('/api/cohorts/march/calendar.ics?lang=en', {}, undefined, { BOOTCAMP_NOW: now })
    ).text()
    expect(text.match(/^DTSTAMP:.*$/gm)).toEqual(Array(4).fill('DTSTAMP:20270102T030405Z'))
    expect(text.split('DTSTAMP:20270102T030405Z\r\nDTSTART;TZID=America/New_York:')).toHaveLength(5)
    const calendar = new ICAL.Component(ICAL.parse(text))
    for (const event of calendar.getAllSubcomponents('vevent')) {
      const stamp = event.getFirstPropertyValue('dtstamp') as ICAL.Time
      expect(stamp.zone?.tzid).toBe('UTC')
      expect(stamp.toJSDate().toISOString()).toBe('2027-01-02T03:04:05.000Z')
    }
  })

  it('keeps each session’s UID from one download to the next, so a second download updates rather than duplicates', async () => {
    const first = readCalendar(await (await call('/api/cohorts/march/calendar.ics?lang=en')).text())
    const again = readCalendar(await (await call('/api/cohorts/march/calendar.ics?lang=es')).text())
    expect(again.events.map((event) => event.uid)).toEqual(first.events.map((event) => event.uid))
    expect(new Set(first.events.map((event) => event.uid)).size).toBe(4)
    expect(again.events.map((event) => event.summary)).toEqual(
      [1, 2, 3, 4].map((n) => `Campamento VITAL: sesión ${n} de 4`),
    )
  })

  it('answers an unknown or archived cohort, a bad language and another method in the one JSON error shape', async () => {
    const unknown = await call('/api/cohorts/nope/calendar.ics?lang=en')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Not found' })
    await env.DB.prepare(`UPDATE cohorts SET archived_at = '2027-01-01T00:00:00.000Z' WHERE id = 'march'`).run()
    expect((await call('/api/cohorts/march/calendar.ics?lang=en')).status).toBe(404)
    await env.DB.prepare(`UPDATE cohorts SET archived_at = NULL WHERE id = 'march'`).run()
    const badLanguage = await call('/api/cohorts/march/calendar.ics?lang=fr')
    expect(badLanguage.status).toBe(400)
    expect(((await badLanguage.json()) as { message: string }).message).toBe('Some fields need attention.')
    expect((await call('/api/cohorts/march/calendar.ics?lang=en', { method: 'POST' })).status).toBe(405)
  })
})
