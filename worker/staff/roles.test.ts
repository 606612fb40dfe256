import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Me, StaffMember } from '../../contract/admin'
import { openDatabase } from '../base/db/client'
import type { Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import {
  createStaff,
  createStaffAs,
  insertRegistration,
  PASSWORD,
  sessionOf,
  signIn,
  staffCall,
  staffPost,
} from '../test/admin-helpers'
import { call, clearTables, ORIGIN, readRows, storeCohort } from '../test/helpers'

const OURS = 'cohort-ours'
const THEIRS = 'cohort-theirs'
const DAYS = ['2100-03-06', '2100-03-13', '2100-03-20', '2100-03-27']
const OTHER_DAYS = ['2100-04-03', '2100-04-10', '2100-04-17', '2100-04-24']
/** New York is UTC-5 in early March 2100: sessions 10:00 to 14:00 are 15:00 to 19:00 UTC. */
const at = (instant: string) => ({ BOOTCAMP_NOW: instant })
const IN_THE_WINDOW = at('2100-03-06T15:30:00.000Z')
const BEFORE_THE_WINDOW = at('2100-03-06T13:59:00.000Z') // 08:59, the window opens at 09:00
const AFTER_THE_WINDOW = at('2100-03-06T20:01:00.000Z') // 15:01, it closed at 15:00
const LATER_THAT_DAY = at('2100-03-07T04:30:00.000Z') // 23:30 the same Saturday in New York
const NEXT_DAY = at('2100-03-07T15:30:00.000Z')
const AFTER_THE_COHORT = at('2100-03-28T05:00:01.000Z') // 00:00:01 the Sunday after the last session

const writeInit = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', origin: ORIGIN },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})
const roster = (token: string, cohort: string, bindings = IN_THE_WINDOW) =>
  staffCall(token, `/api/admin/cohorts/${cohort}/roster`, {}, ORIGIN, bindings)
const tapAt = (token: string, registrationId: string, tappedAt: string, bindings: Record<string, string>) =>
  staffPost(
    token,
    `/api/admin/cohorts/${OURS}/attendance`,
    { taps: [{ registrationId, sessionDate: DAYS[0], present: true, tappedAt }] },
    {},
    bindings,
  )
const audited = (action: string) =>
  env.DB.prepare('SELECT username, detail FROM audit_log WHERE action = ? ORDER BY at')
    .bind(action)
    .all()
    .then((r) => r.results)
const count = (table: string) =>
  env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)
    .first<{ n: number }>()
    .then((row) => row!.n)

let director = ''
let volunteerId = ''
let volunteer = ''
let participant = ''
beforeEach(async () => {
  await clearTables()
  await storeCohort({ id: OURS, startDate: DAYS[0]!, sessionDates: DAYS, capacity: 10 })
  await storeCohort({ id: THEIRS, startDate: OTHER_DAYS[0]!, sessionDates: OTHER_DAYS, capacity: 10 })
  await createStaff('director')
  director = await signIn('director')
  volunteerId = await createStaffAs('door', 'volunteer', { cohortId: OURS })
  volunteer = await sessionOf(volunteerId)
  participant = crypto.randomUUID()
  await insertRegistration({ id: participant, createdAt: '2100-01-01T12:00:00.000Z' })
  await env.DB.prepare("UPDATE registrations SET cohort_id = ?, status = 'seated' WHERE id = ?")
    .bind(OURS, participant)
    .run()
})

