import { expect } from 'vitest'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../base/db/client'
import { outbox } from '../base/db/schema'
import { composeEmail } from '../emails'
import { newFamilyLink } from '../family/links'
import { createStaff, signIn, staffCall, staffPost } from './admin-helpers'
import { call, ORIGIN, postJson, readRows, ROOMY, validRegistration } from './helpers'
import { words } from './payment-helpers'

/** What the interest tests share: a clock pinned in 2099, families in line, a cohort staff open. */
export const db = openDatabase(env.DB)
const T0 = Date.UTC(2099, 0, 10, 15)
/** The clock `hours` after the first family registered interest (10 January 2099, 10AM New York). */
export const at = (hours: number) => ({ BOOTCAMP_NOW: new Date(T0 + hours * 3_600_000).toISOString() })

/** Registers `firstName` at `hours`, in `language`; its answer's placement. */
export async function registerAt(hours: number, firstName: string, language: 'en' | 'es' = 'en') {
  const email = `${firstName.toLowerCase()}@example.org`
  const headers = { 'Accept-Language': language }
  const response = await postJson('/api/register', { ...validRegistration, firstName, email }, headers, {
    ...ROOMY,
    ...at(hours),
  })
  return ((await response.json()) as { status: string }).status
}

/** Amara (English) then Bola (Spanish) in line with no cohort open; a closed cohort of `capacity` seats; staff signed in. */
export async function twoInLine(capacity: number) {
  expect([await registerAt(0, 'Amara'), await registerAt(0.5, 'Bola', 'es')]).toEqual(['interest', 'interest'])
  await createStaff()
  const token = await signIn()
  const body = { startDate: '2099-03-07', capacity, sessionPrice: 60, completePrice: 200, open: false }
  const created = (await (await staffPost(token, '/api/admin/cohorts', body, {}, at(0.9))).json()) as { id: string }
  const open = (hours: number, value: boolean) =>
    staffCall(
      token,
      `/api/admin/cohorts/${created.id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ open: value }),
      },
      ORIGIN,
      at(hours),
    )
  return { cohortId: created.id, open }
}

export const rows = async (table: string) => readRows<Record<string, unknown>>(table)
export const idOf = async (firstName: string) =>
  String((await rows('registrations')).find((row) => row.first_name === firstName)!.id)
export const statusOf = async (firstName: string) =>
  (await rows('registrations')).find((row) => row.first_name === firstName)!.status

/** The email of the outbox job of `kind` about `firstName`, as the consumer would send it. */
export async function emailTo(kind: 'cohort-opened' | 'registration-confirmation', firstName: string) {
  const id = await idOf(firstName)
  const jobs = (await db.select().from(outbox).where(eq(outbox.kind, kind))).filter((job) => job.recordId === id)
  const email = await composeEmail(db, env, jobs.at(-1)!)
  if (!('text' in email)) throw new Error(`no email: ${JSON.stringify(email)}`)
  return email
}

/** The place link in `firstName`'s opening email, as a path. */
export async function placePath(firstName: string) {
  const email = await emailTo('cohort-opened', firstName)
  return /http:\/\/127\.0\.0\.1:8787(\/interest\/place\?token=\S+)/.exec(email.text)![1]!.replace(/&amp;/g, '&')
}

/** The family page of `firstName` at `hours`, as words. */
export async function familyPageAt(firstName: string, hours: number, language: 'en' | 'es' = 'en') {
  const link = await newFamilyLink(db, await idOf(firstName), ORIGIN, language, new Date(at(hours).BOOTCAMP_NOW))
  await link.statement
  const url = new URL(link.href)
  return words(await (await call(url.pathname + url.search, {}, ORIGIN, at(hours))).text())
}

/** A press of the link's button (POST) or its opening (GET) at `hours`: the page's words and status. */
export async function press(path: string, hours: number, method: 'GET' | 'POST' = 'POST') {
  const response = await call(path, { method }, ORIGIN, at(hours))
  return { status: response.status, text: words(await response.text()) }
}
