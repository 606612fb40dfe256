import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '../../test-support/render-hook'
import { draftKey, useDraft } from './use-draft'

afterEach(() => {
  document.body.replaceChildren()
  sessionStorage.clear()
})

describe('draftKey', () => {
  // happy-dom's `document` is an HTMLDocument that does not extend its global `Document`
  // (https://github.com/capricorn86/happy-dom/issues/1781); in browsers it does.
  beforeEach(() => vi.stubGlobal('Document', HTMLDocument))

  it('is the form’s alone when there is no element (build time) or it is on no page yet', () => {
    expect(draftKey('contact', null)).toBe('bootcamp-draft:contact')
    expect(draftKey('contact', document.createElement('bootcamp-contact'))).toBe('bootcamp-draft:contact')
  })

  it('names the element by its id, else by its place among the page’s elements of its tag', () => {
    const [first, second, named] = ['', '', 'footer-form'].map((id) =>
      Object.assign(document.createElement('bootcamp-register'), { id }),
    )
    document.body.append(first!, second!, named!)
    expect([first, second, named].map((host) => draftKey('registration', host!))).toEqual([
      'bootcamp-draft:registration:0',
      'bootcamp-draft:registration:1',
      'bootcamp-draft:registration:#footer-form',
    ])
  })

  it('counts places inside the shadow root the element stands in', () => {
    document.body.append(document.createElement('bootcamp-register'))
    const shadow = document.createElement('div').attachShadow({ mode: 'open' })
    const inside = document.createElement('bootcamp-register')
    shadow.append(inside)
    expect(draftKey('registration', inside)).toBe('bootcamp-draft:registration:0')
  })
})

const INITIAL = { name: '', age: 13, consent: false }
const KEY = 'bootcamp-draft:contact'

describe('useDraft', () => {
  it('keeps the fields that differ from the defaults, never a box, once the saved draft was read', () => {
    let values = INITIAL
    const draft = renderHook(() => useDraft(KEY, values, INITIAL))
    values = { name: 'Ana', age: 13, consent: true }
    draft.rerender()
    // Not before the form took the saved draft back: the defaults must not overwrite it.
    expect(sessionStorage.getItem(KEY)).toBeNull()

    expect(draft.current()).toEqual({})
    values = { name: 'Ana', age: 16, consent: true }
    draft.rerender()
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ name: 'Ana', age: 16 })

    values = { ...INITIAL, consent: true }
    draft.rerender()
    expect(sessionStorage.getItem(KEY)).toBeNull()
    draft.unmount()
  })

  it('gives back what was saved, and nothing for a damaged draft or no key', () => {
    sessionStorage.setItem(KEY, '{"name":"Ana","age":16}')
    expect(renderHook(() => useDraft(KEY, INITIAL, INITIAL)).current()).toEqual({ name: 'Ana', age: 16 })
    sessionStorage.setItem(KEY, '{"name":')
    expect(renderHook(() => useDraft(KEY, INITIAL, INITIAL)).current()).toEqual({})
    sessionStorage.setItem(KEY, '"text"')
    expect(renderHook(() => useDraft(KEY, INITIAL, INITIAL)).current()).toEqual({})
    expect(renderHook(() => useDraft(null, INITIAL, INITIAL)).current()).toEqual({})
  })

  it('works without a draft when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    let values = INITIAL
    const draft = renderHook(() => useDraft(KEY, values, INITIAL))
    draft.current()
    values = { ...INITIAL, name: 'Ana' }
    expect(() => draft.rerender()).not.toThrow()
    draft.unmount()
  })
})
