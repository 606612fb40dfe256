import { env } from 'cloudflare:workers'
import type { StaffRole } from '../../contract/roles'
import { sha256Hex } from '../base/hash'
import { hashPassword } from '../staff/password'
import { call, ORIGIN, postJson } from './helpers'

export const PASSWORD = 'correct horse battery'

/** A staff account as `npm run admin:add-user` makes it. */
export async function createStaff(username = 'staff', password = PASSWORD) {
  const id = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)')
    .bind(id, username, await hashPassword(password))
    .run()
  return id
}

/** A staff account of `role` (a volunteer's cohort, an end), as `npm run admin:add-user -- --role` makes it. */
export async function createStaffAs(
  username: string,
  role: StaffRole,
  { cohortId = null, expiresAt = null }: { cohortId?: string | null; expiresAt?: string | null } = {},
) {
  const id = crypto.randomUUID()
  await env.DB.prepare(
    'INSERT INTO users (id, username, password_hash, role, cohort_id, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(id, username, await hashPassword(PASSWORD), role, cohortId, expiresAt)
    .run()
  return id
}

/** A live session of the account, stored as a sign-in stores it (without paying for the password check): its cookie's token. */
export async function sessionOf(userId: string) {
  const token = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO sessions (id, token_hash, user_id) VALUES (?, ?, ?)')
    .bind(crypto.randomUUID(), await sha256Hex(token), userId)
    .run()
  return token
}

/** The console's sign-in POST (`postJson`, with any headers and bindings the test gives). */
export const signInRequest = (
  username: string,
  password: string,
  headers: Record<string, string> = {},
  bindings: Partial<typeof env> = {},
) => postJson('/api/admin/session', { username, password }, headers, bindings)

/** Signs in and returns the session cookie's token. */
export async function signIn(username = 'staff', password = PASSWORD) {
  const response = await signInRequest(username, password)
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`)
  return /bootcamp_staff=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!
}

/** A console call with the session cookie (as the browser sends it to /api/admin/*). */
export function staffCall(
  token: string,
  path: string,
  init: RequestInit = {},
  origin = ORIGIN,
  bindings: Partial<typeof env> = {},
) {
  const headers = new Headers(init.headers)
  headers.set('cookie', `bootcamp_staff=${token}`)
  // As the console's own requests arrive from a browser; a test of another site sets its own.
  if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin')
  return call(path, { ...init, headers }, origin, bindings)
}

export function staffPost(
  token: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  bindings: Partial<typeof env> = {},
) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  }
  return staffCall(token, path, init, ORIGIN, bindings)
}

/** Inserts a registration directly, with the given creation time. */
export function insertRegistration(values: {
  id?: string
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  age?: number
  session?: string
  consent?: boolean
  source?: string | null
  createdAt: string
}) {
  return env.DB.prepare(
    'INSERT INTO registrations (id, first_name, last_name, email, phone, age, session_preference, parental_consent, media_consent, terms_agreement, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?)',
  )
    .bind(
      values.id ?? crypto.randomUUID(),
      values.firstName ?? 'Maya',
      values.lastName ?? 'Chen',
      values.email ?? 'maya@example.org',
      values.phone ?? '(614) 555-0188',
      values.age ?? 15,
      values.session ?? 'complete',
      values.consent === false ? 0 : 1,
      values.source ?? null,
      values.createdAt,
    )
    .run()
}

export function insertMessage(values: {
  id?: string
  name?: string
  email?: string
  message?: string
  subject?: string
  createdAt: string
  repliedAt?: string | null
  source?: string | null
}) {
  return env.DB.prepare(
    'INSERT INTO contact_messages (id, name, email, subject, message, source, created_at, replied_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      values.id ?? crypto.randomUUID(),
      values.name ?? 'Dana Brooks',
      values.email ?? 'dana@example.org',
      values.subject ?? 'pricing',
      values.message ?? 'Is there a sibling discount?',
      values.source ?? null,
      values.createdAt,
      values.repliedAt ?? null,
    )
    .run()
}

export function insertSignup(values: {
  email: string
  createdAt: string
  source?: string | null
  unsubscribedAt?: string | null
}) {
  return env.DB.prepare(
    'INSERT INTO email_signups (id, email, source, created_at, unsubscribed_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), values.email, values.source ?? null, values.createdAt, values.unsubscribedAt ?? null)
    .run()
}

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString()
