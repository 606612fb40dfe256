/**
 * Build-time only (scripts/prerender.ts): renders an element to the declarative shadow root
 * markup the runtime later hydrates, so a pre-rendered page paints, reads and is crawlable
 * before (or without) any script.
 */
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { ElementRoot, type ElementContextValue } from './lib/element-context'
import { ROOT_ATTRIBUTE, SectionTree } from './runtime'
import css from './styles/widget.css?inline'

/** Nothing in a first render reads the context's DOM values; they exist only in the browser. */
const SERVER_CONTEXT = { root: null, host: null, apiBase: '', partner: null, turnstileSiteKey: null } as unknown as ElementContextValue

/** `<tag>` with its content inside `<template shadowrootmode="open">`. */
export function prerenderElement(tag: string, Section: ComponentType): string {
  const markup = renderToString(
    <ElementRoot value={SERVER_CONTEXT}>
      <SectionTree Section={Section} />
    </ElementRoot>,
  )
  return `<${tag}><template shadowrootmode="open"><style>${css}</style><div ${ROOT_ATTRIBUTE}>${markup}</div></template></${tag}>`
}

/**
 * Tailwind's @property rules, for a <style> in the document head: inside a shadow root they are
 * ignored (shadows and rings would vanish until the script registers them).
 */
export function propertyRules(): string {
  return (css.match(/@property [^{]+\{[^}]*\}/g) ?? []).join('')
}
