import type { ComponentType } from 'react'
import type { FormsCopy } from '../../content/forms'
import type { Language } from '../../content/language'
import type { BootcampTag } from '../public-types'
import type { ElementLoader, ElementModule, ElementProps } from './types'

type Chunk<T> = () => Promise<{ default: T }>

/** The forms' words: one language's chunk, never both. */
const FORMS_COPY = {
  en: () => import('../../content/forms/en'),
  es: () => import('../../content/forms/es'),
} satisfies Record<Language, Chunk<FormsCopy>>

/**
 * A form: React renders it, so the shared runtime downloads beside the form's own chunk and its
 * language's copy. With `mode="dialog"` the form sits behind a button; only the chunk for that
 * mode downloads.
 */
const form =
  (inline: Chunk<ComponentType>, dialog: Chunk<ComponentType>) =>
  (props: ElementProps, _: boolean, language: Language) =>
    Promise.all([import('../runtime'), props.mode === 'dialog' ? dialog() : inline(), FORMS_COPY[language]()]).then(
      ([runtime, section, copy]) => ({
        default: runtime.reactElement(section.default, copy.default),
      }),
    )

/** A static section: its build-time HTML in the element's language, one chunk per language. */
const html =
  (chunks: Record<Language, ElementLoader>): ElementLoader =>
  (props, prerendered, language) =>
    chunks[language](props, prerendered, language)

/** `<bootcamp-page>` on a host page: the build's HTML in each language comes with its chunk. */
const STANDALONE_PAGE = {
  en: () => import('../elements/page/standalone'),
  es: () => import('../elements/page/standalone-es'),
} satisfies Record<Language, Chunk<ElementModule>>

/**
 * Every element and how to fetch its code. Only these few bytes ship in /bootcamp.js; each
 * import() becomes a chunk that is downloaded when an element of that tag comes near. Static
 * sections are their build-time HTML (no React); the page is that HTML with three forms in it.
 */
export const ELEMENT_LOADERS = {
  'bootcamp-page': (_, prerendered, language) =>
    prerendered ? import('../elements/page') : STANDALONE_PAGE[language](),
  'bootcamp-nav': html({ en: () => import('../elements/nav'), es: () => import('../elements/nav/es') }),
  'bootcamp-hero': html({ en: () => import('../elements/hero'), es: () => import('../elements/hero/es') }),
  'bootcamp-stats': html({ en: () => import('../elements/stats'), es: () => import('../elements/stats/es') }),
  'bootcamp-program': html({ en: () => import('../elements/program'), es: () => import('../elements/program/es') }),
  'bootcamp-schedule': html({ en: () => import('../elements/schedule'), es: () => import('../elements/schedule/es') }),
  'bootcamp-register': form(
    () => import('../elements/register'),
    () => import('../elements/register/dialog'),
  ),
  'bootcamp-signup': form(
    () => import('../elements/signup'),
    () => import('../elements/signup/dialog'),
  ),
  'bootcamp-research': html({ en: () => import('../elements/research'), es: () => import('../elements/research/es') }),
  'bootcamp-contact': form(
    () => import('../elements/contact'),
    () => import('../elements/contact/dialog'),
  ),
  'bootcamp-footer': html({ en: () => import('../elements/footer'), es: () => import('../elements/footer/es') }),
} satisfies Record<BootcampTag, ElementLoader>
