import css from './widget.css?inline'

let shared: CSSStyleSheet | undefined

/**
 * One constructable sheet for every shadow root of the page: parsed once, shared by reference.
 * Tailwind v4 registers its --tw-* variables with @property, which shadow roots ignore
 * (shadows, rings and borders would vanish), so those rules are also adopted by the document.
 */
export function widgetStyleSheet(): CSSStyleSheet {
  if (shared) return shared
  shared = new CSSStyleSheet()
  shared.replaceSync(css)
  registerPropertiesOnDocument(shared)
  return shared
}

function registerPropertiesOnDocument(sheet: CSSStyleSheet) {
  const rules = [...sheet.cssRules].filter((rule) => rule instanceof CSSPropertyRule)
  if (rules.length === 0) return
  const properties = new CSSStyleSheet()
  properties.replaceSync(rules.map((rule) => rule.cssText).join('\n'))
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, properties]
}
