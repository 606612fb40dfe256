import * as z from 'zod/mini'
import { FUNNEL_FORMS, FUNNEL_STEPS, LIMITS, type FunnelForm, type FunnelStep } from './constants'
import { CAMPAIGN_TAG, PARTNER_SLUG } from './schemas'

/**
 * The widget's anonymous funnel beacon: which forms of one page view were shown, started and
 * sent, for which partner and campaign. Nothing in it tells one visitor from another: no
 * cookie, no id, no address, no time finer than the day it is counted on. It travels as
 * `text/plain` (navigator.sendBeacon; a cross-origin JSON beacon throws in Chromium), its text JSON.
 */
export const FUNNEL_BEACON_MAX_BYTES = 1024
const funnelEvent = (form: FunnelForm, step: FunnelStep) => `${form}:${step}` as const
/** Every event a beacon may carry, with the form and step it counts. */
export const FUNNEL_EVENTS = FUNNEL_FORMS.flatMap((form) =>
  FUNNEL_STEPS.map((step) => ({ form, step, name: funnelEvent(form, step) })),
)
const EVENTS = FUNNEL_EVENTS.map((event) => event.name)

/**
 * The most distinct campaigns a partner's funnel counts in a day (besides none). A partner runs a
 * handful at once (a newsletter, a poster, a post per network); 20 leaves room for all of them,
 * keeps the chart readable, and stops a script from filling the table with one row per made-up
 * campaign. A beacon for a further campaign is dropped like one past the rate limit.
 */
export const FUNNEL_CAMPAIGNS_PER_DAY = 20

export const funnelBeaconSchema = z.strictObject({
  /** The partner slug, or '' on our own page. */
  source: z.union([z.literal(''), z.string().check(z.regex(PARTNER_SLUG))]),
  /** The page's utm_campaign under the submissions' rule (no controls, no direction marks), or '' without one. */
  campaign: z.union([z.literal(''), z.string().check(z.maxLength(LIMITS.campaignTag), z.regex(CAMPAIGN_TAG))]),
  events: z.array(z.enum(EVENTS)).check(z.minLength(1), z.maxLength(EVENTS.length)),
})
