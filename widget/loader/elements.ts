import type { ComponentType } from 'react'
import type { BootcampTag } from '../public-types'
import type { ElementLoader, ElementProps } from './types'

type FormChunk = () => Promise<{ default: ComponentType }>

/**
 * A form: React renders it, so the shared runtime downloads beside the form's own chunk. With
 * `mode="dialog"` the form sits behind a button; only the chunk for that mode downloads.
 */
const form = (inline: FormChunk, dialog: FormChunk) => (props: ElementProps) =>
  Promise.all([import('../runtime'), props.mode === 'dialog' ? dialog() : inline()]).then(([runtime, section]) => ({ default: runtime.reactElement(section.default) }))

/**
 * Every element and how to fetch its code. Only these few bytes ship in /bootcamp.js; each
 * import() becomes a chunk that is downloaded when an element of that tag comes near. Static
 * sections are their build-time HTML (no React); the page is that HTML with three forms in it.
 */
export const ELEMENT_LOADERS = {
  'bootcamp-page': (_, prerendered) => (prerendered ? import('../elements/page') : import('../elements/page/standalone')),
  'bootcamp-nav': () => import('../elements/nav'),
  'bootcamp-hero': () => import('../elements/hero'),
  'bootcamp-stats': () => import('../elements/stats'),
  'bootcamp-program': () => import('../elements/program'),
  'bootcamp-schedule': () => import('../elements/schedule'),
  'bootcamp-register': form(() => import('../elements/register'), () => import('../elements/register/dialog')),
  'bootcamp-signup': form(() => import('../elements/signup'), () => import('../elements/signup/dialog')),
  'bootcamp-research': () => import('../elements/research'),
  'bootcamp-contact': form(() => import('../elements/contact'), () => import('../elements/contact/dialog')),
  'bootcamp-footer': () => import('../elements/footer'),
} satisfies Record<BootcampTag, ElementLoader>
