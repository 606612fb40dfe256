import type { BootcampTag } from '../public-types'
import type { SectionModule } from './types'

/**
 * Every element and how to fetch its code. Only these few bytes ship in /bootcamp.js; each
 * import() becomes a chunk that is downloaded when an element of that tag comes near.
 */
export const ELEMENT_LOADERS = {
  'bootcamp-page': () => import('../elements/page'),
  'bootcamp-nav': () => import('../elements/nav'),
  'bootcamp-hero': () => import('../elements/hero'),
  'bootcamp-stats': () => import('../elements/stats'),
  'bootcamp-program': () => import('../elements/program'),
  'bootcamp-schedule': () => import('../elements/schedule'),
  'bootcamp-register': () => import('../elements/register'),
  'bootcamp-signup': () => import('../elements/signup'),
  'bootcamp-research': () => import('../elements/research'),
  'bootcamp-contact': () => import('../elements/contact'),
  'bootcamp-footer': () => import('../elements/footer'),
} satisfies Record<BootcampTag, () => Promise<SectionModule>>
