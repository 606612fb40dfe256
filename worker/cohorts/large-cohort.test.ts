import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AnnouncementPreview, AnnouncementSent, AttendanceResult, Roster } from '../../contract/admin'
import { addDays, type CohortList } from '../../contract/cohorts'
import { addressHash } from '../announcements/recipients'
import { expectJson, freshStaffSession, staffCall, staffPost } from '../test/admin-helpers'
import { call, cohortStatement, FAR_DAYS, onDay, ORIGIN, readRows, storeCohort } from '../test/helpers'

/**
 * The staff screens for a cohort of 1,000 registrations. D1 binds at most 100 parameters in one
 * statement, so any query that binds one value per person answers 500 from the 101st.
 */
const PEOPLE = 1000
const SEATS = 400

/** The n-th participant's id: hex digits only, as the check-in taps' contract requires. */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * 1,000 registrations in one statement (a recursive counter): the first 400 seated, the rest on
 * the waitlist in order, each at its own address; every fourth family reads Spanish (their
 * confirmation says so, as the announcement's recipients read it).
 */
async function seedLargeCohort() {
  await storeCohort({ id: 'big', startDate: FAR_DAYS[0]!, sessionDates: FAR_DAYS, capacity: SEATS })
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO registrations (id, first_name, last_name, email, phone, age, parental_consent, terms_agreement, participant_key, cohort_id, status, queue_number)
       SELECT printf('00000000-0000-4000-8000-%012d', i), 'Maya', printf('Family%04d', i), printf('family%04d@example.org', i),
         '(614) 555-0188', 13 + i % 10, 1, 1, printf('key-%04d', i), 'big', CASE WHEN i <= ?2 THEN 'seated' ELSE 'waitlisted' END, i
       FROM n`,
    ).bind(PEOPLE, SEATS),
    env.DB.prepare(
      `INSERT INTO outbox (id, kind, record_id, email, language, origin, status)
       SELECT 'confirmation-' || id, 'registration-confirmation', id, email, CASE WHEN queue_number % 4 = 0 THEN 'es' ELSE 'en' END, ?1, 'sent'
       FROM registrations`,
    ).bind(ORIGIN),
    // One family unsubscribed and was erased since: its address's hash keeps announcements away.
    env.DB.prepare('INSERT INTO forgotten_addresses (address_hash) VALUES (?1)').bind(
      await addressHash('family0001@example.org'),
    ),
  ])
}

/** A queue binding that records the job ids put on it. */
function recordingQueue() {
  const queued: string[] = []
  const queue = {
    send: async (body: { jobId: string }) => void queued.push(body.jobId),
    sendBatch: async (messages: { body: { jobId: string } }[]) =>
      void queued.push(...messages.map((message) => message.body.jobId)),
  }
  return { queued, NOTIFY_QUEUE: queue as unknown as Queue }
}

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
})

/** The n-th participant's tap on the first day: every odd one present. */
const tap = (n: number) => ({
  registrationId: idOf(n),
  sessionDate: FAR_DAYS[0]!,
  present: n % 2 === 1,
  tappedAt: '2100-03-06T15:00:00.000Z',
})
const hundredTaps = (from: number) => Array.from({ length: 100 }, (_, index) => tap(from + index))
const sendTaps = (from: number) =>
  staffPost(token, '/api/admin/cohorts/big/attendance', { taps: hundredTaps(from) }, {}, onDay(FAR_DAYS[0]!))

/** Check-in of the first day: the phone's queue drains 100 taps a request, the most one request carries. */
async function checkInFirstDay() {
  for (const from of [1, 101, 201, 301])
    expect(await expectJson<AttendanceResult>(await sendTaps(from))).toEqual({ stored: 100, ignored: 0 })
}

const ANNOUNCEMENT = { audience: 'both', subject: 'Parking on Saturday', body: 'Use the east lot.' }

describe('a cohort of 1,000 registrations', () => {
  beforeEach(seedLargeCohort)

  it('checks in 100 taps a request; taps for people on the waitlist are counted and ignored, never an error', async () => {
    await checkInFirstDay()
    expect(await expectJson<AttendanceResult>(await sendTaps(401))).toEqual({ stored: 0, ignored: 100 })
    expect(await readRows('attendance')).toHaveLength(SEATS)
  })

  it("shows staff the roster of all 1,000 with the first day's attendance", async () => {
    await checkInFirstDay()
    const roster = await expectJson<Roster>(await staffCall(token, '/api/admin/cohorts/big/roster'))
    expect(roster.participants).toHaveLength(PEOPLE)
    const seated = roster.participants.filter((row) => row.status === 'seated')
    expect(seated).toHaveLength(SEATS)
    expect(seated.filter((row) => row.attendance[FAR_DAYS[0]!] === true)).toHaveLength(SEATS / 2)
    expect(seated.filter((row) => row.attendance[FAR_DAYS[0]!] === false)).toHaveLength(SEATS / 2)
    const waitlisted = roster.participants.filter((row) => row.status === 'waitlisted')
    expect(waitlisted.map((row) => row.waitlistPlace)).toEqual(Array.from({ length: PEOPLE - SEATS }, (_, i) => i + 1))
    expect(waitlisted.every((row) => Object.keys(row.attendance).length === 0)).toBe(true)
  })

  it('exports the roster as a CSV of 1,000 rows', async () => {
    await checkInFirstDay()
    const csv = await staffCall(token, '/api/admin/export/roster?cohortId=big')
    expect(csv.status).toBe(200)
    const lines = (await csv.text()).split('\r\n')
    expect(lines).toHaveLength(1 + PEOPLE + 1)
    expect(lines.at(-1)).toBe('')
    // The first session's column comes after the consent and no_photos columns.
    const firstDay = lines.slice(1, -1).map((line) => line.split(',')[8])
    expect(firstDay.filter((cell) => cell === 'present')).toHaveLength(SEATS / 2)
    expect(firstDay.filter((cell) => cell === 'absent')).toHaveLength(SEATS / 2)
    expect(firstDay.filter((cell) => cell === '')).toHaveLength(PEOPLE - SEATS)
  })

  it('previews an announcement: 1,000 families less the one forgotten, every fourth reading Spanish', async () => {
    const preview = (audience: string) =>
      staffPost(token, '/api/admin/cohorts/big/announcements/preview', { ...ANNOUNCEMENT, audience })
    expect((await expectJson<AnnouncementPreview>(await preview('both'))).recipients).toEqual({ en: 749, es: 250 })
    expect((await expectJson<AnnouncementPreview>(await preview('seated'))).recipients).toEqual({ en: 299, es: 100 })
  })

  it('sends the announcement to 999 families, every job on the queue, not only the first 100', async () => {
    const queue = recordingQueue()
    const sent = await expectJson<AnnouncementSent>(
      await call(
        '/api/admin/cohorts/big/announcements',
        {
          method: 'POST',
          headers: {
            cookie: `bootcamp_staff=${token}`,
            'sec-fetch-site': 'same-origin',
            origin: ORIGIN,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ ...ANNOUNCEMENT, requestKey: crypto.randomUUID() }),
        },
        ORIGIN,
        { NOTIFY_QUEUE: queue.NOTIFY_QUEUE },
      ),
      201,
    )
    expect(sent).toEqual({ id: expect.any(String), recipients: 999, repeated: false })
    const jobs = (await readRows<{ id: string; kind: string; email: string }>('outbox')).filter(
      (job) => job.kind === 'announcement',
    )
    expect(jobs).toHaveLength(999)
    expect(jobs.some((job) => job.email === 'family0001@example.org')).toBe(false)
    expect(queue.queued.sort()).toEqual(jobs.map((job) => job.id).sort())
  })
})

describe('many cohorts', () => {
  it('lists 120 cohorts with their seats counted', async () => {
    await env.DB.batch(
      Array.from({ length: 120 }, (_, n) =>
        cohortStatement({
          id: `c${String(n + 1).padStart(3, '0')}`,
          startDate: addDays('2100-01-02', (n + 1) * 7),
          sessionDates: ['2100-01-02'],
          place: 'Columbus',
          capacity: 10,
        }),
      ),
    )
    await env.DB.prepare(
      `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, cohort_id, status, queue_number)
       VALUES ('r1', 'Maya', 'Chen', 'maya@example.org', '(614) 555-0188', 15, 1, 'c120', 'seated', 1)`,
    ).run()
    const { cohorts } = await expectJson<CohortList>(await staffCall(token, '/api/admin/cohorts'))
    expect(cohorts).toHaveLength(120)
    expect(cohorts.filter((cohort) => cohort.seatsTaken === 1).map((cohort) => cohort.id)).toEqual(['c120'])
  })
})
