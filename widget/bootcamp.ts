/**
 * The script partners include: `<script type="module" src="https://…/bootcamp.js">`.
 * It defines every <bootcamp-*> element.
 */
import { defineElement } from './define-element'
import { ELEMENTS } from './elements/registry'

for (const [tag, Section] of Object.entries(ELEMENTS)) defineElement(tag, Section)
