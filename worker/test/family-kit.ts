import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { openDatabase } from '../base/db/client'
import * as schema from '../base/db/schema'
import type { Email, Job } from '../base/notify/email'
import { composeEmail } from '../emails'
import { call } from './helpers'

/** What the consents' worker tests share: a family's email, its page's link, and the page's forms. */
const db = openDatabase(env.DB)

/** The email an outbox job sends, as composed when it is sent. */
export async function emailOf(kind: string, recordId: string): Promise<Email> {
  const job = (await db.select().from(schema.outbox)).find(
    (row) => row.kind === kind && row.recordId === recordId,
  ) as Job
  const email = await composeEmail(db, env, job)
  if ('cancelled' in email) throw new Error(`cancelled: ${email.cancelled}`)
  return email
}

/** The family page's address from an email's text (either language). */
export function familyLinkIn(email: Email) {
  const found = /(http:\/\/127\.0\.0\.1:8787\/family\?token=[A-Za-z0-9_-]{43}(?:&lang=es)?)/.exec(email.text)
  expect(found, 'the family link in the email').not.toBeNull()
  return new URL(found![1]!)
}

/** The family link of a registration, from its confirmation email. */
export const linkOf = async (registrationId: string) =>
  familyLinkIn(await emailOf('registration-confirmation', registrationId))

export const familyPageText = async (link: URL) => (await call(`${link.pathname}${link.search}`)).text()

/** A form on the family's page, posted from its own origin. */
export const postFamily = (link: URL, action: string, form: Record<string, string>) =>
  call(`/family/${action}${link.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:8787' },
    body: new URLSearchParams(form).toString(),
  })

/** The consent records, oldest first. */
export const consentRows = async () =>
  (
    await env.DB.prepare(
      'SELECT registration_id, kind, version, given_by, signer_name, relationship, language, withdrawn_at FROM consents ORDER BY kind, given_at',
    ).all<Record<string, unknown>>()
  ).results
