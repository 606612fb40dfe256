import type { BootcampTag } from '../public-types'

/** The viewport widths from which each column of RESERVED_HEIGHTS applies (Tailwind's md and lg). */
export const RESERVED_WIDTHS = [0, 768, 1024] as const

/**
 * Height (px) each element renders at under 768 px, from 768 px and from 1024 px wide,
 * measured at 375, 768 and 1280 px. They are reserved until an element's code has rendered
 * (`data-bootcamp-ready`), so content that arrives below the fold pushes nothing around.
 * Between those widths text wraps differently, so the reserve is close rather than exact.
 * A browser test renders every element at the three widths and fails when one of these no
 * longer matches; the README's table is generated from here.
 */
export const RESERVED_HEIGHTS = {
  'bootcamp-nav': [69, 69, 69],
  'bootcamp-hero': [884, 732, 732],
  'bootcamp-stats': [544, 400, 250],
  'bootcamp-program': [2121, 1804, 1268],
  'bootcamp-schedule': [2312, 1604, 1398],
  'bootcamp-register': [1492, 1207, 1189],
  'bootcamp-signup': [520, 344, 344],
  'bootcamp-research': [1128, 736, 664],
  'bootcamp-contact': [1367, 1279, 873],
  'bootcamp-footer': [737, 405, 361],
} as const satisfies Record<Exclude<BootcampTag, 'bootcamp-page'>, readonly [number, number, number]>

export const READY_ATTRIBUTE = 'data-bootcamp-ready'

/** A dialog-mode element's trigger button (min-h-12). */
export const DIALOG_TRIGGER_HEIGHT = 48

export function reserveSpace() {
  const rules = RESERVED_WIDTHS.map((width, column) => {
    const body = Object.entries(RESERVED_HEIGHTS)
      .map(([tag, heights]) => `${tag}:not([${READY_ATTRIBUTE}]):not([mode=dialog]){min-height:${heights[column]}px}`)
      .join('')
    return width ? `@media (min-width:${width}px){${body}}` : body
  })
  const sheet = new CSSStyleSheet()
  // In dialog mode an element is one button tall until the dialog opens.
  sheet.replaceSync(`bootcamp-page:not([${READY_ATTRIBUTE}]){min-height:100vh}[mode=dialog]:not([${READY_ATTRIBUTE}]){min-height:${DIALOG_TRIGGER_HEIGHT}px}${rules.join('')}`)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
