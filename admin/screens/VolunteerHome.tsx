import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Me } from '../../contract/admin'
import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { ADMIN } from '../../content/admin'
import { ME_KEY } from '../api'
import { Heading } from '../ui/Heading'
import { CheckInScreen } from './CheckInScreen'

const copy = ADMIN.volunteer
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: BOOTCAMP_TIME_ZONE })
const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: BOOTCAMP_TIME_ZONE })
/** A window further ahead than this is not waited for on an open page (setTimeout's limit is about 24 days). */
const WAIT_AT_MOST_MS = 24 * 3600_000

/**
 * Where a volunteer lands: check-in of today's session while its window is open, else one
 * sentence saying when the next session is (its day and times in the bootcamp's time zone), or
 * that none is left. A page left open asks again who is signed in when the window opens or closes.
 */
export function VolunteerHome({ me }: { me: Me }) {
  const client = useQueryClient()
  const slot = me.checkInWindow
  const changesAt = slot ? Date.parse(slot.open ? slot.closesAt : slot.opensAt) : NaN
  useEffect(() => {
    const wait = changesAt - Date.now()
    if (!(wait > 0 && wait < WAIT_AT_MOST_MS)) return
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: ME_KEY }), wait + 1000)
    return () => clearTimeout(timer)
  }, [client, changesAt])
  if (slot?.open) return <CheckInScreen id={slot.cohortId} day={slot.day} />
  return (
    <Heading
      intro={
        slot
          ? copy.next(
              DAY.format(new Date(slot.opensAt)),
              TIME.format(new Date(slot.opensAt)),
              TIME.format(new Date(slot.closesAt)),
            )
          : me.cohortId
            ? copy.noneLeft
            : copy.noCohort
      }
    >
      {copy.heading}
    </Heading>
  )
}
