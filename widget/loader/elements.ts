import type { BootcampTag } from '../public-types'
import type { ElementProps, SectionModule } from './types'

/** A form element's code: inline, or (with `mode="dialog"`) behind a button; only that one downloads. */
const inlineOrDialog = (inline: () => Promise<SectionModule>, dialog: () => Promise<SectionModule>) => (props: ElementProps) =>
  props.mode === 'dialog' ? dialog() : inline()

/**
 * Every element and how to fetch its code (given its attributes, read once when it loads). Only these few bytes ship in /bootcamp.js; each
 * import() becomes a chunk that is downloaded when an element of that tag comes near.
 */
export const ELEMENT_LOADERS = {
  'bootcamp-page': () => import('../elements/page'),
  'bootcamp-nav': () => import('../elements/nav'),
  'bootcamp-hero': () => import('../elements/hero'),
  'bootcamp-stats': () => import('../elements/stats'),
  'bootcamp-program': () => import('../elements/program'),
  'bootcamp-schedule': () => import('../elements/schedule'),
  'bootcamp-register': inlineOrDialog(() => import('../elements/register'), () => import('../elements/register/dialog')),
  'bootcamp-signup': inlineOrDialog(() => import('../elements/signup'), () => import('../elements/signup/dialog')),
  'bootcamp-research': () => import('../elements/research'),
  'bootcamp-contact': inlineOrDialog(() => import('../elements/contact'), () => import('../elements/contact/dialog')),
  'bootcamp-footer': () => import('../elements/footer'),
} satisfies Record<BootcampTag, (props: ElementProps) => Promise<SectionModule>>
