/**
 * Build-time only: React renders every section here, never again for the static ones. Vite
 * loads this in Node twice: for each element chunk's HTML (scripts/vite/element-html.ts) and
 * for the home page's declarative shadow root (scripts/build/prerender.ts).
 */
import type { ComponentType } from 'react'
import { FORMS } from '../content/forms'
import type { Language } from '../content/language'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { ElementTree } from './element-tree'
import { ButtonLink } from './ui/Button'
import { ContactSection } from './elements/contact/ContactSection'
import { SiteFooter } from './elements/footer/SiteFooter'
import { Hero } from './elements/hero/Hero'
import { NavBar } from './elements/nav/NavBar'
import { BootcampPage } from './elements/page/BootcampPage'
import { ProgramSection } from './elements/program/ProgramSection'
import { SummitIllustration } from './elements/program/SummitIllustration'
import { PROGRAM } from '../content/program'
import { RegisterSection } from './elements/register/RegisterSection'
import { ResearchSection } from './elements/research/ResearchSection'
import { ScheduleSection } from './elements/schedule/ScheduleSection'
import { SignupSection } from './elements/signup/SignupSection'
import { StatsStrip } from './elements/stats/StatsStrip'
import { ElementContextProvider, type ElementContextValue } from './lib/element-context'
import { idPrefix, ISLAND_ATTRIBUTE, rootMarkup } from './markup'
import { FORM_ELEMENTS, NATIVE_FORM_ATTRIBUTE, type NativeForm, type ServedForm } from '../contract/native-forms'
import { PLACEMENTS, type Placement } from '../contract/responses'
import { keysOf, recordOf } from '../contract/records'
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
const buildContext = (
  language: Language,
  nativeForm = false,
  served: ServedForm | null = null,
): ElementContextValue => ({
  root: null,
  host: null,
  apiBase: '',
  partner: null,
  turnstileSiteKey: null,
  campaign: {},
  prefill: {},
  dialog: null,
  language,
  copy: FORMS[language],
  nativeForm,
  served,
})

/**
 * React's server renderer writes these props as it names them (`autoComplete`); HTML attribute
 * names are case-insensitive and browsers lower-case them while parsing, so lower-casing them
 * here changes nothing but makes the page valid as written.
 */
const CAMEL_CASED_ATTRIBUTES = / (autoComplete|inputMode|noValidate|hrefLang)=/g
const html = (markup: string) => markup.replace(CAMEL_CASED_ATTRIBUTES, (_, name: string) => ` ${name.toLowerCase()}=`)

type IslandTag = keyof typeof ISLANDS

/** A form as the browser will hydrate it: its own React root, with the same id prefix. */
function islandMarkup(
  tag: IslandTag,
  language: Language,
  nativeForm: boolean,
  served: ServedForm | null = null,
): string {
  return html(
    renderToString(
      <ElementTree
        Section={ISLANDS[tag]}
        context={buildContext(language, nativeForm, served)}
        noticesLabel={FORMS[language].notices.pageLabels[tag]}
      />,
      { identifierPrefix: idPrefix(tag) },
    ),
  )
}

/** An island's wrapper as the page renders it, filled with its form. */
const island = (tag: IslandTag, language: Language, nativeForm: boolean) =>
  `<div ${ISLAND_ATTRIBUTE}="${tag}"${nativeForm ? ` ${NATIVE_FORM_ATTRIBUTE}` : ''} class="contents">${islandMarkup(tag, language, nativeForm)}</div>`

/**
 * Everything inside a static element's shadow root but the styles, in one language. With
 * `nativeForms` (our own pages, never a partner's: there the page is not ours to post to) each
 * form can be sent before its script arrives, or without one.
 */
export function elementMarkup(tag: StaticTag, language: Language, nativeForms = false): string {
  const Section = STATIC_SECTIONS[tag]
  let markup = html(
    renderToString(
      <ElementContextProvider value={buildContext(language)}>
        <Section />
      </ElementContextProvider>,
    ),
  )
  for (const tag of keysOf(ISLANDS)) {
    const empty = new RegExp(`<div ${ISLAND_ATTRIBUTE}="${tag}"[^>]*></div>`)
    if (!empty.test(markup)) continue
    markup = markup.replace(empty, () => island(tag, language, nativeForms))
  }
  return rootMarkup(markup, language)
}

/** The form alone, as an iframe page shows it before its script (worker/pages/embed.ts). */
export const nativeFormMarkup = (tag: IslandTag, language: Language) =>
  rootMarkup(island(tag, language, true), language)

/**
 * A dialog-mode form's button as an iframe page shows it before its script: a link to the form's
 * own iframe page (`{href}`), with the button's words (`{label}`), so that it works without one.
 */
export const dialogTriggerMarkup = (language: Language) =>
  rootMarkup(
    html(
      renderToString(
        <ButtonLink size="lg" part="trigger" href="https://href.invalid/">
          {'{label}'}
        </ButtonLink>,
      ),
    ).replace('https://href.invalid/', '{href}'),
    language,
  )

const AGAIN_PLACEHOLDER = 'https://again.invalid/'

/**
 * What the worker puts in an island whose form was sent without script (worker/no-script/): the
 * island's content with its success panel, in one language, for each placement a registration
 * can be told (`none`: the other forms), as React renders the served state, so hydration finds
 * the same markup. The link back to the empty form is `{again}`; the worker writes the address.
 */
export function successIslands(language: Language): Record<NativeForm, Partial<Record<Placement | 'none', string>>> {
  return recordOf(keysOf(FORM_ELEMENTS), (form) => {
    const tag = FORM_ELEMENTS[form]
    const panels: Partial<Record<Placement | 'none', string>> = {}
    for (const placement of form === 'registration' ? [...PLACEMENTS, null] : [null]) {
      const markup = islandMarkup(tag, language, true, { status: 'done', placement, again: AGAIN_PLACEHOLDER })
      if (!markup.includes('part="success-panel"') || markup.split(AGAIN_PLACEHOLDER).length !== 2)
        throw new Error(`${tag}: no success panel with one link back to the form`)
      panels[placement ?? 'none'] = markup.replace(AGAIN_PLACEHOLDER, '{again}')
    }
    return panels
  })
}

/** The programme's illustration as the page renders it inline, with its label in `language`. */
export const summitIllustrationMarkup = (language: Language) =>
  renderToStaticMarkup(<SummitIllustration label={PROGRAM[language].imageAlt} />)
