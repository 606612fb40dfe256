import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'

const TIME_IN_ZONE = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOTCAMP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const READ_WALL_CLOCK = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** An instant's time of day in the bootcamp's time zone, `HH:MM` (what a time field shows). */
export const timeInZone = (instant: Date) => TIME_IN_ZONE.format(instant)

/** A wall-clock time of the bootcamp's day (`YYYY-MM-DDTHH:MM`) as staff read it: "Mar 13, 2100, 1:40 PM". */
export const readWallClock = (wallClock: string) => READ_WALL_CLOCK.format(new Date(`${wallClock}:00Z`))
