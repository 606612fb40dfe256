import type { FormEvent } from 'react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contractSchemas, type ContactSchema } from '../../contract'
import en from '../../content/forms/en'
import { renderHook } from '../../test-support/render-hook'
import { ERRORS, SUCCESS, VALIDATION } from '../../test-data/spec-texts'
import { ElementContextProvider, type ElementContextValue } from '../lib/element-context'
import { NoticeProvider } from '../notices/NoticeProvider'
import { useSubmission, type FormValues } from './use-submission'

const EMPTY: FormValues<ContactSchema> = { name: '', email: '', subject: '', message: '' }
const FILLED = {
  name: 'Ana Ruiz',
  email: 'ana@example.org',
  subject: 'pricing',
  message: 'How much is the complete program?',
}
const schema = contractSchemas(en.validation).contact
const submitEvent = { preventDefault: () => {} } as FormEvent<HTMLFormElement>

let host: HTMLElement
let events: CustomEvent[]
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  host = document.createElement('bootcamp-contact')
  document.body.append(host)
  events = []
  for (const name of ['bootcamp:message-sent', 'bootcamp:submit-failed'])
    host.addEventListener(name, (event) => events.push(event as CustomEvent))
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => host.remove())

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )

function renderContactForm(element: Partial<ElementContextValue> = {}) {
  const context: ElementContextValue = {
    root: null,
    host,
    apiBase: 'https://api.example',
    partner: 'lincoln-high',
    turnstileSiteKey: null,
    campaign: { utmSource: 'flyer' },
    prefill: {},
    dialog: null,
    language: 'en',
    copy: en,
    nativeForm: false,
    served: null,
    ...element,
  }
  return renderHook(
    () =>
      useSubmission({
        form: 'contact',
        schema: () => Promise.resolve(schema),
        path: '/api/contact',
        initialValues: EMPTY,
        copy: en.contact,
      }),
    (probe) => (
      <ElementContextProvider value={context}>
        <NoticeProvider>{probe}</NoticeProvider>
      </ElementContextProvider>
    ),
  )
}

type ContactHook = ReturnType<typeof renderContactForm>

function fill(form: ContactHook, values: Partial<typeof FILLED>) {
  for (const [name, value] of Object.entries(values))
    act(() => form.current.setField(name as keyof typeof FILLED, value))
}

const submit = (form: ContactHook) => act(() => form.current.submit(submitEvent))

describe('useSubmission', () => {
  it('sends nothing while a field is invalid, and shows the first message of each field', async () => {
    const form = renderContactForm()
    fill(form, { name: 'Ana Ruiz', message: 'short' })
    await submit(form)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(form.current.errors).toEqual({ email: VALIDATION.email, message: VALIDATION.message })
    expect(form.current.status).toBe('editing')
    expect(form.current.focusRequest).toBe(1)
    form.unmount()
  })

  it('checks no field as it changes until the first attempt, then every change', async () => {
    const form = renderContactForm()
    fill(form, { email: 'not an address' })
    expect(form.current.errors).toEqual({})
    await submit(form)
    expect(form.current.errors.email).toBe(VALIDATION.email)
    fill(form, { email: FILLED.email })
    expect(form.current.errors.email).toBeUndefined()
    expect(form.current.errors.name).toBe(VALIDATION.name)
    form.unmount()
  })

  it('posts the values with the element’s fields, then shows the answer, clears the form and tells the host', async () => {
    answer(201, { message: SUCCESS.contact })
    const form = renderContactForm()
    fill(form, FILLED)
    await submit(form)

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('https://api.example/api/contact')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'Accept-Language': 'en' })
    expect(JSON.parse(String(init?.body))).toEqual({ ...FILLED, partner: 'lincoln-high', utmSource: 'flyer' })

    expect(form.current.status).toBe('done')
    expect(form.current.values).toEqual(EMPTY)
    expect(form.container.querySelector('[role="status"]')?.textContent).toContain(SUCCESS.contact)
    expect(events.map((event) => [event.type, event.detail, event.bubbles, event.composed])).toEqual([
      ['bootcamp:message-sent', { form: 'contact', message: SUCCESS.contact, partner: 'lincoln-high' }, true, true],
    ])
    form.unmount()
  })

  it('sends once when submitted twice before the answer', async () => {
    answer(201, { message: SUCCESS.contact })
    const form = renderContactForm()
    fill(form, FILLED)
    const send = form.current.submit
    await act(() => Promise.all([send(submitEvent), send(submitEvent)]))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    form.unmount()
  })

  it('keeps what was typed and shows the API’s field messages when it refuses them', async () => {
    answer(400, { error: 'invalid', message: ERRORS.invalid, issues: [{ path: 'email', message: VALIDATION.email }] })
    const form = renderContactForm()
    fill(form, FILLED)
    await submit(form)
    expect(form.current.status).toBe('editing')
    expect(form.current.values).toEqual(FILLED)
    expect(form.current.errors).toEqual({ email: VALIDATION.email })
    expect(form.current.focusRequest).toBe(1)
    expect(form.container.querySelector('[role="alert"]')?.textContent).toContain(`400: ${ERRORS.invalid}`)
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      ['bootcamp:submit-failed', { form: 'contact', message: `400: ${ERRORS.invalid}`, partner: 'lincoln-high' }],
    ])
    form.unmount()
  })

  it('says the form’s own sentence when the request never reaches the API', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const form = renderContactForm({ partner: null })
    fill(form, FILLED)
    await submit(form)
    expect(form.current.status).toBe('editing')
    expect(events.map((event) => event.detail)).toEqual([
      { form: 'contact', message: 'There was an error sending your message. Please try again.', partner: null },
    ])
    form.unmount()
  })

  it('starts from the state a form answered without script was left in', () => {
    const form = renderContactForm({
      served: {
        status: 'editing',
        values: { name: 'Ana Ruiz', email: 'ana@' },
        errors: { email: VALIDATION.email },
        notice: null,
      },
    })
    expect(form.current.values).toEqual({ ...EMPTY, name: 'Ana Ruiz', email: 'ana@' })
    expect(form.current.errors).toEqual({ email: VALIDATION.email })
    form.unmount()
  })
})
