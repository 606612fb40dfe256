/**
 * A cohort as data: the shape staff edit in the console (`/api/admin/cohorts`) and the shape the
 * page reads (`/api/cohorts/next`, `/api/cohorts`). Prices travel in whole US dollars; the
 * database keeps integer cents. Dates are `YYYY-MM-DD` days in the bootcamp's time zone.
 */
import * as z from 'zod/mini'

const COHORT_FORMATS = ['in-person', 'virtual'] as const
export type CohortFormat = (typeof COHORT_FORMATS)[number]

/**
 * What a staff member reads under each field that needs fixing. The sentences are content
 * (content/admin.ts `COHORT_MESSAGES`); the schemas below are built from them.
 */
export interface CohortMessages {
  day: string
  saturday: string
  deadlineAfterStart: string
  earlyBirdPair: string
  negativePrice: string
  negativeCapacity: string
  wholeNumber: string
  rangeOrder: string
  groupMinimum: string
  groupPercent: string
  refundDays: string
  offerHours: string
  holdHours: string
  headStartHours: string
  assistanceDecisionDays: string
  minimumSessions: string
  time: string
  timeOrder: string
  formats: string
  place: string
  belowSeatsTaken: (taken: number) => string
  notFound: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day (not 2027-02-30). */
const isDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
const isSaturday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6
/** `day` plus `days`, as a day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** A calendar day `months` months from `day` (negative: back), the day clamped to the month's end (31 March - 1 month is 28 or 29 February). */
export function addMonths(day: string, months: number) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(date, lastDay))
  return first.toISOString().slice(0, 10)
}
/** A cohort's last session day (its start when it has no session list): after it, the cohort is over. */
export const lastSessionDay = (cohort: { startDate: string; sessionDates: readonly string[] }) =>
  cohort.sessionDates.at(-1) ?? cohort.startDate
/** Every cohort has four weekly sessions. */
export const SESSIONS_PER_COHORT = 4
/** The four Saturdays of a cohort that starts on `startDate`. */
export const sessionDatesFrom = (startDate: string) => [0, 7, 14, 21].map((days) => addDays(startDate, days))

/** The checks of a cohort as staff create or change it, each refusal worded by `messages`. */
export function cohortSchemas(messages: CohortMessages) {
  const day = z.string().check(z.refine(isDay, messages.day))
  const dollars = (negative: string) =>
    z
      .number({ error: messages.wholeNumber })
      .check(z.int(messages.wholeNumber), z.minimum(0, negative), z.maximum(100_000, messages.wholeNumber))
  const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.time))

  /** Every field a cohort has, each checked on its own; checks across fields are in `crossFieldIssues`. */
  const fields = {
    startDate: day.check(z.refine((value) => !isDay(value) || isSaturday(value), messages.saturday)),
    capacity: z
      .number({ error: messages.wholeNumber })
      .check(
        z.int(messages.wholeNumber),
        z.minimum(0, messages.negativeCapacity),
        z.maximum(10_000, messages.wholeNumber),
      ),
    sessionPrice: dollars(messages.negativePrice),
    sessionPriceMax: z.nullable(dollars(messages.negativePrice)),
    completePrice: dollars(messages.negativePrice),
    earlyBirdDeadline: z.nullable(day),
    earlyBirdSaving: z.nullable(dollars(messages.negativePrice)),
    groupMinimum: z
      .number({ error: messages.wholeNumber })
      .check(z.int(messages.wholeNumber), z.minimum(2, messages.groupMinimum), z.maximum(100, messages.groupMinimum)),
    groupPercent: z
      .number({ error: messages.groupPercent })
      .check(z.int(messages.groupPercent), z.minimum(0, messages.groupPercent), z.maximum(100, messages.groupPercent)),
    refundDays: z
      .number({ error: messages.refundDays })
      .check(z.int(messages.refundDays), z.minimum(0, messages.refundDays), z.maximum(365, messages.refundDays)),
    sessionStart: time,
    sessionEnd: time,
    /** How long a freed seat's offer waits for the family's claim, in hours. */
    offerHours: z
      .number({ error: messages.offerHours })
      .check(z.int(messages.offerHours), z.minimum(1, messages.offerHours), z.maximum(336, messages.offerHours)),
    /**
     * How long a seat waits for its payment before it goes to the waitlist, in hours. More than a
     * day: the reminder goes out 24 hours before a hold ends.
     */
    holdHours: z
      .number({ error: messages.holdHours })
      .check(z.int(messages.holdHours), z.minimum(25, messages.holdHours), z.maximum(720, messages.holdHours)),
    /**
     * How long, from its opening, families who registered interest take its seats before anyone
     * else, in hours: at least one, so the promise to them always holds.
     */
    headStartHours: z
      .number({ error: messages.headStartHours })
      .check(
        z.int(messages.headStartHours),
        z.minimum(1, messages.headStartHours),
        z.maximum(336, messages.headStartHours),
      ),
    /** How long staff have to decide a request for financial assistance, in days: the request keeps the seat until then. */
    assistanceDecisionDays: z
      .number({ error: messages.assistanceDecisionDays })
      .check(
        z.int(messages.assistanceDecisionDays),
        z.minimum(1, messages.assistanceDecisionDays),
        z.maximum(30, messages.assistanceDecisionDays),
      ),
    /** The sessions a participant attends (by the check-in record) to earn the graduation certificate. */
    minimumSessions: z
      .number({ error: messages.minimumSessions })
      .check(
        z.int(messages.minimumSessions),
        z.minimum(1, messages.minimumSessions),
        z.maximum(SESSIONS_PER_COHORT, messages.minimumSessions),
      ),
    place: z.string().check(z.trim(), z.minLength(1, messages.place), z.maxLength(200, messages.place)),
    formats: z.array(z.enum(COHORT_FORMATS)).check(z.minLength(1, messages.formats), z.maxLength(2, messages.formats)),
    open: z.boolean(),
    archived: z.boolean(),
  }

  const every = z.strictObject(fields)
  /** A new cohort: four fields are required; the rest default to the spec's programme (COHORT_DEFAULTS). */
  const create = z.extend(z.partial(z.omit(every, { archived: true })), {
    startDate: fields.startDate,
    capacity: fields.capacity,
    sessionPrice: fields.sessionPrice,
    completePrice: fields.completePrice,
  })
  /** A change: any field, each as above. */
  const patch = z.partial(every)
  return { every, create, patch }
}

