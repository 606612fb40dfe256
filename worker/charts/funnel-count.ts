import { and, eq, ne, sql } from 'drizzle-orm'
import type { FunnelForm, FunnelStep } from '../../contract/constants'
import { FUNNEL_CAMPAIGNS_PER_DAY, FUNNEL_EVENTS } from '../../contract/funnel'
import { funnelDays } from '../base/db/schema'
import type { Database } from '../base/env'

/** The step whose total a step's total may not pass: a form is started only once shown, sent only once started. */
const AFTER: Record<FunnelStep, FunnelStep | null> = { view: null, start: 'view', send: 'start' }

/** One beacon as counted: the bootcamp's day it arrived on, and what it carried. */
interface CountedBeacon {
  day: string
  source: string
  campaign: string
  events: readonly string[]
}

/**
 * The statements that add a beacon to the day's totals, one per form and step it carries, for
 * one batch (in the order view, start, send, so a beacon's own view counts before its start).
 * Each adds one only while the totals stay plausible, decided in the same statement:
 * - a form's starts never pass its views that day, nor its sends its starts (per partner and
 *   campaign). Totals, not a beacon's own events: the widget sends a view when the page is idle
 *   and the start and the send later, each in a beacon of its own. A start that arrives before
 *   its view (two beacons overtaking each other) is not counted: the totals are a lower bound;
 * - a partner's campaigns that day stay at most FUNNEL_CAMPAIGNS_PER_DAY (none is always counted).
 */
export function countStatements(db: Database, { day, source, campaign, events }: CountedBeacon) {
  const ofCampaign = and(eq(funnelDays.day, day), eq(funnelDays.source, source), eq(funnelDays.campaign, campaign))
  const total = (form: FunnelForm, step: FunnelStep) =>
    sql`coalesce((SELECT ${funnelDays.count} FROM ${funnelDays} WHERE ${and(ofCampaign, eq(funnelDays.form, form), eq(funnelDays.step, step))}), 0)`
  const campaignsThatDay = sql`(SELECT count(DISTINCT ${funnelDays.campaign}) FROM ${funnelDays} WHERE ${and(eq(funnelDays.day, day), eq(funnelDays.source, source), ne(funnelDays.campaign, ''))})`
  const campaignCounted =
    campaign === ''
      ? undefined
      : sql`(EXISTS (SELECT 1 FROM ${funnelDays} WHERE ${ofCampaign}) OR ${campaignsThatDay} < ${FUNNEL_CAMPAIGNS_PER_DAY})`
  return FUNNEL_EVENTS.filter((event) => events.includes(event.name)).map(({ form, step }) => {
    const after = AFTER[step]
    const plausible = after ? sql`${total(form, after)} > ${total(form, step)}` : undefined
    const row = {
      day: sql<string>`${day}`.as('day'),
      source: sql<string>`${source}`.as('source'),
      campaign: sql<string>`${campaign}`.as('campaign'),
      form: sql<FunnelForm>`${form}`.as('form'),
      step: sql<FunnelStep>`${step}`.as('step'),
      count: sql<number>`1`.as('count'),
    }
    return (
      db
        .insert(funnelDays)
        // SQLite needs the WHERE (`true` at least) to read the ON CONFLICT after an INSERT … SELECT.
        .select(
          db
            .select(row)
            .from(sql`(SELECT 1)`)
            .where(and(sql`true`, campaignCounted, plausible)),
        )
        .onConflictDoUpdate({
          target: [funnelDays.day, funnelDays.source, funnelDays.campaign, funnelDays.form, funnelDays.step],
          set: { count: sql`${funnelDays.count} + 1` },
        })
    )
  })
}
