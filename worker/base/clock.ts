import type { Context } from 'hono'
import type { AppEnv, Bindings } from './env'
import { isLoopbackHost } from './middleware/origins'

import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'

type ClockSettings = Pick<Bindings, 'BOOTCAMP_NOW' | 'BOOTCAMP_TODAY'>

/** The offset (ms) of the bootcamp's zone from UTC at `instant`: negative in New York. */
export function zoneOffsetMs(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BOOTCAMP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000
}

/** Noon of a `YYYY-MM-DD` day in the bootcamp's zone: safely inside that day whatever the offset. */
function noonOf(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const noonUtc = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(noonUtc.getTime())) return null
  return new Date(noonUtc.getTime() - zoneOffsetMs(noonUtc))
}

/**
 * "Now" for every decision that depends on time (daily limits, hourly staff alerts; cohorts,
 * offers and holds later). Tests and `npm start` pin it with `BOOTCAMP_NOW=<ISO instant>` or
 * `BOOTCAMP_TODAY=YYYY-MM-DD` (noon that day in the bootcamp's zone), honoured only while the
 * worker runs on a loopback host: a production worker always reads the real clock, whatever
 * its settings say.
 */
function clockNow(settings: ClockSettings, pinnable: boolean): Date {
  if (pinnable) {
    const pinned = settings.BOOTCAMP_NOW
      ? new Date(settings.BOOTCAMP_NOW)
      : settings.BOOTCAMP_TODAY
        ? noonOf(settings.BOOTCAMP_TODAY)
        : null
    if (pinned && !Number.isNaN(pinned.getTime())) return pinned
  }
  return new Date()
}

/** "Now" for a request: pinnable only when the worker itself is served on a loopback host. */
export const requestNow = <E extends AppEnv>(c: Context<E>) => clockNow(c.env, isLoopbackHost(c))

/** "Now" for the queue and cron handlers, which have no request: pinnable only under `npm start` (LOCAL_DEV). */
export const backgroundNow = (env: Bindings) => clockNow(env, env.LOCAL_DEV === 'true')

/** An instant `hours` before `now`, as stored (ISO-8601 UTC with milliseconds). */
export const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()

const DAY_IN_ZONE = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOTCAMP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The bootcamp's calendar day at `now` (`YYYY-MM-DD`, New York's): the day cohorts and offers are judged by. */
export const bootcampDay = (now: Date) => DAY_IN_ZONE.format(now)

/** The first instant of a `YYYY-MM-DD` day in the bootcamp's zone (its midnight, as UTC). */
export function startOfDay(day: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00Z`)
  // The zone's offset at that midnight; New York changes its clocks at 2AM, never at midnight.
  return new Date(midnightUtc.getTime() - zoneOffsetMs(new Date(midnightUtc.getTime() + 5 * 3_600_000)))
}
