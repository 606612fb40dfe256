import { useCallback, useEffect, useRef } from 'react'

/** sessionStorage can throw (storage off, a sandboxed frame, a full quota): a draft is a nicety. */
function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Where one form keeps its draft: the form, then its element's `id`, else its element's place
 * among those of its tag on the page (or in the shadow root it stands in), so two registration
 * forms on one page keep two drafts and neither ever shows the other's.
 */
export function draftKey(form: string, host: HTMLElement | null): string {
  if (!host) return `bootcamp-draft:${form}`
  const scope = host.getRootNode()
  if (!(scope instanceof Document || scope instanceof ShadowRoot)) return `bootcamp-draft:${form}`
  return `bootcamp-draft:${form}:${host.id ? `#${host.id}` : [...scope.querySelectorAll(host.localName)].indexOf(host)}`
}

/**
 * What a visitor typed into a form, kept for this tab only (sessionStorage), so an accidental
 * reload on a phone loses nothing. Consents and terms (the boolean fields) are never kept: they
 * must be ticked again. The draft goes when the form returns to its defaults (after a success,
 * or "Register Another Participant" / "Send Another Message") and with the tab.
 */
export function useDraft<Values extends object>(key: string | null, values: Values, initialValues: Values) {
  const restored = useRef(false)

  useEffect(() => {
    // Until the saved draft has been read back, the defaults on screen must not overwrite it.
    if (!key || !restored.current) return
    const initial = new Map<string, unknown>(Object.entries(initialValues))
    const kept = Object.entries(values).filter(
      ([name, value]) => typeof value !== 'boolean' && value !== initial.get(name),
    )
    try {
      if (kept.length > 0) storage()?.setItem(key, JSON.stringify(Object.fromEntries(kept)))
      else storage()?.removeItem(key)
    } catch {
      // Full or refused: the form works without a draft.
    }
  }, [key, values, initialValues])

  /** The saved draft (read once, when the form becomes live). */
  return useCallback((): Record<string, unknown> => {
    restored.current = true
    try {
      const saved: unknown = JSON.parse((key && storage()?.getItem(key)) || '{}')
      return saved && typeof saved === 'object' ? Object.fromEntries(Object.entries(saved)) : {}
    } catch {
      return {}
    }
  }, [key])
}
