import { useCallback, useRef, useState } from 'react'
import { CHECK_OUT_BATCH_MAX, checkOutSchema, type CheckOut } from '../../contract/release'
import { callEndpoint, RequestError } from '../api'
import { useRetryWhileQueued } from './retry-while-queued'

const storageKey = (cohortId: string) => `vital-check-out:${cohortId}`

/** The check-outs this browser has not had saved yet, as kept in its storage (nothing when unreadable). */
function readQueue(cohortId: string): CheckOut[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(cohortId)) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.flatMap((item) => {
          const checked = checkOutSchema.safeParse(item)
          return checked.success ? [checked.data] : []
        })
      : []
  } catch {
    return []
  }
}

/**
 * Check-outs, queued in localStorage before they are sent, as check-in taps are (tap-queue.ts):
 * one made without a connection survives a reload and goes when the connection is back. Each
 * carries the id this phone made, so the worker stores it once however often it is sent; only
 * those the worker answered for leave the queue. `refused` counts those the worker refused on
 * arrival (the family's rules changed meanwhile): the screen says to call the guardian.
 */
export function useCheckOutQueue(cohortId: string, onSaved: () => void) {
  const [queue, setQueue] = useState<CheckOut[]>(() => readQueue(cohortId))
  const [refused, setRefused] = useState(0)
  const sending = useRef(false)

  const write = useCallback(
    (next: CheckOut[]) => {
      localStorage.setItem(storageKey(cohortId), JSON.stringify(next))
      setQueue(next)
    },
    [cohortId],
  )

  const flush = useCallback(async () => {
    const pending = readQueue(cohortId).slice(0, CHECK_OUT_BATCH_MAX)
    if (sending.current || pending.length === 0) return
    sending.current = true
    try {
      const { results } = await callEndpoint('checkOut', { id: cohortId }, { checkOuts: pending })
      const answered = new Set(results.map((result) => result.id))
      write(readQueue(cohortId).filter((item) => !answered.has(item.id)))
      const refusedNow = results.filter((result) => result.outcome === 'refused').length
      if (refusedNow) setRefused((count) => count + refusedNow)
      onSaved()
    } catch (error) {
      // A refusal of the whole batch (a day that is no session) will never succeed: dropped and counted.
      if (error instanceof RequestError && error.status === 400) {
        setRefused((count) => count + pending.length)
        write(readQueue(cohortId).filter((item) => !pending.some((sent) => sent.id === item.id)))
      }
    } finally {
      sending.current = false
    }
  }, [cohortId, onSaved, write])

  useRetryWhileQueued(cohortId, readQueue, flush)

  const add = useCallback(
    (item: CheckOut) => {
      write([...readQueue(cohortId), item])
      void flush()
    },
    [cohortId, flush, write],
  )

  return { queue, refused, add }
}
