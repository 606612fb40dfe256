import { useEffect, useRef } from 'react'
import { trustedTypes } from '../lib/trusted-types'

/** The part of Cloudflare's Turnstile API the widget uses. */
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
/** The Trusted Types policy a host page with `trusted-types` in its CSP must allow (README). */
const POLICY_NAME = 'bootcamp-turnstile'
let loading: Promise<TurnstileApi> | undefined

/**
 * Cloudflare's script URL, as a TrustedScriptURL where the browser supports Trusted Types: a
 * host page under `require-trusted-types-for 'script'` blocks a plain string assignment to
 * `script.src`. The policy allows this one URL and nothing else.
 */
function scriptUrl(): string {
  const factory = trustedTypes()
  if (!factory) return SCRIPT_URL
  const policy = factory.createPolicy(POLICY_NAME, {
    createScriptURL(url) {
      if (url !== SCRIPT_URL) throw new TypeError(`${POLICY_NAME} only loads Cloudflare Turnstile`)
      return url
    },
  })
  // A TrustedScriptURL is what `src` accepts under Trusted Types; TypeScript types `src` as string.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
  return policy.createScriptURL(SCRIPT_URL) as string
}

/** Loads Cloudflare's script once per page, and only when an element has a site key. */
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile)
    const script = document.createElement('script')
    // Throws when the host's CSP forbids the policy or the script: the promise then rejects.
    script.src = scriptUrl()
    script.async = true
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')))
    script.onerror = () => reject(new Error('Turnstile did not load'))
    document.head.append(script)
  })
  return loading
}

export interface ChallengeProps {
  siteKey: string
  onToken: (token: string) => void
  /** Cloudflare's script could not load (offline, blocked by a content blocker or the host's CSP). */
  onUnavailable: () => void
  /** Increments after each submission: a token is good for one use only. */
  resetSignal: number
  error?: string | undefined
}

/** Cloudflare Turnstile, rendered inside the form when the element has `turnstile-site-key`. */
export function TurnstileChallenge({ siteKey, onToken, onUnavailable, resetSignal, error }: ChallengeProps) {
  const container = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | null>(null)

  useEffect(() => {
    let cancelled = false
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: onToken,
          'expired-callback': () => onToken(''),
          'error-callback': () => onToken(''),
        })
      })
      .catch(() => {
        onToken('')
        onUnavailable()
      })
    return () => {
      cancelled = true
      if (widgetId.current) window.turnstile?.remove(widgetId.current)
      widgetId.current = null
    }
  }, [siteKey, onToken, onUnavailable])

  useEffect(() => {
    if (resetSignal === 0 || !widgetId.current) return
    window.turnstile?.reset(widgetId.current)
    onToken('')
  }, [resetSignal, onToken])

  return (
    <div part="challenge" className="mt-6">
      <div ref={container} />
      {error && (
        <p role="alert" part="field-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
