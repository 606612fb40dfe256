import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A screen's heading. It takes focus when the screen opens, so a screen reader announces the
 * new screen after a link changed it (the page itself does not reload).
 */
export function Heading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus({ preventScroll: true }), [])
  return (
    <div className="mb-5">
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold text-ink wrap-anywhere focus:outline-none">
        {children}
      </h1>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
    </div>
  )
}
