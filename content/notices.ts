/** Notice behaviour (spec sections 4 and 9). */
export const NOTICES = {
  durationMs: 5000,
  /** A dismissed notice is kept (hidden) this long before it is dropped, as the spec's toaster does. */
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  close: 'Dismiss notification',
  regionLabel: 'Notifications',
} as const

/** Spec section 9: tooltip delays. No screen of the spec shows a tooltip yet; kept for when one does. */
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const
