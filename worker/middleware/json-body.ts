import { createMiddleware } from 'hono/factory'
import { bodyLimit } from 'hono/body-limit'
import { ERROR_MESSAGES, MAX_BODY_BYTES } from '../../contract'
import type { AppEnv } from '../env'
import { ApiError } from '../errors'

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i

/**
 * Hono's json validator reads a body with a missing or foreign content type as `{}`, which
 * would turn a wrong request into a confusing field error; answer 415 first instead.
 */
const requireJsonContentType = createMiddleware<AppEnv>(async function requireJsonContentType(c, next) {
  if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, ERROR_MESSAGES.unsupportedMediaType)
  }
  await next()
})

/** Counts the bytes actually read, so a lying Content-Length or a chunked body is caught too. */
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: function rejectLargeBody() {
    throw new ApiError(413, ERROR_MESSAGES.tooLarge)
  },
})

/** Guards for every JSON endpoint: content type, then size. */
export const jsonBody = [requireJsonContentType, limitBody] as const
