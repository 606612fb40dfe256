import { useCallback, useRef, useState } from 'react'
import { ATTENDANCE_BATCH_MAX, type AttendanceTap } from '../../contract/admin'
import { callEndpoint, RequestError } from '../api'
import { useRetryWhileQueued } from './retry-while-queued'

const storageKey = (cohortId: string) => `vital-check-in:${cohortId}`

/** The taps this browser has not had saved yet, as kept in its storage (nothing when unreadable). */
function readQueue(cohortId: string): AttendanceTap[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(cohortId)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isTap) : []
  } catch {
    return []
  }
}

function isTap(value: unknown): value is AttendanceTap {
  return (
    typeof value === 'object' &&
    value !== null &&
    'registrationId' in value &&
    typeof value.registrationId === 'string' &&
    'sessionDate' in value &&
    typeof value.sessionDate === 'string' &&
    'present' in value &&
    typeof value.present === 'boolean' &&
    'tappedAt' in value &&
    typeof value.tappedAt === 'string'
  )
}

const sameMark = (a: AttendanceTap, b: AttendanceTap) =>
  a.registrationId === b.registrationId && a.sessionDate === b.sessionDate

export type QueueState = 'idle' | 'sending' | 'waiting' | 'failed'

/**
 * Check-in taps, queued in localStorage before they are sent: a tap made without a connection
 * survives a reload and goes when the connection is back (the `online` event, or a retry every
 * 10 seconds). Only the latest tap per participant and session is kept; the worker stores one
 * row per participant and session, the newest tap winning, so a queue sent twice counts once.
 */
export function useTapQueue(cohortId: string, onSaved: () => void) {
  const [queue, setQueue] = useState<AttendanceTap[]>(() => readQueue(cohortId))
  const [state, setState] = useState<QueueState>('idle')
  const sending = useRef(false)

  const write = useCallback(
    (next: AttendanceTap[]) => {
      localStorage.setItem(storageKey(cohortId), JSON.stringify(next))
      setQueue(next)
    },
    [cohortId],
  )

  const flush = useCallback(async () => {
    const pending = readQueue(cohortId)
    if (sending.current || pending.length === 0) return
    sending.current = true
    setState('sending')
    try {
      await callEndpoint('attendance', { id: cohortId }, { taps: pending.slice(0, ATTENDANCE_BATCH_MAX) })
      // Taps made while this request was on its way stay queued: only those sent, unchanged, leave.
      const sent = new Set(pending.slice(0, ATTENDANCE_BATCH_MAX).map((tap) => JSON.stringify(tap)))
      write(readQueue(cohortId).filter((tap) => !sent.has(JSON.stringify(tap))))
      setState('idle')
      onSaved()
    } catch (error) {
      // A refusal (the session day moved, say) will never succeed: those taps are dropped and said so.
      if (error instanceof RequestError && error.status === 400) {
        write([])
        setState('failed')
      } else setState('waiting')
    } finally {
      sending.current = false
    }
  }, [cohortId, onSaved, write])

  useRetryWhileQueued(cohortId, readQueue, flush)

  const tap = useCallback(
    (mark: Omit<AttendanceTap, 'tappedAt'>) => {
      const next: AttendanceTap = { ...mark, tappedAt: new Date().toISOString() }
      write([...readQueue(cohortId).filter((queued) => !sameMark(queued, next)), next])
      void flush()
    },
    [cohortId, flush, write],
  )

  return { queue, state, tap }
}
