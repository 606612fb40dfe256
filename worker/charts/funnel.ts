import { Hono } from 'hono'
import { FUNNEL_BEACON_MAX_BYTES, funnelBeaconSchema } from '../../contract/funnel'
import { bootcampDay, requestNow } from '../base/clock'
import type { AppEnv } from '../base/env'
import { ApiError, errorKind, isD1Failure } from '../base/errors'
import { readTextAtMost } from '../base/middleware/json-body'
import { countStatements } from './funnel-count'

/**
 * `POST /api/funnel`: the widget's beacon, counted into the day's totals. Any content type is
 * read as JSON text (sendBeacon sends text/plain); a malformed or oversized beacon is refused
 * with the one error shape and counts nothing. Each form and step counts once per beacon, so a
 * beacon can add at most one to each total, and only while the day's totals stay plausible
 * (funnel-count.ts: never more starts than views, nor sends than starts; a bounded number of
 * campaigns per partner).
 */
export const funnelRoute = new Hono<AppEnv>().post('/', async (c) => {
  // Past the limit the beacon is dropped, answered like any other: a 429 would put an error in the
  // console of a partner's page (a school hall on one address, a busy hour), and no visitor waits
  // for this answer. The counts are then a lower bound; a script inflating them is stopped.
  const { success } = await c.env.FUNNEL_LIMITER.limit({
    key: `funnel:${c.req.header('cf-connecting-ip') ?? 'unknown'}`,
  })
  if (!success) return c.body(null, 204)
  // A browser's beacon carries its page's Origin (a foreign one is refused before this); one
  // without came from no page that could have shown a form, and is dropped alike.
  if (!c.req.header('origin')) return c.body(null, 204)
  const text = await readTextAtMost(c, FUNNEL_BEACON_MAX_BYTES)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'malformedJson')
  }
  const beacon = funnelBeaconSchema.safeParse(parsed)
  if (!beacon.success) throw new ApiError(400, 'invalid')
  const [first, ...rest] = countStatements(c.var.db, { ...beacon.data, day: bootcampDay(requestNow(c)) })
  try {
    if (first) await c.var.db.batch([first, ...rest])
  } catch (error) {
    // A count that D1 could not take (busy past the request DB's retries, or any D1 failure) is
    // dropped like one past the limit: nobody waits for this answer, and a 500 would only put an
    // error in a partner page's console.
    if (!isD1Failure(error)) throw error
    console.warn(JSON.stringify({ level: 'warn', event: 'funnel_dropped', kind: errorKind(error) }))
  }
  return c.body(null, 204)
})
