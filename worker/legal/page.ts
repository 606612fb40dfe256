import { html } from 'hono/html'
import { SITE } from '../../content/site'
import type { Language } from '../../content/language'
import { LEGAL_FRAME } from '../../content/legal/frame'
import { LEGAL_PAGES, legalHref, type LegalPageName } from '../../content/legal/paths'
import type { LegalPage } from '../../content/legal/types'
import { sitePage } from '../base/page-layout'

/**
 * One legal page: its title, version and date, its sections, anything the page adds (the
 * privacy page's retention schedule), then the other two pages and the way back to the site.
 */
export function legalPage(name: LegalPageName, page: LegalPage, language: Language, extra = html``) {
  const frame = LEGAL_FRAME[language]
  const others = LEGAL_PAGES.filter((other) => other !== name)
  return sitePage(
    page.title,
    html`<h1>${page.title}</h1>
      <p class="note">${frame.versionLine(page.version, page.date)}</p>
      <p>${page.intro}</p>
      ${page.sections.map(
        (section, index) => html`<section aria-labelledby="part-${index + 1}">
          <h2 id="part-${index + 1}">${section.heading}</h2>
          ${section.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
        </section>`,
      )}${extra}
      <nav aria-label="${frame.otherPages}">
        <h2>${frame.otherPages}</h2>
        <ul class="links">
          ${others.map((other) => html`<li><a href="${legalHref(other, language)}">${frame.titles[other]}</a></li>`)}
          <li><a href="${SITE[language].path}">${frame.homeLink}</a></li>
        </ul>
      </nav>`,
    language,
  )
}
