import {
  COHORT_BOX_ATTRIBUTE,
  COHORT_SLOT_ATTRIBUTE,
  COHORT_SLOTS,
  isSlotOf,
  type CohortSlot,
  type CohortTexts,
} from '../../contract/cohort-slots'
import { isKeyOf, recordOf } from '../../contract/records'

const slotOf = (texts: CohortTexts, element: Element, attribute: string): string | null | undefined => {
  const name = element.getAttribute(attribute)
  return isSlotOf(texts, name) ? texts.slots[name] : undefined
}

/** The texts shown so far on this page, per language: a form hydrating inside the page starts from the ones its markup shows. */
const shownTexts = new Map<string, CohortTexts>()

/** Writes the next cohort's texts into an element's markup, as the worker does on `/` and `/es` (worker/cohorts/page.ts). */
function showCohortTexts(root: ParentNode, texts: CohortTexts) {
  shownTexts.set(texts.language, texts)
  for (const element of root.querySelectorAll(`[${COHORT_SLOT_ATTRIBUTE}]`)) {
    const text = slotOf(texts, element, COHORT_SLOT_ATTRIBUTE)
    if (text !== undefined) element.textContent = text ?? ''
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[${COHORT_BOX_ATTRIBUTE}]`)) {
    const text = slotOf(texts, element, COHORT_BOX_ATTRIBUTE)
    if (text !== undefined) element.hidden = text === null
  }
}

/** Texts read back from a page's markup: their slots are the page's, their choice of cohorts is not known. */
const readFromMarkup = new WeakSet<CohortTexts>()

/** Whether `texts` name the cohorts a form can choose from (texts read from a page's markup do not). */
export const knowsChoices = (texts: CohortTexts) => !readFromMarkup.has(texts)

/**
 * The texts the page shows already in `language`: written into a home page or an iframe page by
 * the worker, each in its `data-cohort` slot (read back here, so the page carries them once), or
 * shown by a page element. Undefined when nothing on the page shows one.
 */
export function shownCohortTexts(language: string): CohortTexts | undefined {
  if (shownTexts.has(language)) return shownTexts.get(language)
  if (document.documentElement.lang !== language) return undefined
  // Pre-rendered roots only (each opens with its inline sheet): a root the script rendered shows
  // the build's words until its texts arrive, and those are remembered above when they do.
  const roots = [...document.body.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot?.firstElementChild?.localName === 'style' ? [element.shadowRoot] : [],
  )
  const slots = recordOf<CohortSlot, string | null>(COHORT_SLOTS, () => null)
  let shown = false
  for (const root of roots) {
    for (const element of root.querySelectorAll(`[${COHORT_SLOT_ATTRIBUTE}]`)) {
      const name = element.getAttribute(COHORT_SLOT_ATTRIBUTE)
      if (isKeyOf(slots, name)) [slots[name], shown] = [element.textContent, true]
    }
    // A box the worker hid has no text to show: its slot is empty.
    for (const box of root.querySelectorAll<HTMLElement>(`[${COHORT_BOX_ATTRIBUTE}][hidden]`)) {
      const name = box.getAttribute(COHORT_BOX_ATTRIBUTE)
      if (isKeyOf(slots, name)) slots[name] = null
    }
  }
  if (!shown) return undefined
  const texts: CohortTexts = { language, slots, choices: [] }
  readFromMarkup.add(texts)
  return texts
}

/** How long an element waits for its cohort's facts before it shows its build's words (which name no date). */
const PATIENCE_MS = 3000

/**
 * Shows an element's markup with the next cohort's facts written in: at once when they have
 * arrived (the loader asked as the element was put on the page), else when they do, or after
 * a few seconds with the build's words, filled in if they arrive later.
 */
export function showWithCohortTexts(answer: Promise<CohortTexts | null>, show: () => ParentNode) {
  let shown: ParentNode | undefined
  const write = (texts: CohortTexts | null) => {
    if (texts && shown) showCohortTexts(shown, texts)
  }
  const patience = new Promise<null>((resolve) => setTimeout(resolve, PATIENCE_MS, null))
  return Promise.race([answer, patience]).then((texts) => {
    // Remembered first: a form rendered by `show` starts from them (shownCohortTexts).
    if (texts) shownTexts.set(texts.language, texts)
    shown = show()
    write(texts)
    if (!texts) void answer.then(write)
  })
}
