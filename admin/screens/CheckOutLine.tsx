import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { CheckOut } from '../../contract/release'
import { queryKeyOf } from '../../contract/endpoints'
import { CHECK_OUT_STAFF } from '../../content/release'
import { useEndpoint } from '../api'
import { useCheckOutQueue } from '../ui/check-out-queue'
import { SECONDARY_BUTTON } from '../ui/Status'
import { CheckOutPanel } from './CheckOutPanel'

const copy = CHECK_OUT_STAFF
const time = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' })

/** The check-in screen's check-outs: the family's rules for the cohort, this phone's queue, and the last thing done. */
export function useCheckOut(cohortId: string) {
  const client = useQueryClient()
  const release = useEndpoint('releaseList', { id: cohortId })
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeyOf('releaseList', { id: cohortId }) }),
    [client, cohortId],
  )
  const queue = useCheckOutQueue(cohortId, refresh)
  const [done, setDone] = useState('')
  const [open, setOpen] = useState<string | null>(null)
  return { cohortId, release, ...queue, refresh, done, setDone, open, setOpen }
}

/** What the screen says of check-outs: the last one, those waiting for a connection, any refused on arrival. */
export function CheckOutStatus({ checkOut }: { checkOut: ReturnType<typeof useCheckOut> }) {
  return (
    <p role="status" className="min-h-5 text-sm font-semibold">
      {checkOut.refused > 0 ? (
        <span className="text-danger">{copy.refusedLater(checkOut.refused)}</span>
      ) : checkOut.queue.length > 0 ? (
        copy.queued(checkOut.queue.length)
      ) : (
        checkOut.done
      )}
    </p>
  )
}

/** Under one participant: who took them home today, or the button that opens their check-out. */
export function CheckOutLine(props: {
  checkOut: ReturnType<typeof useCheckOut>
  day: string
  registrationId: string
  name: string
}) {
  const { checkOut, day, registrationId } = props
  const row = checkOut.release.data?.participants.find((one) => one.registrationId === registrationId)
  if (!row) return null
  const queued = checkOut.queue.find(
    (item: CheckOut) => item.registrationId === registrationId && item.sessionDate === day,
  )
  const stored = row.checkedOut.find((out) => out.sessionDate === day)
  if (queued || stored)
    return (
      <p className="mt-1 text-sm font-semibold text-ink">
        {stored
          ? copy.checkedOut(stored.releasedTo, time(stored.checkedOutAt))
          : copy.checkedOut(queued!.collector.name || copy.self, time(queued!.checkedOutAt))}
      </p>
    )
  if (checkOut.open !== registrationId)
    return (
      <button
        type="button"
        className={`${SECONDARY_BUTTON} mt-1 w-full`}
        onClick={() => checkOut.setOpen(registrationId)}
      >
        {copy.open(props.name)}
      </button>
    )
  return (
    <CheckOutPanel
      cohortId={checkOut.cohortId}
      sessionDate={day}
      name={props.name}
      row={row}
      onClose={() => checkOut.setOpen(null)}
      onChecked={(to, item) => {
        if (item) checkOut.add(item)
        else checkOut.refresh()
        checkOut.setDone(copy.done(props.name, to))
        checkOut.setOpen(null)
      }}
    />
  )
}
