import { ApiError } from './errors'

/** Cloudflare's documented server-side validation endpoint. */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

interface SiteverifyAnswer {
  success: boolean
  'error-codes'?: string[]
}

/**
 * Checks a Turnstile token before anything is stored. A missing or refused token is the
 * visitor's problem (403, shown under the challenge); an unreachable or broken siteverify is
 * ours (503), and in both cases nothing is stored.
 */
export async function verifyTurnstile(
  secret: string,
  token: string | undefined,
  clientIp: string | undefined,
): Promise<void> {
  const refused = new ApiError(403, 'challengeFailed', [{ path: 'turnstileToken', message: 'challengeFailed' }])
  if (!token) throw refused
  const form = new FormData()
  form.append('secret', secret)
  form.append('response', token)
  if (clientIp) form.append('remoteip', clientIp)
  let answer: SiteverifyAnswer
  try {
    const response = await fetch(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) })
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`)
    answer = (await response.json()) as SiteverifyAnswer
  } catch {
    throw new ApiError(503, 'challengeUnavailable', undefined, { 'Retry-After': '30' })
  }
  if (answer.success !== true) throw refused
}