describe('a volunteer', () => {
  it('reads their cohort’s roster inside the window, names and check-in without payments, and is told the window', async () => {
    const response = await roster(volunteer, OURS)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { participants: { id: string; firstName: string; payment: unknown }[] }
    expect(body.participants).toEqual([expect.objectContaining({ id: participant, firstName: 'Maya', payment: null })])
    expect(body.participants[0]).not.toHaveProperty('email')
    const me = (await (await staffCall(volunteer, '/api/admin/session', {}, ORIGIN, IN_THE_WINDOW)).json()) as Me
    expect(me).toEqual({
      username: 'door',
      role: 'volunteer',
      capabilities: ['account', 'check-in', 'incident-report'],
      cohortId: OURS,
      checkInWindow: {
        cohortId: OURS,
        day: '2100-03-06',
        opensAt: '2100-03-06T14:00:00.000Z',
        closesAt: '2100-03-06T20:00:00.000Z',
        open: true,
      },
    })
    const ahead = (await (await staffCall(volunteer, '/api/admin/session', {}, ORIGIN, NEXT_DAY)).json()) as Me
    expect(ahead.checkInWindow).toEqual(expect.objectContaining({ day: '2100-03-13', open: false }))
  })

  it('outside session hours: 403 with a sentence before and after the window and on a day without a session', async () => {
    for (const when of [BEFORE_THE_WINDOW, AFTER_THE_WINDOW, NEXT_DAY]) {
      const response = await roster(volunteer, OURS, when)
      expect(response.status, when.BOOTCAMP_NOW).toBe(403)
      expect(await response.json()).toEqual(
        expect.objectContaining({ message: 'Check-in opens an hour before your session and closes an hour after it.' }),
      )
    }
    // A coordinator checks in any cohort at any hour.
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    expect((await roster(coordinator, OURS, NEXT_DAY)).status).toBe(200)
  })

  it('a tap made inside the window counts when it arrives later that day; one made outside, or sent the next day, is refused and stores nothing', async () => {
    expect((await tapAt(volunteer, participant, '2100-03-06T21:00:00.000Z', LATER_THAT_DAY)).status).toBe(403)
    expect((await tapAt(volunteer, participant, '2100-03-06T15:10:00.000Z', NEXT_DAY)).status).toBe(403)
    expect(await count('attendance')).toBe(0)
    const queued = await tapAt(volunteer, participant, '2100-03-06T15:10:00.000Z', LATER_THAT_DAY)
    expect(queued.status).toBe(200)
    expect(await readRows('attendance')).toEqual([
      expect.objectContaining({ registration_id: participant, recorded_by: 'door' }),
    ])
  })

  it('of another cohort: 403 for its roster and its taps, audited as refused', async () => {
    const response = await roster(volunteer, THEIRS)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual(
      expect.objectContaining({ message: 'You can check in your own cohort only.' }),
    )
    const taps = await staffPost(
      volunteer,
      `/api/admin/cohorts/${THEIRS}/attendance`,
      {
        taps: [
          {
            registrationId: participant,
            sessionDate: OTHER_DAYS[0],
            present: true,
            tappedAt: '2100-03-06T15:10:00.000Z',
          },
        ],
      },
      {},
      IN_THE_WINDOW,
    )
    expect(taps.status).toBe(403)
    expect(await count('attendance')).toBe(0)
    expect(await audited('refused')).toEqual([
      { username: 'door', detail: `GET /api/admin/cohorts/${THEIRS}/roster` },
      { username: 'door', detail: `POST /api/admin/cohorts/${THEIRS}/attendance` },
    ])
  })

  it('without a cohort signs in and sees nothing', async () => {
    const lost = await sessionOf(await createStaffAs('nobody', 'volunteer'))
    const me = (await (await staffCall(lost, '/api/admin/session', {}, ORIGIN, IN_THE_WINDOW)).json()) as Me
    expect(me).toEqual(expect.objectContaining({ role: 'volunteer', cohortId: null, checkInWindow: null }))
    expect((await roster(lost, OURS)).status).toBe(403)
  })

  it('expires after the cohort’s last session day: its sessions end (401) and its password opens nothing', async () => {
    expect((await staffCall(volunteer, '/api/admin/session', {}, ORIGIN, at('2100-03-27T23:00:00.000Z'))).status).toBe(
      200,
    )
    const response = await staffCall(volunteer, '/api/admin/session', {}, ORIGIN, AFTER_THE_COHORT)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual(
      expect.objectContaining({ message: 'This account has ended. Ask a director if you still need access.' }),
    )
    expect(await count('sessions')).toBe(1) // the director's
    expect(
      (
        await call(
          '/api/admin/session',
          writeInit('POST', { username: 'door', password: PASSWORD }),
          ORIGIN,
          AFTER_THE_COHORT,
        )
      ).status,
    ).toBe(401)
  })

  it('expires at an earlier end a director sets', async () => {
    const changed = await staffCall(
      director,
      `/api/admin/staff/${volunteerId}`,
      writeInit('PATCH', { expiresAt: '2100-03-06T16:00:00.000Z' }),
      ORIGIN,
      IN_THE_WINDOW,
    )
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as StaffMember).expiresAt).toBe('2100-03-06T16:00:00.000Z')
    const again = await sessionOf(volunteerId)
    expect((await roster(again, OURS, at('2100-03-06T16:00:01.000Z'))).status).toBe(401)
  })

  it('refused an export: 403, nothing exported, and the refusal on record for the director', async () => {
    const response = await staffPost(volunteer, '/api/admin/export/registrations', {}, {}, IN_THE_WINDOW)
    expect(response.status).toBe(403)
    expect(await audited('export')).toEqual([])
    const log = (await (await staffCall(director, '/api/admin/audit')).json()) as {
      items: { action: string; username: string; detail: string }[]
    }
    expect(log.items).toContainEqual(
      expect.objectContaining({ action: 'refused', username: 'door', detail: 'POST /api/admin/export/registrations' }),
    )
  })
})

