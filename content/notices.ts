/** Notice behaviour: one at a time, 5000 ms, swipe right past 50 px to dismiss. */
export const NOTICES = {
  durationMs: 5000,
  /** A dismissed notice's data is dropped this long after it leaves the screen. */
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
} as const

/** Tooltip delays: open after 700 ms, then skip the delay for 300 ms (the staff console's tooltips). */
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const
