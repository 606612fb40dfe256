import type { ComponentType } from 'react'
import type { FormsCopy } from '../../content/forms'
import type { Language } from '../../content/language'
import type { BootcampTag } from '../public-types'
import type { ElementLoader, ElementProps } from './types'

type Chunk<T> = () => Promise<{ default: T }>

/** The forms' words: one language's chunk, never both. */
const formsCopy = (language: Language) => (language === 'es' ? import('../../content/forms/es') : import('../../content/forms/en'))

/**
 * A form: React renders it, so the shared runtime downloads beside the form's own chunk and its
 * language's copy. With `mode="dialog"` the form sits behind a button; only the chunk for that
 * mode downloads.
 */
const form = (inline: Chunk<ComponentType>, dialog: Chunk<ComponentType>) => (props: ElementProps, _: boolean, language: Language) =>
  Promise.all([import('../runtime'), props.mode === 'dialog' ? dialog() : inline(), formsCopy(language)]).then(([runtime, section, copy]) => ({
    default: runtime.reactElement(section.default, copy.default as FormsCopy),
  }))

/** A static section: its build-time HTML in the element's language. */
const html = (en: ElementLoader, es: ElementLoader): ElementLoader => (props, prerendered, language) => (language === 'es' ? es : en)(props, prerendered, language)

/**
 * Every element and how to fetch its code. Only these few bytes ship in /bootcamp.js; each
 * import() becomes a chunk that is downloaded when an element of that tag comes near. Static
 * sections are their build-time HTML (no React); the page is that HTML with three forms in it.
 */
export const ELEMENT_LOADERS = {
  'bootcamp-page': (_, prerendered, language) => (prerendered ? import('../elements/page') : language === 'es' ? import('../elements/page/standalone-es') : import('../elements/page/standalone')),
  'bootcamp-nav': html(() => import('../elements/nav'), () => import('../elements/nav/es')),
  'bootcamp-hero': html(() => import('../elements/hero'), () => import('../elements/hero/es')),
  'bootcamp-stats': html(() => import('../elements/stats'), () => import('../elements/stats/es')),
  'bootcamp-program': html(() => import('../elements/program'), () => import('../elements/program/es')),
  'bootcamp-schedule': html(() => import('../elements/schedule'), () => import('../elements/schedule/es')),
  'bootcamp-register': form(() => import('../elements/register'), () => import('../elements/register/dialog')),
  'bootcamp-signup': form(() => import('../elements/signup'), () => import('../elements/signup/dialog')),
  'bootcamp-research': html(() => import('../elements/research'), () => import('../elements/research/es')),
  'bootcamp-contact': form(() => import('../elements/contact'), () => import('../elements/contact/dialog')),
  'bootcamp-footer': html(() => import('../elements/footer'), () => import('../elements/footer/es')),
} satisfies Record<BootcampTag, ElementLoader>