describe('a change of role or removal counts at once', () => {
  it('a removed account’s session ends mid-session (401)', async () => {
    expect((await roster(volunteer, OURS)).status).toBe(200)
    const removed = await staffCall(director, `/api/admin/staff/${volunteerId}`, writeInit('DELETE'))
    expect(removed.status).toBe(200)
    expect((await roster(volunteer, OURS)).status).toBe(401)
    expect(await readRows('users')).toEqual([expect.objectContaining({ username: 'director' })])
    expect(await audited('user-removed')).toEqual([
      { username: 'director', detail: 'door (volunteer) removed in the console' },
    ])
  })

  it('a demoted director’s sessions end, and signed in again they are a coordinator: no export, no staff', async () => {
    const otherId = await createStaffAs('second', 'director')
    const other = await sessionOf(otherId)
    expect((await staffCall(other, '/api/admin/staff')).status).toBe(200)
    const demoted = await staffCall(
      director,
      `/api/admin/staff/${otherId}`,
      writeInit('PATCH', { role: 'coordinator' }),
    )
    expect(demoted.status).toBe(200)
    expect(((await demoted.json()) as StaffMember).role).toBe('coordinator')
    expect((await staffCall(other, '/api/admin/staff')).status).toBe(401)
    const again = await signIn('second')
    expect((await staffCall(again, '/api/admin/staff')).status).toBe(403)
    expect((await staffPost(again, '/api/admin/export/registrations', {})).status).toBe(403)
    expect((await staffCall(again, '/api/admin/registrations')).status).toBe(200)
    expect(await audited('staff-changed')).toEqual([{ username: 'director', detail: 'second: role coordinator' }])
  })

  it('the last director can be neither demoted nor removed (409), and nothing changes', async () => {
    const [me] = await readRows<{ id: string }>('users').then((rows) =>
      rows.filter((row) => (row as { username?: string }).username === 'director'),
    )
    const demote = await staffCall(director, `/api/admin/staff/${me!.id}`, writeInit('PATCH', { role: 'coordinator' }))
    expect(demote.status).toBe(409)
    expect(await demote.json()).toEqual(
      expect.objectContaining({ message: 'This is the last director: make another account a director first.' }),
    )
    expect((await staffCall(director, `/api/admin/staff/${me!.id}`, writeInit('DELETE'))).status).toBe(409)
    expect(await readRows('users')).toContainEqual(expect.objectContaining({ username: 'director', role: 'director' }))
    expect((await staffCall(director, '/api/admin/staff')).status).toBe(200)
  })
})

