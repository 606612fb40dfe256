/**
 * Build-time only (scripts/prerender.ts): renders an element to the declarative shadow root
 * markup the runtime later hydrates, so a pre-rendered page paints, reads and is crawlable
 * before (or without) any script.
 */
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { CONTENT_LANGUAGE, ElementTree, ROOT_ATTRIBUTE } from './element-tree'
import type { ElementContextValue } from './lib/element-context'
import css from './styles/widget.css?inline'

/** At build time there is no element yet: no shadow root, no host, no attributes. */
const BUILD_CONTEXT: ElementContextValue = { root: null, host: null, apiBase: '', partner: null, turnstileSiteKey: null, campaign: {}, prefill: {}, dialog: null }

/**
 * React's server renderer writes these props as it names them (`autoComplete`); HTML attribute
 * names are case-insensitive and browsers lower-case them while parsing, so lower-casing them
 * here changes nothing but makes the page valid as written.
 */
const CAMEL_CASED_ATTRIBUTES = / (autoComplete|inputMode|noValidate)=/g

/** `<tag>` with its content inside `<template shadowrootmode="open">`. */
export function prerenderElement(tag: string, Section: ComponentType): string {
  const markup = renderToString(<ElementTree Section={Section} context={BUILD_CONTEXT} />).replace(CAMEL_CASED_ATTRIBUTES, (_, name: string) => ` ${name.toLowerCase()}=`)
  return `<${tag}><template shadowrootmode="open"><style>${css}</style><div ${ROOT_ATTRIBUTE} lang="${CONTENT_LANGUAGE}">${markup}</div></template></${tag}>`
}

/**
 * Tailwind's @property rules, for a <style> in the document head: inside a shadow root they are
 * ignored (shadows and rings would vanish until the script registers them).
 */
export function propertyRules(): string {
  return (css.match(/@property [^{]+\{[^}]*\}/g) ?? []).join('')
}
