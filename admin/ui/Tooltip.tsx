import { TOOLTIP } from '../../content/notices'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/** The spec's delays (section 9): open after 700 ms; within 300 ms of one closing, the next opens at once. */
let lastClosedAt = -Infinity

/**
 * A short explanation on hover or keyboard focus. It describes its trigger (aria-describedby)
 * whether shown or not, stays while the pointer is over it, and Esc hides it (WCAG 1.4.13).
 */
export function Tooltip({ text, children }: { text: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const show = () => {
    window.clearTimeout(timer.current)
    const skip = performance.now() - lastClosedAt < TOOLTIP.skipDelayMs
    timer.current = window.setTimeout(() => setOpen(true), skip ? 0 : TOOLTIP.openDelayMs)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now()
      return false
    })
  }
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (
    <span className="relative inline-flex" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      <span
        tabIndex={0}
        aria-describedby={id}
        className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {children}
      </span>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute top-full left-0 z-20 mt-1 w-64 rounded-brand bg-ink px-3 py-2 text-xs font-normal text-white shadow-lg"
      >
        {text}
      </span>
    </span>
  )
}