describe('a coordinator', () => {
  it('changes a cohort’s place and capacity, never its prices or offers (403, nothing changed)', async () => {
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    const before = await readRows('cohorts')
    for (const field of [{ sessionPrice: 1 }, { holdHours: 48 }, { capacity: 12, refundDays: 3 }]) {
      const response = await staffCall(coordinator, `/api/admin/cohorts/${OURS}`, writeInit('PATCH', field))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual(
        expect.objectContaining({ message: 'Only a director changes prices and offers: nothing was changed.' }),
      )
    }
    expect(await readRows('cohorts')).toEqual(before)
    expect(
      (
        await staffCall(
          coordinator,
          `/api/admin/cohorts/${OURS}`,
          writeInit('PATCH', { capacity: 12, place: 'The hall' }),
        )
      ).status,
    ).toBe(200)
    expect(
      (await staffCall(director, `/api/admin/cohorts/${OURS}`, writeInit('PATCH', { sessionPrice: 60 }))).status,
    ).toBe(200)
  })
})

describe('a coordinator cancelling', () => {
  it('a paid registration is refused (it would refund: a director decides), and nothing moves; an unpaid one is cancelled', async () => {
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    await env.DB.prepare(
      "INSERT INTO payments (id, registration_id, amount_cents, lines, status, origin, payment_intent_id) VALUES ('p1', ?, 20000, '[]', 'paid', 'x', 'pi_test')",
    )
      .bind(participant)
      .run()
    const cancel = () =>
      staffPost(coordinator, `/api/admin/registrations/${participant}/placement`, { status: 'cancelled' })
    const refused = await cancel()
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual(
      expect.objectContaining({
        message: 'Cancelling this registration refunds its payment: only a director decides refunds.',
      }),
    )
    expect(await readRows('registrations')).toEqual([expect.objectContaining({ status: 'seated' })])
    await env.DB.prepare("DELETE FROM payments WHERE id = 'p1'").run()
    expect((await cancel()).status).toBe(200)
    expect(await readRows('registrations')).toEqual([expect.objectContaining({ status: 'cancelled' })])
  })
})

describe('reads of one child’s record are on record', () => {
  it('the record and the payment each write who read which registration, and what', async () => {
    const coordinator = await sessionOf(await createStaffAs('coord', 'coordinator'))
    expect((await staffCall(coordinator, `/api/admin/registrations/${participant}`)).status).toBe(200)
    expect((await staffCall(director, `/api/admin/registrations/${participant}/payment`)).status).toBe(200)
    expect((await staffCall(director, '/api/admin/registrations')).status).toBe(200)
    expect(await audited('record-read')).toEqual([
      { username: 'coord', detail: `registration ${participant}: record` },
      { username: 'director', detail: `registration ${participant}: payment` },
    ])
  })
})

/** The invitation email's link for the invitation just made, as the outbox composes it. */
async function invitationLink() {
  const [job] = await readRows<Record<string, unknown>>('outbox').then((rows) =>
    rows.filter((row) => row.kind === 'staff-invitation'),
  )
  const toJob = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key.replace(/_(.)/g, (_, c: string) => c.toUpperCase()), value]),
    ) as Job
  const email = await composeEmail(openDatabase(env.DB), env, toJob(job!))
  if ('cancelled' in email) throw new Error(email.cancelled)
  const link = /http:\/\/127\.0\.0\.1:8787\/admin\/welcome#(\S+)/.exec(email.text)
  return { email, token: link![1]! }
}

const invite = (body: Record<string, unknown>) =>
  staffPost(director, '/api/admin/staff', {
    username: 'amara',
    email: 'amara@example.org',
    role: 'volunteer',
    cohortId: OURS,
    ...body,
  })

