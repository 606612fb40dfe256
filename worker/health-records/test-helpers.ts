import { env } from 'cloudflare:workers'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { call, registerParticipant, storeCohortOn } from '../test/helpers'

/** A filled-in health record as the family page's form sends it. */
export const FILLED = {
  allergies: 'Peanuts (severe)',
  allergyActions: 'Give the EpiPen in her backpack, then call 911',
  conditions: 'Asthma',
  medications: 'Albuterol inhaler as needed',
  carriesEpinephrine: 'yes',
  carriesInhaler: 'yes',
  dietary: 'None',
  accessibility: 'None',
  secondContactName: 'Ngozi Okafor (aunt)',
  secondContactPhone: '614-555-0199',
  signedName: 'Ada Okafor',
}

/** A participant seated in cohort `c1` (four far Saturdays) and a link to the family's page. */
export async function familyWithLink(
  fields: Parameters<typeof registerParticipant>[0] = {},
  language: 'en' | 'es' = 'en',
) {
  await storeCohortOn('c1', 5)
  const row = await registerParticipant({ cohortId: 'c1', ...fields })
  return { id: row.id, link: await linkMadeAt(row.id, new Date(), language) }
}

/** A new link to the family's page of `registrationId`, made at `now` (it works for 30 days from then). */
export async function linkMadeAt(registrationId: string, now: Date, language: 'en' | 'es' = 'en') {
  const link = await newFamilyLink(openDatabase(env.DB), registrationId, 'http://127.0.0.1:8787', language, now)
  await link.statement
  return new URL(link.href)
}

/** A page of the family's link (`path` under /family). */
export const familyGet = (link: URL, path = '', bindings: Partial<typeof env> = {}) =>
  call(`/family${path}${link.search}`, {}, undefined, bindings)

/** A form posted from the family's page to `/family/<action>`. */
export const familyPost = (
  link: URL,
  action: string,
  form: Record<string, string>,
  bindings: Partial<typeof env> = {},
) =>
  call(
    `/family/${action}${link.search}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:8787' },
      body: new URLSearchParams(form).toString(),
    },
    undefined,
    bindings,
  )
