/**
 * The only script partners include: `<script type="module" src="https://…/bootcamp.js">`.
 * It defines every <bootcamp-*> element at once and stays a few kilobytes: React, styles and
 * each element's code arrive only when an element comes near the viewport.
 */
import type { BootcampTag } from './public-types'
import { defineLazyElement } from './loader/define-lazy-element'
import { ELEMENT_LOADERS } from './loader/elements'
import { reserveSpace } from './loader/reserve-space'

if (!customElements.get('bootcamp-page')) reserveSpace()
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- ELEMENT_LOADERS is our literal table: its keys are exactly its tags
for (const tag of Object.keys(ELEMENT_LOADERS) as BootcampTag[]) defineLazyElement(tag)
