import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'

const DAY_IN_ZONE = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOTCAMP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
const OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: BOOTCAMP_TIME_ZONE, timeZoneName: 'longOffset' })
const READ_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: BOOTCAMP_TIME_ZONE })

/** An instant's day in the bootcamp's time zone, `YYYY-MM-DD` (what a date field shows). */
export const dayInZone = (iso: string) => DAY_IN_ZONE.format(new Date(iso))

/** An instant's day in the bootcamp's time zone as staff read it: "Mar 6, 2027". */
export const readDayInZone = (iso: string) => READ_DAY.format(new Date(iso))

/**
 * The last second of a `YYYY-MM-DD` day in the bootcamp's time zone, as an ISO instant with its
 * offset ("2027-03-06T23:59:59-05:00"). Clocks change at 2 a.m., so noon's offset is the evening's.
 */
export function endOfDayInZone(day: string) {
  const name = OFFSET.formatToParts(new Date(`${day}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(name?.value ?? '')?.[1] ?? '+00:00'
  return `${day}T23:59:59${offset}`
}
