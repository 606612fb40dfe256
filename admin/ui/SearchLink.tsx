import type { ReactNode } from 'react'
import { navigate } from '../router'

/**
 * A link to a list that opens with a search already typed: the text goes to the history entry,
 * never into the address (a name or an email never sits in a URL). A modified click opens the
 * list without it, as a new tab cannot carry it.
 */
export function SearchLink({ to, searchText, children }: { to: string; searchText: string; children: ReactNode }) {
  return (
    <a
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        navigate(to, { searchText })
      }}
      className="font-semibold text-primary underline underline-offset-2"
    >
      {children}
    </a>
  )
}
