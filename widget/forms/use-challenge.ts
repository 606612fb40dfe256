import { useCallback, useState } from 'react'
import { useCopy } from '../lib/element-context'
import type { ChallengeProps } from './TurnstileChallenge'

/**
 * The Turnstile challenge of one form, when its element has a site key: the current token
 * (single-use, reset after every submission) and whether Cloudflare's script could load at all.
 * A form whose challenge has no token is not sent: the worker would refuse it anyway, and the
 * visitor reads why under the challenge instead.
 */
export function useChallenge(siteKey: string | null) {
  const { challenge: CHALLENGE } = useCopy()
  const [token, setToken] = useState('')
  const [resetSignal, setResetSignal] = useState(0)
  const [unavailable, setUnavailable] = useState(false)

  /** The message to show under the challenge when a submission cannot go yet, else null. */
  const blocker = useCallback(
    () => (siteKey && !token ? (unavailable ? CHALLENGE.unavailable : CHALLENGE.incomplete) : null),
    [CHALLENGE, siteKey, token, unavailable],
  )
  const reset = useCallback(() => setResetSignal((n) => n + 1), [])
  const onUnavailable = useCallback(() => setUnavailable(true), [])

  const props = (error: string | undefined): ChallengeProps | null =>
    siteKey
      ? { siteKey, onToken: setToken, onUnavailable, resetSignal, error: unavailable ? CHALLENGE.unavailable : error }
      : null
  return { token, blocker, reset, props }
}
