import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { ADMIN } from '../../content/admin'
import { queryKeyOf } from '../../contract/endpoints'
import { useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { BASE, followLink } from '../router'
import { formatDay } from '../ui/cohorts'
import { Heading } from '../ui/Heading'
import { NoPhotosMark } from '../ui/NoPhotosMark'
import { INPUT, LABEL, SECONDARY_BUTTON, Status } from '../ui/Status'
import { CARD_WORDS } from '../../content/cards'
import { useTapQueue } from '../ui/tap-queue'
import { defaultSession, nextSession, shownPresent, tappableSessions } from './check-in'
import { CHECK_IN_DAY } from '../../content/check-in-day'
import { CheckOutLine, CheckOutStatus, useCheckOut } from './CheckOutLine'
import { RecordIncidentLink } from './RecordIncidentLink'

const copy = ADMIN.checkIn

/**
 * Check-in on a phone: the seated participants as large buttons, one tap marks present, another
 * undoes it. Each tap shows at once and goes through the tap queue (ui/tap-queue.ts), so a
 * church hall without signal loses nothing.
 */
export function CheckInScreen({ id, day: givenDay }: { id: string; day?: string }) {
  const can = useCan()
  // A role without the cohorts screen (a volunteer) checks in today's session only, and has no cohort page to go back to.
  const todayOnly = !can('cohorts')
  const client = useQueryClient()
  const roster = useEndpoint('roster', { id })
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeyOf('roster', { id }) }),
    [client, id],
  )
  const { queue, state, tap } = useTapQueue(id, refresh)
  const [chosen, setChosen] = useState<string | null>(null)
  const checkOut = useCheckOut(id)
  if (roster.isPending) return <Status>{ADMIN.loading}</Status>
  if (roster.isError) return <Status error={roster.error} onRetry={() => void roster.refetch()} />
  const { today } = roster.data
  // Today's session only, or a past one to correct: never a session ahead (the worker refuses those).
  const sessionDates = tappableSessions(roster.data.sessionDates, today, !todayOnly && can('attendance-corrections'))
  const day = chosen ?? (givenDay && sessionDates.includes(givenDay) ? givenDay : defaultSession(sessionDates, today))
  const seated = roster.data.participants
    .filter((row) => row.status === 'seated')
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
  const isPresent = (registrationId: string) =>
    day !== null && shownPresent(queue, roster.data.participants, registrationId, day)
  const nextDay = nextSession(roster.data.sessionDates, today)
  const here = seated.filter((row) => isPresent(row.id)).length
  return (
    <>
      <p className="mb-2">
        {todayOnly ? (
          ADMIN.cohort.heading(formatDay(roster.data.startDate))
        ) : (
          <a href={`${BASE}/cohorts/${id}`} onClick={followLink} className="font-semibold text-primary underline">
            {ADMIN.cohort.heading(formatDay(roster.data.startDate))}
          </a>
        )}
      </p>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <RecordIncidentLink cohortId={id} />
      <p className="mb-3">
        <a href={`${BASE}/cohorts/${id}/cards`} onClick={followLink} className={SECONDARY_BUTTON}>
          {CARD_WORDS.open}
        </a>
      </p>
      {!roster.data.sessionDates.includes(today) && (
        <p className="mb-3 font-semibold">{CHECK_IN_DAY.noSessionToday(nextDay && formatDay(nextDay))}</p>
      )}
      {sessionDates.length > 0 && (
        <label className={`${LABEL} max-w-xs`}>
          {copy.session}
          <select value={day ?? ''} onChange={(event) => setChosen(event.target.value || null)} className={INPUT}>
            {day === null && <option value="">{CHECK_IN_DAY.choosePast}</option>}
            {sessionDates.map((date) => (
              <option key={date} value={date}>
                {formatDay(date)}
              </option>
            ))}
          </select>
        </label>
      )}
      {day !== null && day < today && <p className="mt-2 text-sm font-semibold">{CHECK_IN_DAY.correcting}</p>}
      <div className="sticky top-0 z-10 -mx-4 mt-3 bg-canvas px-4 py-2">
        <p className="text-lg font-bold tabular-nums">{day !== null && copy.count(here, seated.length)}</p>
        <p role="status" className="min-h-5 text-sm font-semibold">
          {state === 'failed' ? (
            <span className="text-danger">{copy.sendFailed}</span>
          ) : queue.length > 0 ? (
            <span className="text-ink">{state === 'sending' ? copy.sending : copy.waiting(queue.length)}</span>
          ) : state === 'idle' ? (
            <span className="text-success">{copy.allSent}</span>
          ) : (
            ''
          )}
        </p>
        <CheckOutStatus checkOut={checkOut} />
      </div>
      {day === null ? null : seated.length === 0 ? (
        <p className="mt-3">{copy.nobody}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {seated.map((row) => {
            const present = isPresent(row.id)
            return (
              <li key={row.id}>
                <button
                  type="button"
                  aria-pressed={present}
                  onClick={() => tap({ registrationId: row.id, sessionDate: day, present: !present })}
                  className={`flex min-h-14 w-full items-center justify-between gap-3 rounded-brand px-4 py-3 text-left text-lg font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${present ? 'bg-success text-white ring-success' : 'bg-surface text-ink ring-black/10'}`}
                >
                  <span>
                    {row.firstName} {row.lastName}
                    {row.noPhotos && <NoPhotosMark />}
                  </span>
                  <span aria-hidden="true" className="text-xl">
                    {present ? '✓' : ''}
                  </span>
                </button>
                <CheckOutLine
                  checkOut={checkOut}
                  day={day}
                  registrationId={row.id}
                  name={`${row.firstName} ${row.lastName}`}
                />
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
