import { useEffect, useRef, type ReactNode } from 'react'
import { Button, ButtonLink } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { useElement } from '../lib/element-context'

interface Props {
  title: string
  body: string
  /** A second sentence under the body: where a registration stands (a seat, the waitlist). */
  note?: string
  again: string
  /** A page of the site to open from here (the sign-up's guide), on the API's origin. */
  link?: { label: string; path: string }
  /** Under the sentences: what else the form has to say once sent. */
  extra?: ReactNode
  onAgain: () => void
  /** The worker's answer to a form sent without script: the way back is a link to the empty form. */
  againHref?: string | null
}

/** What replaces a form once it has been sent; its heading takes focus so the change is announced. */
export function SuccessPanel({ title, body, note, extra, again, link, onAgain, againHref }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  const { apiBase } = useElement()
  useEffect(() => heading.current?.focus(), [])
  return (
    <div
      part="success-panel"
      className="flex flex-col items-center rounded-brand bg-emerald-50 px-6 py-10 text-center text-ink"
    >
      <span className="grid size-14 place-items-center rounded-full bg-success text-white">
        <Icon name="check" className="size-7" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        {title}
      </h3>
      <p className="mt-2 max-w-md text-muted">{body}</p>
      {note && (
        <p part="success-placement" className="mt-3 max-w-md font-semibold text-ink">
          {note}
        </p>
      )}
      {extra}
      {link && (
        <a
          href={apiBase ? new URL(link.path, apiBase).href : link.path}
          target="_blank"
          rel="noopener"
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
        >
          {link.label}
        </a>
      )}
      {againHref ? (
        <ButtonLink
          href={againHref}
          className="mt-6"
          onClick={(event) => {
            event.preventDefault()
            onAgain()
          }}
        >
          {again}
        </ButtonLink>
      ) : (
        <Button variant="primary" className="mt-6" onClick={onAgain}>
          {again}
        </Button>
      )}
    </div>
  )
}
