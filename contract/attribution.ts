import { entriesOf } from './records'

// No zod here: the forms' shared runtime reads these as a form shows, and zod comes later, with the
// schemas (widget/forms/use-schemas.ts).

/**
 * Which partner page a submission came from: the element's `partner` attribute, a short slug.
 * Missing means the worker's own page.
 */
export const PARTNER_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/

/**
 * Honeypot: a field people never see (it is hidden) but form-filling bots do. The API answers a
 * filled one exactly like a success and stores nothing, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website'

/**
 * Campaign tags from the link the visitor arrived by (utm_source, utm_medium, utm_campaign):
 * stored beside `source` so the programme can count which newsletter or poster worked. Words,
 * digits and the punctuation campaign tools use; nothing else, and not the Hangul fillers that
 * count as letters but show as nothing.
 */
export const CAMPAIGN_TAG = /^(?:(?![\u115f\u1160\u3164\uffa0])[\p{L}\p{N} ._~+:/@()-]){1,100}$/u

/** The address parameter behind each campaign tag. */
const CAMPAIGN_PARAMETERS = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' } as const

/**
 * The campaign tags of the link the visitor arrived by, from a page's address: read by the
 * element's script and by the worker for a form sent without one. A tag that would not pass the
 * contract is left out: a mangled link must not stop a registration.
 */
export function campaignOfAddress(address: URLSearchParams): Partial<Record<keyof typeof CAMPAIGN_PARAMETERS, string>> {
  const campaign: Partial<Record<keyof typeof CAMPAIGN_PARAMETERS, string>> = {}
  for (const [field, parameter] of entriesOf(CAMPAIGN_PARAMETERS)) {
    const value = address.get(parameter)
    if (value && CAMPAIGN_TAG.test(value)) campaign[field] = value
  }
  return campaign
}
