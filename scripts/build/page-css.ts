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

/**
 * A selector that can match in this markup: each class and element it names at its own level
 * (not inside `:where()`/`:is()`, which Tailwind uses for group and peer states) is in it.
 */
const canMatch = (selector: Selector, classes: Set<string>, elements: Set<string>) =>
  selector.every(
    (part) =>
      (part.type !== 'class' || classes.has(part.name)) &&
      (part.type !== 'type' || elements.has(part.name.toLowerCase())),
  )

const CUSTOM_PROPERTY_DECLARATION = /(?<=[{;])(--[\w-]+):[^;{}]*;?/g

/** Removes custom properties that no `var()` left in the sheet reads, until none is left to remove. */
function withoutUnreadProperties(css: string): string {
  for (;;) {
    const read = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name))
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
  const values = new Map<string, string>()
  for (const declaration of theme.split(/;(?=--)/)) {
    const colon = declaration.indexOf(':')
    const name = declaration.slice(0, colon)
    // Declared once: nothing in the page (a state, a media query) gives it another value.
    if (css.split(`${name}:`).length === 2) values.set(name, declaration.slice(colon + 1))
  }
  for (;;) {
    const next = css.replace(INNERMOST_VAR, (read, name: string) => values.get(name) ?? read)
    if (next === css) return css
    css = next
  }
}

/** The sheet's rules that can match `markup`, then the custom properties those rules read. */
export function pageCss(css: string, markup: string): string {
  const classes = classesIn(markup)
  const elements = elementsIn(markup)
  const used = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // A rule is kept whole if one of its selectors can match: lightningcss cannot write back
        // every rule it hands a visitor (a pseudo-element of the preflight's lists), so none is edited.
        style(rule) {
          return rule.value.selectors.some((selector) => canMatch(selector, classes, elements)) ? undefined : []
        },
      },
    },
  }).code.toString()
  const inlined = withoutUnreadProperties(withThemeInlined(used))
  return transform({ filename: 'page.css', code: Buffer.from(inlined), minify: true }).code.toString()
}

/** Of the `@property` rules, those whose property the page's sheet reads. */
export function readProperties(propertyRules: string, pageSheet: string): string {
  const read = new Set([...pageSheet.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name))
  return propertyRules.replace(/@property\s+(--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
}
