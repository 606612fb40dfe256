/**
 * Heights (px) each element renders at on phones, from 768 px and from 1024 px wide, measured
 * in Chromium. They are reserved until an element's code has rendered (`data-bootcamp-ready`),
 * so content arriving below the fold pushes nothing around. Re-measure after a layout change.
 */
const HEIGHTS: Record<string, [number, number, number]> = {
  nav: [69, 69, 69],
  hero: [884, 732, 732],
  stats: [544, 400, 250],
  program: [2121, 1804, 1268],
  schedule: [2312, 1604, 1398],
  register: [1492, 1207, 1189],
  signup: [520, 344, 344],
  research: [1128, 736, 664],
  contact: [1367, 1279, 873],
  footer: [737, 405, 361],
}
const BREAKPOINTS = ['', '768px', '1024px']

export const READY_ATTRIBUTE = 'data-bootcamp-ready'

export function reserveSpace() {
  const rules = BREAKPOINTS.map((breakpoint, size) => {
    const body = Object.entries(HEIGHTS)
      .map(([name, heights]) => `bootcamp-${name}:not([${READY_ATTRIBUTE}]){min-height:${heights[size]}px}`)
      .join('')
    return breakpoint ? `@media (min-width:${breakpoint}){${body}}` : body
  })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(`bootcamp-page:not([${READY_ATTRIBUTE}]){min-height:100vh}${rules.join('')}`)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
