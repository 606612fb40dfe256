import type { Context } from 'hono'
import { languageDetector } from 'hono/language'
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfTag, type Language } from '../../content/language'

/**
 * Which language a request is answered in (`c.get('language')`): a page under `/es/` or with
 * `?lang=es` is Spanish; otherwise the request's Accept-Language decides (`es`, `es-MX`... are
 * Spanish), and English is the default. The widget sets Accept-Language to its element's
 * language on every submission, so validation messages, notices and the emails a submission
 * promises are in the language the visitor read the form in. No cookie: a request's language
 * is what it says.
 */
export const detectLanguage = languageDetector({
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  order: ['path', 'querystring', 'header'],
  caches: false,
})

/** A stored or detected language tag, narrowed to the languages we speak (content/language.ts). */
export const asLanguage = languageOfTag

/** The detector's answer for this request. */
export const languageOf = (c: Context): Language => asLanguage(c.get('language'))

/** What a link to one of our pages adds so the page answers in `language` (`?lang=`, read by the detector). */
export const languageParameter = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`)
