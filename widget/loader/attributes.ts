/**
 * Every attribute an element reads, by its property name, in one table: r2wc observes each as
 * `kebab-case` (`apiBase` is `api-base`), ElementProps is derived from it, the manifest documents
 * exactly these (plus `lang`), and the published types are checked against it
 * (widget/host-usage.typetest.tsx). An attribute added here is added everywhere or fails `tsc`.
 */
export const ELEMENT_PROPS = {
  apiBase: 'string',
  partner: 'string',
  turnstileSiteKey: 'string',
  /** Prefills the registration's session preference (`individual`, `complete`). */
  session: 'string',
  /** Prefills the contact form's subject. */
  subject: 'string',
  /** `dialog`: a button that opens the form in a modal dialog. */
  mode: 'string',
  /** Dialog mode: the button's text. */
  triggerLabel: 'string',
  // Strings only: the loader's r2wc carries the string transform alone (scripts/vite/r2wc-string-props.ts).
} as const satisfies Record<string, 'string'>

export type ElementProp = keyof typeof ELEMENT_PROPS

type Kebab<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}`
  : Name

/** The attribute each property is written as in markup (`apiBase` → `api-base`), as r2wc derives it. */
export type ElementAttribute = Kebab<ElementProp>

/** `api-base` → `apiBase`: r2wc's own rule, for a removed attribute (define-lazy-element.ts). */
export const propOf = (attribute: string) =>
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- only called with an observed attribute, which is one of ours
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as ElementProp
