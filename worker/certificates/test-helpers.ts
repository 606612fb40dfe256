import { env } from 'cloudflare:workers'
import { openDatabase } from '../base/db/client'
import { newFamilyLink } from '../family/links'
import { staffPost } from '../test/admin-helpers'
import { call, FAR_DAYS, onDay, ORIGIN } from '../test/helpers'
import { answered, LAST_DAY, linkOf, postPart } from '../assessment/test-helpers'

/**
 * Checks `registrationId` in as present at the first `sessions` of cohort c1's four, through the
 * console's check-in, on the last session day (check-in takes no session ahead; the earlier ones
 * are a director's corrections).
 */
export async function attend(token: string, registrationId: string, sessions: number) {
  const taps = FAR_DAYS.slice(0, sessions).map((sessionDate) => ({
    registrationId,
    sessionDate,
    present: true,
    tappedAt: `${sessionDate}T15:00:00.000Z`,
  }))
  const response = await staffPost(token, '/api/admin/cohorts/c1/attendance', { taps }, {}, onDay(LAST_DAY))
  if (response.status !== 200) throw new Error(`check-in answered ${response.status}`)
}

/** Takes the final assessment through the participant's own link on the last session day: every part, then the goal. */
export async function takeFinalAssessment(registrationId: string) {
  const link = await linkOf(registrationId)
  for (const part of ['vision', 'integrity', 'teamwork', 'action', 'leadership'])
    await postPart(link, LAST_DAY, answered(part, 4, 2))
  await postPart(link, LAST_DAY, { part: 'goal', goal: 'Lead one meeting of my club.' })
}

/** A fresh family link of `registrationId` in `language`: its path and query. */
export async function familyPath(registrationId: string, language: 'en' | 'es' = 'en') {
  // Made on the last session day: the page is opened then (its links last 30 days).
  const made = new Date(`${LAST_DAY}T17:00:00.000Z`)
  const { statement, href } = await newFamilyLink(openDatabase(env.DB), registrationId, ORIGIN, language, made)
  await statement
  return new URL(href).pathname + new URL(href).search
}

/** Opens a path of the family's page (or its certificate) on the day after the last session. */
export const openOnLastDay = (path: string) => call(path, {}, undefined, { BOOTCAMP_TODAY: LAST_DAY })

/** Stores certificate `code` for `registrationId`, as the rule issues it. */
export const storeCertificate = (registrationId: string, code: string) =>
  env.DB.prepare('INSERT INTO certificates (code, registration_id, issued_at) VALUES (?, ?, ?)')
    .bind(code, registrationId, '2100-03-27T18:00:00.000Z')
    .run()
