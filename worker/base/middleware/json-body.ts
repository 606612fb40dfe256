import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { MAX_BODY_BYTES } from '../../../contract'
import type { AppEnv } from '../env'
import { ApiError } from '../errors'

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i

/**
 * Hono's json validator reads a body with a missing or foreign content type as `{}`, which
 * would turn a wrong request into a confusing field error; answer 415 first instead.
 */
const requireJsonContentType = createMiddleware<AppEnv>(async function requireJsonContentType(c, next) {
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, 'unsupportedMediaType')
  }
  await next()
})

const tooLarge = () => new ApiError(413, 'tooLarge')

/** Reads a body stream, giving up (and cancelling it) as soon as it passes `limit` bytes (413). */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(read.value)
  }
  const whole = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.byteLength
  }
  return whole
}

/**
 * A request's body, at most `limit` bytes (413 past it), counted on the bytes actually read,
 * whatever Content-Length says: Hono's bodyLimit believes a Content-Length when there is no
 * Transfer-Encoding, so a small declared length could carry a large body. An honest large
 * Content-Length is refused before reading anything.
 */
async function readBodyAtMost(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  if (Number(c.req.header('content-length') ?? 0) > limit) throw tooLarge()
  return readAtMost(c.req.raw.body, limit)
}

/** The same, as text (a form post, a signed webhook, a beacon). */
export const readTextAtMost = async (c: Context<AppEnv>, limit: number) =>
  new TextDecoder().decode(await readBodyAtMost(c, limit))

/**
 * Caps a request's body at MAX_BODY_BYTES (413 past it) before anything reads it: a JSON
 * endpoint's validator, or a page's form (`parseBody`). Mounted in app.ts where the pages that
 * read forms are (`/family`, `/pay`), so a route added there is capped without a word of its own.
 * A request without a body passes as it is.
 */
export const limitBody = createMiddleware<AppEnv>(async function limitBody(c, next) {
  if (c.req.raw.body) c.req.raw = new Request(c.req.raw, { body: await readBodyAtMost(c, MAX_BODY_BYTES) })
  await next()
})

/** Guards for every JSON endpoint: content type, then size. */
export const jsonBody = [requireJsonContentType, limitBody] as const
