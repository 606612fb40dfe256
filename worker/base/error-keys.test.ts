import { describe, expect, it } from 'vitest'
import { ERROR_KEYS, isErrorKey, SUCCESS_KEYS } from '../../contract/responses'
import { ADMIN_ERROR_MESSAGES } from '../../content/admin'
import { API_MESSAGES } from '../../content/api'
import { LANGUAGES } from '../../content/language-tag'
import { call, postJson } from '../test/helpers'

describe('errors by key: the worker raises a key, content/ holds every sentence', () => {
  it.each(LANGUAGES)('every key has its own sentence in %s, and no sentence reads as a key', (language) => {
    const { errors, success } = API_MESSAGES[language]
    expect(Object.keys(errors).sort()).toEqual([...ERROR_KEYS].sort())
    expect(Object.keys(success).sort()).toEqual([...SUCCESS_KEYS].sort())
    const sentences = [...Object.values(errors), ...Object.values(success)]
    expect(new Set(sentences).size).toBe(sentences.length)
    for (const sentence of sentences) {
      expect(sentence.length).toBeGreaterThan(5)
      expect(isErrorKey(sentence)).toBe(false)
    }
  })

  it("the console's own sentences are not keys, so they are answered as they are", () => {
    for (const sentence of Object.values(ADMIN_ERROR_MESSAGES)) expect(isErrorKey(sentence)).toBe(false)
  })

  it('a refusal is answered in the language the request asks for', async () => {
    const english = await postJson('/api/register', {}, { 'Accept-Language': 'en-US' })
    const spanish = await postJson('/api/register', {}, { 'Accept-Language': 'es-MX,es;q=0.9' })
    expect(english.status).toBe(400)
    expect(spanish.status).toBe(400)
    expect((await english.json<{ message: string }>()).message).toBe('Some fields need attention.')
    expect((await spanish.json<{ message: string }>()).message).toBe('Algunos campos necesitan atención.')
  })

  it('a refusal raised by Hono itself (malformed JSON) is worded by key too', async () => {
    const response = await call('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      body: '{"name":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'El cuerpo de la solicitud no es JSON válido.' })
  })

  it('an unknown API path answers the key notFound in the one error shape', async () => {
    const response = await call('/api/nowhere', { headers: { 'Accept-Language': 'es' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'No encontrado' })
  })
})
