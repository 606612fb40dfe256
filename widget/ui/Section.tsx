import type { ReactNode } from 'react'
import { anchorSlot } from '../../content/anchors'
import { isAnchored } from '../markup'

interface SectionProps {
  /** Anchor id that navigation scrolls to; it also names the section's parts and heading id. */
  anchor: string
  /** Shown above the heading. */
  eyebrow?: string
  heading: string
  intro?: string
  tone?: 'plain' | 'canvas' | 'primary'
  children: ReactNode
}

const TONES = {
  plain: 'bg-surface text-ink',
  canvas: 'bg-canvas text-ink',
  primary: 'bg-primary text-on-primary',
} as const

/**
 * A page section: anchored, a region labelled by its heading, content centred at a readable
 * width. The heading id comes from the anchor (one token, no spaces), so the label resolves.
 */
export function Section({ anchor, eyebrow, heading, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${anchor}-heading`
  return (
    <section
      id={anchor}
      {...isAnchored}
      part={`section section-${anchor}`}
      aria-labelledby={headingId}
      className={`px-4 py-16 outline-none sm:px-6 md:py-24 ${TONES[tone]}`}
    >
      <AnchorTarget anchor={anchor} />
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
          {eyebrow && (
            <p
              className={`text-sm font-semibold tracking-wide uppercase ${tone === 'primary' ? 'text-accent' : 'text-primary'}`}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {heading}
          </h2>
          {intro && (
            <p className={`mt-4 text-lg ${tone === 'primary' ? 'text-on-primary/90' : 'text-muted'}`}>{intro}</p>
          )}
        </header>
        {children}
      </div>
    </section>
  )
}

/**
 * Where the page's light-DOM target of `#anchor` shows (scripts/build/prerender.ts): an address's
 * fragment finds ids only outside shadow roots, so a link to a section works without script
 * through this slot. In an element on a partner's page it stays empty.
 */
export function AnchorTarget({ anchor }: { anchor: string }) {
  return <slot name={anchorSlot(anchor)} />
}
