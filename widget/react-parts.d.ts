import 'react'

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Shadow parts hosts can style with ::part(). */
    part?: string | undefined
  }
  interface SVGAttributes<T> {
    part?: string | undefined
  }
}
