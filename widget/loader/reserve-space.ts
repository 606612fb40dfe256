import type { BootcampTag } from '../public-types'
import { reserveSheet } from './readiness'

/** The viewport widths from which each language's columns of RESERVED_HEIGHTS apply (Tailwind's md and lg). */
export const RESERVED_WIDTHS = [0, 768, 1024] as const

type Tag = Exclude<BootcampTag, 'bootcamp-page'>
type Heights = readonly [number, number, number]

/**
 * Height (px) each element renders at under 768 px, from 768 px and from 1024 px wide,
 * measured at 375, 768 and 1280 px: three in English, then three in Spanish (whose longer words
 * wrap onto more lines). They are reserved until an element's code has rendered
 * (readiness.ts), so content that arrives below the fold pushes nothing around. Between
 * those widths text wraps differently, so the reserve is close rather than exact. A browser test
 * renders every element at the three widths in both languages and fails when one of these no
 * longer matches; the README's table is generated from here. The registration form's lines that
 * depend on the cohorts ahead (its seats, a choice of cohorts) are reserved as their texts arrive
 * (cohort-texts.ts). (One row per element: the loader carries each tag's name once.)
 */
export const RESERVED_HEIGHTS: Record<Tag, readonly [...Heights, ...Heights]> = {
  'bootcamp-nav': [69, 69, 69, 69, 69, 69],
  'bootcamp-hero': [884, 732, 732, 960, 760, 760],
  'bootcamp-stats': [544, 400, 250, 560, 420, 274],
  'bootcamp-program': [2121, 1804, 1268, 2093, 1848, 1240],
  'bootcamp-schedule': [2368, 1660, 1434, 2392, 1684, 1482],
  'bootcamp-register': [1492, 1207, 1189, 1512, 1189, 1189],
  'bootcamp-signup': [520, 344, 344, 544, 368, 344],
  'bootcamp-research': [1128, 736, 664, 1152, 828, 688],
  'bootcamp-contact': [1367, 1279, 873, 1387, 1279, 873],
  'bootcamp-footer': [737, 405, 361, 805, 421, 361],
}

/** Where the Spanish columns start in a row of RESERVED_HEIGHTS. */
const SPANISH_COLUMN = 3

/** Where each language's three columns start in a row of RESERVED_HEIGHTS (for the tests and the README). */
export const LANGUAGE_COLUMNS = { en: 0, es: SPANISH_COLUMN } as const

/** A dialog-mode element's trigger button (min-h-12). */
export const DIALOG_TRIGGER_HEIGHT = 48

/**
 * Fills the reserve sheet every element's shadow root adopts until it renders (readiness.ts):
 * `:host(...)` rules, so nothing is written on the host page or its elements, and a host's own
 * rule for an element's height wins over ours.
 */
export function reserveSpace() {
  const rules = RESERVED_WIDTHS.map((width, column) => {
    // English is the default; a Spanish element (CSS :lang() reads its lang or an ancestor's, as
    // the loader does) has its own rule in every column, even where the heights are the same: a
    // rule from a narrower column must never outrank a wider column's English one.
    const body = Object.entries(RESERVED_HEIGHTS)
      .map(([tag, heights]) => {
        const reserve = (selector: string, height: number) =>
          `:host(${selector}:not([mode=dialog])){min-height:${height}px}`
        return reserve(tag, heights[column]!) + reserve(`${tag}:lang(es)`, heights[SPANISH_COLUMN + column]!)
      })
      .join('')
    return width ? `@media (min-width:${width}px){${body}}` : body
  })
  // In dialog mode an element is one button tall until the dialog opens.
  reserveSheet().replaceSync(
    `:host(bootcamp-page){min-height:100vh}:host([mode=dialog]){min-height:${DIALOG_TRIGGER_HEIGHT}px}${rules.join('')}`,
  )
}
