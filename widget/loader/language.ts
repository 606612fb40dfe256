import { languageOfTag, type Language } from '../../content/language-tag'

/**
 * An element's language: its own `lang` attribute, else the nearest ancestor's, which on most
 * pages is the host page's `<html lang>`. `es`, `es-US`, `es-MX`... are Spanish; anything else
 * (or nothing) is English. (Written here, not imported: the loader shares no module with chunks.)
 */
export const languageOf = (element: Element): Language => languageOfTag(element.closest('[lang]')?.getAttribute('lang'))
