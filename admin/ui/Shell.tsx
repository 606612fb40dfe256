import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Me } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { forgetSession, requestEndpoint } from '../api'
import { BASE, followLink } from '../router'

const LINKS = [
  ['', ADMIN.nav.overview],
  ['cohorts', ADMIN.nav.cohorts],
  ['registrations', ADMIN.nav.registrations],
  ['signups', ADMIN.nav.signups],
  ['messages', ADMIN.nav.messages],
  ['erase', ADMIN.nav.erase],
  ['suppressed', ADMIN.nav.suppressed],
  ['audit', ADMIN.nav.audit],
  ['account', ADMIN.nav.account],
] as const

/** The frame of every signed-in screen: the console's name, its screens, who is signed in, sign out. */
export function Shell({ me, current, children }: { me: Me; current: string; children: ReactNode }) {
  const client = useQueryClient()
  const signOut = useMutation({
    mutationFn: () => requestEndpoint('signOut', {}),
    // Whatever the answer, nothing of the session's data stays in memory.
    onSettled: () => forgetSession(client),
  })
  return (
    <div className="min-h-screen">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:text-primary"
      >
        {ADMIN.skipLink}
      </a>
      <header className="bg-primary-strong text-on-primary">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold">{ADMIN.title}</p>
          <div className="flex items-center gap-3 text-sm">
            <span>
              {ADMIN.nav.signedInAs} <strong>{me.username}</strong>
            </span>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              className="min-h-11 rounded-brand border border-on-primary/60 px-3 py-1.5 font-semibold hover:bg-on-primary hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {ADMIN.nav.signOut}
            </button>
          </div>
        </div>
        <nav aria-label={ADMIN.nav.label} className="mx-auto max-w-7xl px-2">
          <ul className="flex flex-wrap gap-x-1">
            {LINKS.map(([path, label]) => (
              <li key={path}>
                <a
                  href={path ? `${BASE}/${path}` : BASE}
                  onClick={followLink}
                  aria-current={current === path ? 'page' : undefined}
                  className="block min-h-11 whitespace-nowrap rounded-t-brand px-3 py-2.5 text-sm font-semibold text-on-primary hover:bg-primary aria-[current=page]:bg-canvas aria-[current=page]:text-primary-strong focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="content" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </div>
  )
}
