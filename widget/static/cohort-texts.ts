import {
  COHORT_BOX_ATTRIBUTE,
  COHORT_SLOT_ATTRIBUTE,
  COHORT_TEXTS_ID,
  isSlotOf,
  type CohortTexts,
} from '../../contract/cohort-slots'

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

/** The texts the page shows already in `language`: written by the worker into a home page, or by a page element. */
export function shownCohortTexts(language: string): CohortTexts | undefined {
  if (shownTexts.has(language)) return shownTexts.get(language)
  try {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the worker writes this script element (worker/cohorts/page.ts)
    const texts = JSON.parse(document.getElementById(COHORT_TEXTS_ID)?.textContent ?? 'null') as CohortTexts | null
    return texts?.language === language ? texts : undefined
  } catch {
    return undefined
  }
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
