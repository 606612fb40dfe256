import { env } from 'cloudflare:workers'
import type { FollowUpKind } from '../../contract/follow-up'
import { call, ORIGIN, readRows } from '../test/helpers'
import { followUpAnswerLinks } from './answer-link'

/** The five one-tap links of a registration's follow-up email (day 7 unless told), as the email carries them. */
export async function tapLinks(
  registrationId: string,
  kind: FollowUpKind = 'follow-up-day-7',
  language: 'en' | 'es' = 'en',
) {
  const row = (await readRows<{ id: string; link_version: number }>('registrations')).find(
    (registration) => registration.id === registrationId,
  )!
  const registration = { id: row.id, linkVersion: row.link_version }
  return (await followUpAnswerLinks(env.UNSUBSCRIBE_SECRET!, ORIGIN, registration, kind, language)).map(
    (href) => new URL(href),
  )
}

const pathOf = (link: URL) => `${link.pathname}${link.search}`

/** A person's tap on a link in the email (their browser says so with `Sec-Fetch-User`). */
export const tap = (link: URL) => call(pathOf(link), { headers: { 'sec-fetch-user': '?1' } })

/** The page's form sent (to the link's address without its score), from `origin`. */
export function sendAnswer(
  link: URL,
  form: Record<string, string>,
  origin = ORIGIN,
  bindings: Parameters<typeof call>[3] = {},
) {
  const address = new URL(link)
  address.searchParams.delete('score')
  return call(
    pathOf(address),
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(form).toString(),
    },
    undefined,
    bindings,
  )
}

/** The stored answers, without their times. */
export const storedAnswers = async () =>
  (await readRows<Record<string, unknown>>('follow_up_answers')).map(
    ({ answered_at: _answered, updated_at: _updated, ...rest }) => rest,
  )
