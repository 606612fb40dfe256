import { useEffect } from 'react'
import { useElement } from '../lib/element-context'
import { THEME_DEFAULTS, type ThemeProperty } from '../styles/theme-defaults'

/**
 * The dialog's own few rules, adopted into the element's shadow root when a dialog mounts.
 * Written here rather than as Tailwind classes: the shared stylesheet every element downloads
 * stays without them (widget.css skips this folder), so inline forms pay nothing for dialogs.
 * Colours come from the partner-settable --bootcamp-* properties with their defaults, as the
 * shared sheet's do (its Tailwind theme is inlined, so it defines no variables to reuse).
 */
const theme = (name: ThemeProperty) => `var(${name},${THEME_DEFAULTS[name]})`
const CSS = `
.bootcamp-dialog{width:min(100% - 1rem,48rem);max-height:calc(100dvh - 1rem);margin:auto;overflow:auto;overscroll-behavior:contain;padding:0;border:0;border-radius:${theme('--bootcamp-radius')};background:${theme('--bootcamp-surface')};color:${theme('--bootcamp-text')};box-shadow:0 20px 25px -5px rgb(0 0 0/.25)}
.bootcamp-dialog::backdrop{background:rgb(2 6 23/.6)}
.bootcamp-dialog-close{position:sticky;float:right;top:.5rem;margin:.5rem .5rem -3.25rem 0;z-index:40;display:grid;place-items:center;width:2.75rem;height:2.75rem;border:1px solid ${theme('--bootcamp-muted')};border-radius:9999px;background:${theme('--bootcamp-surface')};color:${theme('--bootcamp-text')};cursor:pointer}
.bootcamp-dialog-close:hover{background:${theme('--bootcamp-canvas')}}
.bootcamp-dialog-close:focus-visible{outline:3px solid ${theme('--bootcamp-primary')};outline-offset:2px}
`

/** One sheet, made when the first dialog mounts, shared by every dialog-mode element's shadow root. */
let sheet: CSSStyleSheet | undefined
function dialogSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(CSS)
  }
  return sheet
}

export function useDialogStyles() {
  const { root } = useElement()
  useEffect(() => {
    if (root && !root.adoptedStyleSheets.includes(dialogSheet()))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, dialogSheet()]
  }, [root])
}
