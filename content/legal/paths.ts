import type { Language } from '../language-tag'

/** The legal pages the worker serves, each at `/<name>`. */
export const LEGAL_PAGES = ['privacy', 'terms', 'accessibility'] as const

export type LegalPageName = (typeof LEGAL_PAGES)[number]

/** A legal page's address: `/terms`, and in Spanish `/terms?lang=es`, as the family's pages do. */
export const legalHref = (name: LegalPageName, language: Language) =>
  `/${name}${language === 'en' ? '' : `?lang=${language}`}`
