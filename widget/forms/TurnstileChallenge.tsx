import { useEffect, useRef } from 'react'

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
let loading: Promise<TurnstileApi> | undefined

/** Loads Cloudflare's script once per page, and only when an element has a site key. */
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile)
    const script = document.createElement('script')
    script.src = SCRIPT_URL
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
  /** Increments after each submission: a token is good for one use only. */
  resetSignal: number
  error?: string | undefined
}

/** Cloudflare Turnstile, rendered inside the form when the element has `turnstile-site-key`. */
export function TurnstileChallenge({ siteKey, onToken, resetSignal, error }: ChallengeProps) {
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
      .catch(() => onToken(''))
    return () => {
      cancelled = true
      if (widgetId.current) window.turnstile?.remove(widgetId.current)
      widgetId.current = null
    }
  }, [siteKey, onToken])

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
