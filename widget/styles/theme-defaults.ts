/**
 * The theme's custom properties and their defaults, once: the manifest documents them,
 * theme.css must use exactly these (a test reads both), and the contrast check resolves a
 * partner's theme against them.
 */
export const COLOUR_DEFAULTS = {
  '--bootcamp-primary': '#4338ca',
  '--bootcamp-primary-strong': '#312e81',
  '--bootcamp-on-primary': '#ffffff',
  '--bootcamp-accent': '#fbbf24',
  '--bootcamp-on-accent': '#1c1917',
  '--bootcamp-text': '#0f172a',
  '--bootcamp-muted': '#475569',
  '--bootcamp-surface': '#ffffff',
  '--bootcamp-canvas': '#f8fafc',
} as const

export const THEME_DEFAULTS = {
  ...COLOUR_DEFAULTS,
  '--bootcamp-font': 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--bootcamp-radius': '0.875rem',
} as const

export type ThemeProperty = keyof typeof THEME_DEFAULTS
export type ColourProperty = keyof typeof COLOUR_DEFAULTS
