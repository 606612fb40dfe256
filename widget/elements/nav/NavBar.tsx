import { useId } from 'react'
import { BRAND } from '../../../content/brand'
import { LANGUAGE_NAMES, LANGUAGES } from '../../../content/language'
import { NAV as NAV_IN_EVERY_LANGUAGE } from '../../../content/nav'
import { SITE } from '../../../content/site'
import { useLanguage } from '../../lib/element-context'
import { scrollsTo, switchesLanguage, togglesMenu } from '../../static/actions'
import { Icon } from '../../ui/Icon'
import { BrandMark } from './BrandMark'

const LINK =
  'min-h-11 cursor-pointer rounded-lg px-3 text-sm font-semibold text-ink hover:bg-slate-100 hover:text-primary focus-visible:outline-3 focus-visible:outline-primary'

/** EN | ES: each language's home page, named in its own language; the current one is marked. */
function LanguageSwitch({ current, label }: { current: string; label: string }) {
  return (
    <div role="group" aria-label={label}>
      <ul className="flex items-center rounded-lg ring-1 ring-slate-300">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={SITE[language].path}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              className="grid min-h-11 min-w-11 place-items-center rounded-lg px-2 text-sm font-bold text-ink hover:text-primary focus-visible:outline-3 focus-visible:outline-primary aria-[current]:bg-primary aria-[current]:text-on-primary"
              {...switchesLanguage}
            >
              <abbr title={LANGUAGE_NAMES[language].name} className="no-underline">
                {LANGUAGE_NAMES[language].short}
              </abbr>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * `<bootcamp-nav>`: sticky bar; under 768 px a menu button toggles the same four links. Rendered
 * at build time only: the buttons' behaviour is in static/actions.ts.
 */
export function NavBar() {
  const language = useLanguage()
  const NAV = NAV_IN_EVERY_LANGUAGE[language]
  const menuId = useId()
  return (
    <header part="nav" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95">
      <nav
        aria-label={NAV.label}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6"
      >
        <BrandMark />
        <ul className="hidden items-center gap-1 md:flex">
          {NAV.links.map((link) => (
            <li key={link.anchor}>
              <a className={`${LINK} inline-flex items-center`} {...scrollsTo(link.anchor)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <LanguageSwitch current={language} label={NAV.languageSwitch} />
          <button
            type="button"
            part="menu-button"
            className="group grid size-11 place-items-center rounded-lg text-ink hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-primary md:hidden"
            aria-expanded="false"
            aria-label={NAV.menuOpen}
            {...togglesMenu(menuId, NAV.menuClose)}
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="x" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </nav>
      <ul id={menuId} hidden part="menu" className="border-t border-slate-200 px-4 pb-3 md:hidden">
        {NAV.links.map((link) => (
          <li key={link.anchor}>
            <a className={`${LINK} flex w-full items-center`} {...scrollsTo(link.anchor)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <span className="sr-only">{BRAND.fullName}</span>
    </header>
  )
}
