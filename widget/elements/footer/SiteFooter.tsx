import { BRAND, SOCIAL_LINKS } from '../../../content/brand'
import { FOOTER as FOOTER_IN_EVERY_LANGUAGE } from '../../../content/footer'
import { legalHref } from '../../../content/legal/paths'
import { useLanguage } from '../../lib/element-context'
import { placeholderLink, scrollsTo } from '../../static/actions'
import { BrandMark } from '../nav/BrandMark'

const LINK =
  'inline-flex min-h-11 items-center text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white'

/** `<bootcamp-footer>`: quick links that scroll, a FAQ link and social links that do nothing yet, the legal pages. */
export function SiteFooter() {
  const language = useLanguage()
  const FOOTER = FOOTER_IN_EVERY_LANGUAGE[language]
  return (
    <footer part="section section-footer" className="bg-slate-950 px-4 pt-14 pb-8 text-slate-300 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <BrandMark inverted />
          <p className="mt-4 max-w-xs text-sm">{FOOTER.about}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            {FOOTER.quickLinksHeading}
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4">
            {FOOTER.quickLinks.map((link) => (
              <li key={link.anchor}>
                <a className={`${LINK} cursor-pointer`} {...scrollsTo(link.anchor)}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a {...placeholderLink} className={LINK}>
                {FOOTER.faq}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{FOOTER.followHeading}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-5">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a {...placeholderLink} href={link.href} className={LINK}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-10 flex max-w-6xl flex-col gap-4 border-t border-slate-800 pt-6 text-sm md:flex-row md:items-center md:justify-between">
        {/* One text node: React writes no `<!-- -->` between parts into the pre-rendered pages. */}
        <p>{`© ${BRAND.copyrightYear} ${BRAND.fullName}. ${FOOTER.rights}`}</p>
        <ul className="flex flex-wrap gap-x-5">
          {/* hrefLang: on a partner's page these open our pages, not the school's (static/show.ts). */}
          {FOOTER.legal.map((link) => (
            <li key={link.id}>
              <a href={legalHref(link.id, language)} hrefLang={language} className={LINK}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
