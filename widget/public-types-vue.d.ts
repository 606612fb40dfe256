/**
 * Vue 3 templates (`import type {} from 'vital-bootcamp/vue'`): with `vue-tsc` and
 * `strictTemplates`, each element's attributes (`api-base` or `apiBase`) and its events
 * (`@bootcamp:registered`) are checked, a misspelt one fails. At run time Vue must treat the tags
 * as custom elements: `compilerOptions.isCustomElement: (tag) => tag.startsWith('bootcamp-')`.
 */
import type { DefineComponent, HTMLAttributes } from 'vue'
import type { BootcampEventMap, BootcampEventsOf, BootcampProperties, BootcampTag } from './public-types'

/** What a template may bind: the attributes by their property names (Vue accepts either spelling), and any HTML attribute (`id`, `class`, `lang`...). */
type BootcampVueProps = BootcampProperties & Omit<HTMLAttributes, keyof BootcampProperties>

type BootcampVueEmits<Tag extends BootcampTag> = {
  [Name in BootcampEventsOf[Tag]]: (event: BootcampEventMap[Name]) => void
}

type BootcampVueElement<Tag extends BootcampTag> = DefineComponent<
  BootcampVueProps,
  {},
  {},
  {},
  {},
  {},
  {},
  BootcampVueEmits<Tag>
>

declare module 'vue' {
  interface GlobalComponents {
    'bootcamp-page': BootcampVueElement<'bootcamp-page'>
    'bootcamp-nav': BootcampVueElement<'bootcamp-nav'>
    'bootcamp-hero': BootcampVueElement<'bootcamp-hero'>
    'bootcamp-stats': BootcampVueElement<'bootcamp-stats'>
    'bootcamp-program': BootcampVueElement<'bootcamp-program'>
    'bootcamp-schedule': BootcampVueElement<'bootcamp-schedule'>
    'bootcamp-register': BootcampVueElement<'bootcamp-register'>
    'bootcamp-signup': BootcampVueElement<'bootcamp-signup'>
    'bootcamp-research': BootcampVueElement<'bootcamp-research'>
    'bootcamp-contact': BootcampVueElement<'bootcamp-contact'>
    'bootcamp-footer': BootcampVueElement<'bootcamp-footer'>
  }
}
