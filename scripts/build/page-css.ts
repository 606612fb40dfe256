/**
 * The home pages' inline stylesheet, cut to what their markup uses. The shared sheet holds every
 * element's rules, states only a script renders among them (notices, a spinner); the pages must
 * fit the first round trip (14,600 B with their headers), so each page's shadow root carries only
 * the rules its own markup, and the markup the worker writes into it for a form sent without
 * script, can match. A form's island adopts the whole shared sheet as it hydrates
 * (widget/runtime.tsx): the same rules in the same order, so what the script renders is styled.
 */
import { transform, type Selector } from 'lightningcss'

/** The words of every `class` attribute in the markup (JSON-escaped markup too). */
function classesIn(markup: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of markup.matchAll(/class=\\?"([^"\\]*)\\?"/g))
    for (const name of value!.split(/\s+/)) if (name) classes.add(name)
  return classes
}

/** The element names used in the markup. */
const elementsIn = (markup: string) => new Set([...markup.matchAll(/<([a-z][a-z0-9-]*)/g)].map(([, name]) => name!))

/** The input types in the markup (`text` for an input without one). */
const inputTypesIn = (markup: string) =>
  new Set([...markup.matchAll(/<input\b[^>]*>/g)].map(([input]) => / type="([a-z-]+)"/.exec(input)?.[1] ?? 'text'))

const DATE_TYPES = ['date', 'time', 'datetime-local', 'month', 'week']

/** The preflight's pseudo-elements that only inputs of some types have: the types. */
function typesWithPseudoElement(name: string): string[] | null {
  if (name === 'file-selector-button') return ['file']
  if (name === '-webkit-search-decoration') return ['search']
  if (/^-webkit-(inner|outer)-spin-button$/.test(name)) return ['number', ...DATE_TYPES]
  if (/^-webkit-(date-and-time-value|datetime-edit.*|calendar-picker-indicator)$/.test(name)) return DATE_TYPES
  return null
}

interface Used {
  classes: Set<string>
  elements: Set<string>
  inputTypes: Set<string>
}

const pseudoElementCanMatch = (name: string, { inputTypes }: Used) =>
  typesWithPseudoElement(name)?.some((type) => inputTypes.has(type)) ?? true

/**
 * A selector that can match in this markup: each class and element it names at its own level
 * (not inside `:where()`/`:is()`, which Tailwind uses for group and peer states) is in it, and an
 * input's pseudo-element (a date field's parts) has an input of its type.
 */
const canMatch = (selector: Selector, used: Used) =>
  selector.every((part) => {
    if (part.type === 'class') return used.classes.has(part.name)
    if (part.type === 'type') return used.elements.has(part.name.toLowerCase())
    if (part.type === 'pseudo-element')
      return pseudoElementCanMatch(part.kind === 'custom' ? part.name : part.kind, used)
    return true
  })

const CUSTOM_PROPERTY_DECLARATION = /(?<=[{;])(--[\w-]+):[^;{}]*;?/g

/** The custom properties a sheet reads through `var()`. */
const propertiesRead = (css: string) => new Set([...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name))

/** Removes custom properties that no `var()` left in the sheet reads, until none is left to remove. */
function withoutUnreadProperties(css: string): string {
  for (;;) {
    const read = propertiesRead(css)
    const next = css
      .replace(CUSTOM_PROPERTY_DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''))
      .replace(/;}/g, '}')
    if (next === css) return next
    css = next
  }
}

const THEME_RULE = /@layer theme\{:root,:host\{([^}]*)\}/
/** A `var()` with no other `var()` inside it: its name, and a fallback without parentheses. */
const INNERMOST_VAR = /var\((--[\w-]+)(?:,[^()]*)?\)/g

/**
 * Tailwind's theme values written where they are read (`calc(var(--spacing) * 4)` becomes `1rem`
 * once minified), as Tailwind's own `theme(inline)` would: the theme rule is the only place the
 * page's sheet declares them, and nothing outside the page's shadow root sets them, so each
 * `var()` can only ever be that value. The partner-settable `--bootcamp-*` stay as they are.
 */
function withThemeInlined(css: string): string {
  const theme = THEME_RULE.exec(css)?.[1]
  if (!theme) throw new Error("the shared sheet's theme rule (@layer theme{:root,:host{…}}) is not where it was")
  // Mixed colours keep their variable: lightningcss would compute `color-mix(in oklab, #fff 10%,
  // transparent)` itself, a shade off Chromium's own (the whole sheet, adopted as a form
  // hydrates, would then repaint it).
  const mixed = new Set([...css.matchAll(/color-mix\([^;{}]*?var\((--[\w-]+)/g)].map(([, name]) => name))
  const values = new Map<string, string>()
  for (const declaration of theme.split(/;(?=--)/)) {
    const colon = declaration.indexOf(':')
    const name = declaration.slice(0, colon)
    // Declared once: nothing in the page (a state, a media query) gives it another value.
    if (css.split(`${name}:`).length === 2 && !mixed.has(name)) values.set(name, declaration.slice(colon + 1))
  }
  for (;;) {
    const next = css.replace(INNERMOST_VAR, (read, name: string) => values.get(name) ?? read)
    if (next === css) return css
    css = next
  }
}

const COLOR_MIX_SUPPORTS = String.raw`@supports \(color:color-mix\(in lab, red, red\)\)`
/** `property:fallback;@supports (color-mix){property:value}`, as a declaration or as a rule of its own. */
const COLOR_MIX_DECLARATION = new RegExp(String.raw`([\w-]+):[^;{}]*;${COLOR_MIX_SUPPORTS}\{\1:([^;{}]*)\}`, 'g')
const COLOR_MIX_RULE = new RegExp(
  String.raw`([^{}]+)\{([\w-]+):[^;{}]*\}${COLOR_MIX_SUPPORTS}\{\1\{\2:([^;{}]*)\}\}`,
  'g',
)

/**
 * Tailwind's colours with an opacity, without the fallback for browsers lacking `color-mix()`:
 * the page's sheet applies only where its declarative shadow root attaches (Chrome 111, Safari
 * 16.4, Firefox 123), and each of those has `color-mix()` (Chrome 111, Safari 16.2, Firefox 113).
 */
const withoutColorMixFallbacks = (css: string) =>
  css.replace(COLOR_MIX_DECLARATION, '$1:$2').replace(COLOR_MIX_RULE, '$1{$2:$3}')

/** The sheet's rules that can match `markup`, then the custom properties those rules read. */
export function pageCss(css: string, markup: string): string {
  const used: Used = { classes: classesIn(markup), elements: elementsIn(markup), inputTypes: inputTypesIn(markup) }
  const matching = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // A rule is kept whole if one of its selectors can match: lightningcss cannot write back
        // every rule it hands a visitor (a pseudo-element of the preflight's lists), so none is edited.
        style(rule) {
          return rule.value.selectors.some((selector) => canMatch(selector, used)) ? undefined : []
        },
      },
    },
  }).code.toString()
  const inlined = withoutUnreadProperties(withThemeInlined(matching))
  return withoutColorMixFallbacks(
    transform({ filename: 'page.css', code: Buffer.from(inlined), minify: true }).code.toString(),
  )
}
