import { COLOUR_DEFAULTS, type ColourProperty } from '../styles/theme-defaults'

/**
 * WCAG contrast between two colours, and a console warning when a partner's theme puts text
 * below the 4.5:1 that WCAG 2.1 AA asks for. The theme is theirs; the warning tells their web
 * person before a student who reads with low vision meets it.
 */
type Rgb = [number, number, number]

/** Relative luminance (WCAG 2.x definition) of sRGB 0-255 channels. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The first three numbers as red, green and blue (0 where one is missing). */
const channels = ([red = 0, green = 0, blue = 0]: number[]): Rgb => [red, green, blue]

/** `#rgb` or `#rrggbb` to channels. */
export function hexToRgb(hex: string): Rgb {
  const digits = hex.replace('#', '')
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return channels([0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)))
}

/** The text-on-background pairs of the theme, by their documented property names. */
export const THEME_PAIRS = [
  ['--bootcamp-on-primary', '--bootcamp-primary'],
  ['--bootcamp-on-primary', '--bootcamp-primary-strong'],
  ['--bootcamp-on-accent', '--bootcamp-accent'],
  ['--bootcamp-text', '--bootcamp-surface'],
  ['--bootcamp-muted', '--bootcamp-surface'],
  ['--bootcamp-muted', '--bootcamp-canvas'],
] as const satisfies readonly (readonly [ColourProperty, ColourProperty])[]

const warned = new Set<string>()

/**
 * When the page is idle (reading computed colours forces a style pass we keep off the first
 * paint): resolves each pair as the element renders it (the host's values or the defaults) and
 * warns once per pair.
 */
export function warnOnLowContrast(shadow: ShadowRoot, tag: string) {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1))
  idle(() => checkContrast(shadow, tag))
}

function checkContrast(shadow: ShadowRoot, tag: string) {
  const probe = document.createElement('span')
  probe.hidden = true
  shadow.append(probe)
  const resolve = (property: ColourProperty): Rgb => {
    probe.style.color = `var(${property}, ${COLOUR_DEFAULTS[property]})`
    return channels((getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number))
  }
  for (const [text, background] of THEME_PAIRS) {
    const ratio = contrastRatio(resolve(text), resolve(background))
    const key = `${text}/${background}`
    if (ratio >= 4.5 || warned.has(key)) continue
    warned.add(key)
    console.warn(
      `<${tag}>: ${text} on ${background} has a contrast of ${ratio.toFixed(2)}:1, below the 4.5:1 of WCAG 2.1 AA.`,
    )
  }
  probe.remove()
}
