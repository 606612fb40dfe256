/**
 * The languages every visitor-facing word exists in. English is the spec's; Spanish is written
 * for US families (teens and parents), not word for word.
 */
export { DEFAULT_LANGUAGE, LANGUAGES, languageOfTag, perLanguage, type Language } from './language-tag'
import type { Language } from './language-tag'

/** Each language as it names itself, whatever the page's language: the switch shows these. */
export const LANGUAGE_NAMES = {
  en: { short: 'EN', name: 'English' },
  es: { short: 'ES', name: 'Español' },
} as const satisfies Record<Language, { short: string; name: string }>

/** The locale numbers, prices and dates are formatted in. */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>

/** Keys whose values are identifiers, not words: a translation keeps them exactly. */
type Identifier = 'id' | 'icon' | 'anchor' | 'href' | 'tag' | 'letter' | 'form' | 'slot' | 'detailSlot'

/**
 * The shape every translation of a dictionary must have: the English dictionary's keys, each
 * with any text (numbers, identifiers and flags unchanged). A key missing in one language
 * fails `tsc`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [I in keyof T]: Translation<T[I]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends Identifier ? T[K] : Translation<T[K]> }
        : T

/** A dictionary in every language, typed by its English original. */
export const inEveryLanguage = <const T>(en: T, es: Translation<NoInfer<T>>): Record<Language, Translation<T>> =>
  // English is its own translation (a T is a Translation<T>), which tsc cannot prove for a generic T.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  ({ en, es }) as Record<Language, Translation<T>>
