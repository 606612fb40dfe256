import { createContext, useContext } from 'react'
import type { CohortTexts } from '../../contract/cohort-slots'
import type { ServedForm } from '../../contract/native-forms'
import type { FormsCopy } from '../../content/forms'
import type { Language } from '../../content/language'

/** What every component may need to know about the custom element it renders in. */
export interface ElementContextValue {
  /** The element's shadow root: anchors and focus are looked up here first. Null at build time. */
  root: ShadowRoot | null
  /** The custom element itself, where host events are dispatched. Null at build time. */
  host: HTMLElement | null
  /** Where API calls go: the `api-base` attribute, else the script's origin. */
  apiBase: string
  /** The `partner` attribute: sent with each submission and in each event; null when absent. */
  partner: string | null
  /** The `turnstile-site-key` attribute: when set, forms show Cloudflare's challenge. */
  turnstileSiteKey: string | null
  /** Campaign tags of the host page's address, sent with every submission. */
  campaign: Campaign
  /** Values a form starts with, from the element's attributes or the page's address. */
  prefill: { session?: string; subject?: string; group?: string }
  /** The `mode` attribute: a form element in `dialog` mode shows a button that opens it. */
  dialog: { triggerLabel: string | null } | null
  /** The element's language: its `lang`, else the host page's (see loader/language.ts). */
  language: Language
  /** The forms' words in that language: the loader fetched this language's copy only. */
  copy: FormsCopy
  /**
   * A form on one of our own pages (`/`, `/es`, an iframe page) posts to the page: it can be sent
   * before the script arrives, and the worker answers with the page (contract/native-forms.ts).
   */
  nativeForm: boolean
  /** The state the worker answered such a form in, for the script to start from; null otherwise. */
  served: ServedForm | null
  /** The next cohort's facts, worded (loader/cohort-texts.ts). Absent at build time, which writes the state with no cohort. */
  cohortTexts?: () => Promise<CohortTexts | null>
}

interface Campaign {
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
}

const ElementContext = createContext<ElementContextValue | null>(null)

/**
 * The context's provider: build-time sections need only it (their language); an element's tree
 * adds its notices around it (element-tree.tsx, so this module imports nothing that reads it).
 */
export const ElementContextProvider = ElementContext.Provider

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext)
  if (!value) throw new Error('useElement() outside an ElementRoot')
  return value
}

/** The forms' words in the element's language. */
export const useCopy = (): FormsCopy => useElement().copy

/** The element's language: build-time sections pick their copy with it. */
export const useLanguage = (): Language => useElement().language