describe('invitations', () => {
  it('a director invites; the link (emailed, only its hash stored) makes the account once, with the password the invitee chose', async () => {
    const response = await invite({})
    expect(response.status).toBe(201)
    const member = (await response.json()) as StaffMember
    expect(member).toEqual(
      expect.objectContaining({
        username: 'amara',
        role: 'volunteer',
        cohortId: OURS,
        state: 'invited',
        email: 'amara@example.org',
      }),
    )
    const { email, token } = await invitationLink()
    expect(email).toEqual(
      expect.objectContaining({ to: 'amara@example.org', subject: 'Your VITAL staff console account' }),
    )
    const [stored] = await readRows<{ token_hash: string }>('staff_invitations')
    expect(JSON.stringify(await readRows('staff_invitations'))).not.toContain(token)
    expect(JSON.stringify(await readRows('outbox'))).not.toContain(token.split('.')[1])
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/)

    const preview = await call('/api/admin/invitation/preview', writeInit('POST', { token }))
    expect(await preview.json()).toEqual({ username: 'amara', role: 'volunteer' })
    const weak = await call('/api/admin/invitation', writeInit('POST', { token, password: 'password1234' }))
    expect(weak.status).toBe(400)
    const accepted = await call(
      '/api/admin/invitation',
      writeInit('POST', { token, password: 'a long walk to the door' }),
    )
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual(
      expect.objectContaining({ username: 'amara', role: 'volunteer', cohortId: OURS }),
    )
    const cookie = /bootcamp_staff=([^;]+)/.exec(accepted.headers.get('set-cookie') ?? '')![1]!
    expect((await roster(cookie, OURS)).status).toBe(200)

    const users = await count('users')
    const twice = await call('/api/admin/invitation', writeInit('POST', { token, password: 'another long password' }))
    expect(twice.status).toBe(410)
    expect(await twice.json()).toEqual(
      expect.objectContaining({ message: expect.stringContaining('does not work any more') }),
    )
    expect((await call('/api/admin/invitation/preview', writeInit('POST', { token }))).status).toBe(410)
    expect(await count('users')).toBe(users)
    expect((await signIn('amara', 'a long walk to the door')).length).toBeGreaterThan(0)
  })

  it('after 72 hours a link opens nothing and changes nothing', async () => {
    await invite({})
    const { token } = await invitationLink()
    const late = at(new Date(Date.now() + 72 * 3_600_000 + 60_000).toISOString())
    expect((await call('/api/admin/invitation/preview', writeInit('POST', { token }), ORIGIN, late)).status).toBe(410)
    expect(
      (
        await call(
          '/api/admin/invitation',
          writeInit('POST', { token, password: 'a long walk to the door' }),
          ORIGIN,
          late,
        )
      ).status,
    ).toBe(410)
    expect(await readRows('users')).toHaveLength(2)
    expect(await readRows('staff_invitations')).toEqual([expect.objectContaining({ used_at: null })])
  })

  it('a withdrawn invitation opens nothing, and its email is not sent', async () => {
    const member = (await (await invite({})).json()) as StaffMember
    const { token } = await invitationLink()
    expect((await staffCall(director, `/api/admin/staff/${member.id}`, writeInit('DELETE'))).status).toBe(200)
    expect(
      (await call('/api/admin/invitation', writeInit('POST', { token, password: 'a long walk to the door' }))).status,
    ).toBe(410)
    expect(await readRows('users')).toHaveLength(2)
    await expect(invitationLink()).rejects.toThrow('no_longer_due')
    expect(await audited('invitation-withdrawn')).toEqual([
      { username: 'director', detail: `invitation ${member.id}: amara` },
    ])
  })

  it('a volunteer needs a cohort; a username taken is a 409; only a director invites', async () => {
    expect((await invite({ cohortId: null })).status).toBe(400)
    expect((await invite({ username: 'door' })).status).toBe(409)
    expect(
      (
        await staffPost(
          volunteer,
          '/api/admin/staff',
          { username: 'x1', email: 'x@example.org', role: 'director' },
          {},
          IN_THE_WINDOW,
        )
      ).status,
    ).toBe(403)
    expect(await count('staff_invitations')).toBe(0)
    expect(await count('outbox')).toBe(0)
  })
})
