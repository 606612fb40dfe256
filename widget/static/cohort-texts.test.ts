import { afterEach, describe, expect, it } from 'vitest'
import { knowsChoices, shownCohortTexts } from './cohort-texts'

/** An element whose open shadow root holds `markup`, as a pre-rendered page's does (its inline sheet first). */
function hostWith(markup: string) {
  const host = document.createElement('bootcamp-page')
  host.attachShadow({ mode: 'open' }).innerHTML = markup
  document.body.append(host)
}

const NEXT = '<span data-cohort="next">La próxima cohorte empieza el 16 de enero de 2027</span>'
const SEATS_HIDDEN = '<p data-cohort-box="seats" hidden><span data-cohort="seats"></span></p>'

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.lang = ''
})

describe('the texts a page shows, read back from its markup', () => {
  it('reads each slot the worker wrote, a hidden box as empty, the rest empty, and knows no choice of cohorts', () => {
    document.documentElement.lang = 'es'
    hostWith(
      `<style></style>${NEXT}<option data-cohort="session-complete">Bootcamp completo ($200)</option>${SEATS_HIDDEN}`,
    )
    const texts = shownCohortTexts('es')!
    expect(texts.language).toBe('es')
    expect(texts.slots).toEqual({
      next: 'La próxima cohorte empieza el 16 de enero de 2027',
      hours: null,
      'price-individual': null,
      'price-complete': null,
      saving: null,
      'early-bird': null,
      group: null,
      'session-individual': null,
      'session-complete': 'Bootcamp completo ($200)',
      seats: null,
      venue: null,
      'venue-detail': null,
      'group-link': null,
      'group-joined': null,
    })
    expect(texts.choices).toEqual([])
    expect(knowsChoices(texts)).toBe(false)
  })

  it('reads nothing from a page in another language, a root the script rendered, or a page without slots', () => {
    hostWith(`<style></style>${NEXT}`)
    document.documentElement.lang = 'en'
    expect(shownCohortTexts('es')).toBeUndefined()
    document.body.replaceChildren()
    document.documentElement.lang = 'es'
    hostWith(`<div data-bootcamp-root>${NEXT}</div>`)
    expect(shownCohortTexts('es')).toBeUndefined()
    document.body.replaceChildren()
    hostWith('<style></style><p>Nada</p>')
    expect(shownCohortTexts('es')).toBeUndefined()
  })
})
