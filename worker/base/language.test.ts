import { describe, expect, it } from 'vitest'
import { languageOfTag, perLanguage } from '../../content/language-tag'

describe('languageOfTag: the one reading of a language tag (loader, worker, emails)', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-US', 'es'],
    ['ES', 'es'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    ['spanish', 'en'],
    ['e', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('%j is %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language)
  })

  it('perLanguage makes one entry per language', () => {
    expect(perLanguage((language) => language.toUpperCase())).toEqual({ en: 'EN', es: 'ES' })
  })
})
