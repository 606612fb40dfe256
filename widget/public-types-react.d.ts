/**
 * React 19 JSX for the elements (`import type {} from 'vital-bootcamp/react'`, beside
 * `vital-bootcamp/types`): each element's attributes, `ref`, `key`, the usual HTML props, and its
 * own events as `on<event>` props, which React 19 adds as listeners
 * (`<bootcamp-register onbootcamp:registered={(event) => event.detail.status} />`). A misspelt
 * attribute or event fails to compile.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { BootcampElement, BootcampElementAttributes, BootcampEventProps, BootcampTag } from './public-types'

type BootcampJsxElements = {
  [Tag in BootcampTag]: DetailedHTMLProps<HTMLAttributes<BootcampElement>, BootcampElement> &
    BootcampElementAttributes &
    BootcampEventProps<Tag>
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends BootcampJsxElements {}
  }
}