type CohortSchemas = ReturnType<typeof cohortSchemas>
export type CohortCreate = z.output<CohortSchemas['create']>
export type CohortPatch = z.output<CohortSchemas['patch']>
/** Every field staff set on a cohort, as the schemas above check them. */
export type CohortFields = z.output<CohortSchemas['every']>

/**
 * What a new cohort has unless staff say otherwise: the spec's programme. The table's column
 * defaults, the store and the console's form read it; the place is content's (BRAND.venue).
 */
export const COHORT_DEFAULTS = {
  sessionStart: '10:00',
  sessionEnd: '14:00',
  formats: ['in-person', 'virtual'],
  groupMinimum: 3,
  groupPercent: 15,
  refundDays: 14,
  offerHours: 48,
  holdHours: 72,
  headStartHours: 48,
  assistanceDecisionDays: 5,
  minimumSessions: 3,
  open: false,
} satisfies Partial<CohortFields>

/** A cohort as staff see and edit it: its fields, and what the server keeps and counts. */
export interface Cohort extends CohortFields {
  id: string
  sessionDates: string[]
  /** Registrations that hold a seat in it: seated, or offered a freed seat not yet claimed. */
  seatsTaken: number
  /** When it first opened while ahead (the families in line were told then); null until then. */
  openedAt: string | null
  /** The end of the head start of the families in line at its opening; null: none. */
  headStartUntil: string | null
  /** Of those, the offers still open. */
  seatsOffered: number
  /** Registrations waiting for a seat. */
  waitlisted: number
  /** The cohort's books, in the console's list only (allCohorts). */
  money?: CohortMoney
  createdAt: string
  updatedAt: string | null
}

/** The console's list: every cohort, and what the page makes of them today (the server's clock and rule). */
export interface CohortList {
  cohorts: Cohort[]
  /** The bootcamp's day (`YYYY-MM-DD`) the list was judged on. */
  today: string
  /** The cohort the page shows as next; null while none is ahead. */
  nextId: string | null
}

/** A cohort as the page shows it: no internal counts, and only offers that can still be taken. */
export interface PublicCohort {
  id: string
  startDate: string
  endDate: string
  sessionDates: string[]
  sessionStart: string
  sessionEnd: string
  place: string
  formats: CohortFormat[]
  prices: { session: number; sessionMax: number | null; complete: number; currency: 'USD' }
  /** Present only until the end of its deadline day (bootcamp time zone). */
  earlyBird: { deadline: string; saving: number } | null
  group: { minimum: number; percent: number }
  refundDays: number
  /** Until when families in line are offered its seats first (newcomers join the waitlist); null or absent when not now. */
  headStartUntil?: string | null
  /** Seats a newcomer can still take: none while people wait on the waitlist. */
  seatsLeft: number
}

/** The fields a staff member's values are checked across, and the message for each failure. */
export function crossFieldIssues(
  cohort: Pick<
    Cohort,
    | 'startDate'
    | 'earlyBirdDeadline'
    | 'earlyBirdSaving'
    | 'sessionPrice'
    | 'sessionPriceMax'
    | 'sessionStart'
    | 'sessionEnd'
  >,
  messages: CohortMessages,
) {
  const issues: { path: string; message: string }[] = []
  if ((cohort.earlyBirdDeadline === null) !== (cohort.earlyBirdSaving === null))
    issues.push({
      path: cohort.earlyBirdDeadline === null ? 'earlyBirdDeadline' : 'earlyBirdSaving',
      message: messages.earlyBirdPair,
    })
  if (cohort.earlyBirdDeadline !== null && cohort.earlyBirdDeadline >= cohort.startDate)
    issues.push({ path: 'earlyBirdDeadline', message: messages.deadlineAfterStart })
  if (cohort.sessionPriceMax !== null && cohort.sessionPriceMax < cohort.sessionPrice)
    issues.push({ path: 'sessionPriceMax', message: messages.rangeOrder })
  if (cohort.sessionEnd <= cohort.sessionStart) issues.push({ path: 'sessionEnd', message: messages.timeOrder })
  return issues
}

export * from './cohort-slots'

/** A cohort's books as staff read them on its card: what came in, what went back, who still owes. */
export interface CohortMoney {
  /** Paid in, before refunds, in cents. */
  paidCents: number
  refundedCents: number
  /** Registrations with a payment in. */
  paid: number
  /** Seated registrations with nothing paid yet (a waiver counts as nothing owed, not unpaid). */
  unpaidSeated: number
  /** Requests for financial assistance waiting for staff. */
  openAssistance: number
}

/** The fields of a cohort that only a role with `prices` changes: its prices and its offers. */
export const PRICE_FIELDS = [
  'sessionPrice',
  'sessionPriceMax',
  'completePrice',
  'earlyBirdDeadline',
  'earlyBirdSaving',
  'groupMinimum',
  'groupPercent',
  'refundDays',
  'offerHours',
  'holdHours',
  'assistanceDecisionDays',
] as const satisfies readonly (keyof CohortPatch)[]
