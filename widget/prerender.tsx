/**
 * Build-time only: React renders every section here, never again for the static ones. Vite
 * loads this in Node twice: for each element chunk's HTML (scripts/vite/element-html.ts) and
 * for the home page's declarative shadow root (scripts/prerender.ts).
 */
import type { ComponentType } from 'react'
import { FORMS } from '../content/forms'
import type { Language } from '../content/language'
import { renderToString } from 'react-dom/server'
import { ElementTree } from './element-tree'
import { ContactSection } from './elements/contact/ContactSection'
import { SiteFooter } from './elements/footer/SiteFooter'
import { Hero } from './elements/hero/Hero'
import { NavBar } from './elements/nav/NavBar'
import { BootcampPage } from './elements/page/BootcampPage'
import { ProgramSection } from './elements/program/ProgramSection'
import { RegisterSection } from './elements/register/RegisterSection'
import { ResearchSection } from './elements/research/ResearchSection'
import { ScheduleSection } from './elements/schedule/ScheduleSection'
import { SignupSection } from './elements/signup/SignupSection'
import { StatsStrip } from './elements/stats/StatsStrip'
import { ElementContextProvider, type ElementContextValue } from './lib/element-context'
import { idPrefix, ISLAND_ATTRIBUTE, rootMarkup } from './markup'
import type { BootcampTag } from './public-types'

/** Elements whose content never changes after the build: their chunk is this HTML. */
const STATIC_SECTIONS = {
  'bootcamp-page': BootcampPage,
  'bootcamp-nav': NavBar,
  'bootcamp-hero': Hero,
  'bootcamp-stats': StatsStrip,
  'bootcamp-program': ProgramSection,
  'bootcamp-schedule': ScheduleSection,
  'bootcamp-research': ResearchSection,
  'bootcamp-footer': SiteFooter,
} as const satisfies Partial<Record<BootcampTag, ComponentType>>
export type StaticTag = keyof typeof STATIC_SECTIONS

/** The forms inside `<bootcamp-page>`: rendered here, hydrated in the browser. */
const ISLANDS = {
  'bootcamp-register': RegisterSection,
  'bootcamp-signup': SignupSection,
  'bootcamp-contact': ContactSection,
} as const satisfies Partial<Record<BootcampTag, ComponentType>>

export const isStaticTag = (tag: string): tag is StaticTag => tag in STATIC_SECTIONS

/** At build time there is no element yet: no shadow root, no host, no attributes; only its language. */
const buildContext = (language: Language): ElementContextValue => ({ root: null, host: null, apiBase: '', partner: null, turnstileSiteKey: null, campaign: {}, prefill: {}, dialog: null, language, copy: FORMS[language] })

/**
 * React's server renderer writes these props as it names them (`autoComplete`); HTML attribute
 * names are case-insensitive and browsers lower-case them while parsing, so lower-casing them
 * here changes nothing but makes the page valid as written.
 */
const CAMEL_CASED_ATTRIBUTES = / (autoComplete|inputMode|noValidate|hrefLang)=/g
const html = (markup: string) => markup.replace(CAMEL_CASED_ATTRIBUTES, (_, name: string) => ` ${name.toLowerCase()}=`)

/** A form as the browser will hydrate it: its own React root, with the same id prefix. */
function islandMarkup(tag: keyof typeof ISLANDS, language: Language): string {
  return html(renderToString(<ElementTree Section={ISLANDS[tag]} context={buildContext(language)} noticesLabel={FORMS[language].notices.pageLabels[tag]} />, { identifierPrefix: idPrefix(tag) }))
}

/** Everything inside a static element's shadow root but the styles, in one language. */
export function elementMarkup(tag: StaticTag, language: Language): string {
  const Section = STATIC_SECTIONS[tag]
  let markup = html(renderToString(<ElementContextProvider value={buildContext(language)}><Section /></ElementContextProvider>))
  for (const island of Object.keys(ISLANDS) as (keyof typeof ISLANDS)[]) {
    const empty = new RegExp(`(<div ${ISLAND_ATTRIBUTE}="${island}"[^>]*>)(</div>)`)
    markup = markup.replace(empty, (_, open: string, close: string) => open + islandMarkup(island, language) + close)
  }
  return rootMarkup(markup, language)
}
