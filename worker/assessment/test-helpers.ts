import { env } from 'cloudflare:workers'
import { assessmentLink } from './links'
import { call, ORIGIN, readRows, registerParticipant, storeCohortOn, FAR_DAYS } from '../test/helpers'

/** The last of the far cohort's four sessions: the day the last assessment opens. */
export const LAST_DAY = FAR_DAYS.at(-1)!

/** A seated participant of cohort c1 (far ahead), for `preference`; their row. */
export async function seatedParticipant(preference?: 'complete' | 'individual', fields = {}) {
  if (!(await readRows<{ id: string }>('cohorts')).some((cohort) => cohort.id === 'c1')) await storeCohortOn('c1', 5)
  return registerParticipant({ cohortId: 'c1', ...(preference ? { sessionPreference: preference } : {}), ...fields })
}

/** A participant's assessment link (of cohort c1), in `language`. */
export async function linkOf(registrationId: string, language: 'en' | 'es' = 'en') {
  const [row] = (await readRows<{ id: string; link_version: number }>('registrations')).filter(
    (registration) => registration.id === registrationId,
  )
  return new URL(
    await assessmentLink(
      env.UNSUBSCRIBE_SECRET!,
      ORIGIN,
      { id: row!.id, linkVersion: row!.link_version },
      { sessionDates: FAR_DAYS, startDate: FAR_DAYS[0]! },
      language,
    ),
  )
}

/** GET the link with the clock pinned to `day`. */
export const open = (link: URL, day: string) =>
  call(`${link.pathname}${link.search}`, {}, undefined, { BOOTCAMP_TODAY: day })

/** POST a part of the assessment from our own page, with the clock pinned to `day`. */
export const postPart = (link: URL, day: string, form: Record<string, string>, origin = ORIGIN) =>
  call(
    `${link.pathname}${link.search}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: new URLSearchParams(form).toString(),
    },
    undefined,
    { BOOTCAMP_TODAY: day },
  )

/** A part's form answered with `score` for each statement (and `before` at the last session). */
export const answered = (part: string, score: number, before?: number) => ({
  part,
  ...Object.fromEntries(
    [1, 2, 3].flatMap((index) => [
      [`${part}-${index}`, String(score)],
      ...(before === undefined ? [] : [[`${part}-${index}-before`, String(before)]]),
    ]),
  ),
})
