import { describe, expect, it } from 'vitest'
import { fillableValues, toFieldErrors, typedIntoControls, withElementFields, withServedValues } from './form-values'

const INITIAL = { firstName: '', age: 13, parentalConsent: false, sessionPreference: '' }

describe('withServedValues', () => {
  it('takes what the served controls held, each in its starting value’s type', () => {
    expect(withServedValues(INITIAL, { firstName: 'Ana', age: '17', parentalConsent: true })).toEqual({
      firstName: 'Ana',
      age: 17,
      parentalConsent: true,
      sessionPreference: '',
    })
  })

  it('keeps every field the controls did not hold, and drops names the form does not have', () => {
    expect(withServedValues(INITIAL, { age: '15', website: 'spam' })).toEqual({ ...INITIAL, age: 15 })
  })

  it('reads a box as ticked only when it was held as true', () => {
    expect(withServedValues(INITIAL, { parentalConsent: 'on' }).parentalConsent).toBe(false)
  })
})

describe('toFieldErrors', () => {
  it('keeps the first message per field, in the order given', () => {
    expect(
      toFieldErrors([
        { path: 'email', message: 'Valid email is required' },
        { path: 'email', message: 'Must be at most 254 characters' },
        { path: 'name', message: 'Name is required' },
      ]),
    ).toEqual({ email: 'Valid email is required', name: 'Name is required' })
  })
})

describe('withElementFields', () => {
  const none = { partner: null, campaign: {}, challengeToken: '', trap: '', group: undefined }

  it('adds nothing when the element has nothing to add', () => {
    expect(withElementFields({ name: 'Ana' }, { ...none, form: 'contact' })).toEqual({ name: 'Ana' })
  })

  it('adds the partner, the campaign tags, the challenge token and a filled honeypot', () => {
    expect(
      withElementFields(
        { name: 'Ana' },
        {
          ...none,
          form: 'contact',
          partner: 'lincoln-high',
          campaign: { utmSource: 'flyer', utmCampaign: 'spring' },
          challengeToken: 'token-1',
          trap: 'http://spam.example',
        },
      ),
    ).toEqual({
      name: 'Ana',
      partner: 'lincoln-high',
      utmSource: 'flyer',
      utmCampaign: 'spring',
      turnstileToken: 'token-1',
      website: 'http://spam.example',
    })
  })

  it('adds the link’s group code to a registration only', () => {
    expect(withElementFields({}, { ...none, form: 'registration', group: 'LINCOLN5' })).toEqual({
      groupCode: 'LINCOLN5',
    })
    expect(withElementFields({}, { ...none, form: 'signup', group: 'LINCOLN5' })).toEqual({})
  })
})

describe('typedIntoControls', () => {
  function formWith(html: string) {
    const form = document.createElement('form')
    form.innerHTML = html
    return form
  }

  it('reads what differs from the state: text as text, a number field as a number, a box as its tick', () => {
    const form = formWith(`
      <input name="firstName" value="Ana">
      <select name="age"><option>13</option><option selected>16</option></select>
      <input name="parentalConsent" type="checkbox" checked>
      <textarea name="sessionPreference"></textarea>`)
    expect(typedIntoControls(form, INITIAL)).toEqual({ firstName: 'Ana', age: 16, parentalConsent: true })
  })

  it('reads nothing for fields without a control, or controls that hold the state already', () => {
    const form = formWith(`<input name="firstName" value=""><button name="age">13</button>`)
    expect(typedIntoControls(form, INITIAL)).toEqual({})
  })
})

describe('fillableValues', () => {
  it('fills fields still at their default with values of the same type', () => {
    expect(fillableValues(INITIAL, INITIAL, { firstName: 'Ana', age: 15, sessionPreference: 'complete' })).toEqual([
      ['firstName', 'Ana'],
      ['age', 15],
      ['sessionPreference', 'complete'],
    ])
  })

  it('never fills a box, a field the visitor changed, a value of another type or an unknown field', () => {
    const current = { ...INITIAL, firstName: 'Typed' }
    expect(
      fillableValues(current, INITIAL, { parentalConsent: true, firstName: 'Draft', age: '15', website: 'x' }),
    ).toEqual([])
  })
})
