/**
 * The languages every visitor-facing word exists in, and the one reading of a language tag. A
 * leaf module (it imports nothing): the loader reads tags with it without sharing a module with
 * any chunk. content/language.ts re-exports it with the rest.
 */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The one reading of a language tag, wherever it comes from (an element's or page's `lang`, a
 * query parameter, a stored row): its primary subtag (`es` in `es-MX`, `ES`) when we speak it,
 * otherwise the default. Pure: the loader, the worker and the emails share it.
 */
export function languageOfTag(tag: unknown): Language {
  const primary = typeof tag === 'string' ? tag.split('-')[0]!.toLowerCase() : ''
  return LANGUAGES.find((language) => language === primary) ?? DEFAULT_LANGUAGE
}

/** A record with one entry per language, each made by `make`: adding a language fills every such record. */
export const perLanguage = <T>(make: (language: Language) => T): Record<Language, T> =>
  // contract/records.ts's recordOf, kept here so this module stays a leaf (see above).
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>
