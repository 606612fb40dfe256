import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Me } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { SETTINGS } from '../../content/settings'
import { forgetSession, requestEndpoint } from '../api'
import type { Capability } from '../../contract/roles'
import { BASE, followLink } from '../router'

/** The screens in the navigation, each shown to a role that has its capability. */
const LINKS: readonly (readonly [string, string, Capability])[] = [
  ['', ADMIN.nav.overview, 'overview'],
  ['cohorts', ADMIN.nav.cohorts, 'cohorts'],
  ['registrations', ADMIN.nav.registrations, 'records'],
  ['signups', ADMIN.nav.signups, 'records'],
  ['messages', ADMIN.nav.messages, 'records'],
  ['erase', ADMIN.nav.erase, 'erase'],
  ['suppressed', ADMIN.nav.suppressed, 'suppressed'],
  ['audit', ADMIN.nav.audit, 'audit'],
  ['staff', ADMIN.nav.staff, 'staff'],
  ['settings', SETTINGS.nav, 'retention'],
  ['account', ADMIN.nav.account, 'account'],
]

/** What a role's navigation holds: the screens it may open; one without the overview (a volunteer) starts at its check-in page. */
function linksFor(me: Me) {
  const may = (capability: Capability) => me.capabilities.includes(capability)
  const home: (readonly [string, string, Capability])[] =
    !may('overview') && may('check-in') ? [['', ADMIN.nav.checkIn, 'check-in']] : []
  return [...home, ...LINKS.filter(([, , needs]) => may(needs))]
}

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
              {ADMIN.nav.signedInAs} <strong>{me.username}</strong> ({ADMIN.roles[me.role]})
            </span>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              className="min-h-11 whitespace-nowrap rounded-brand border border-on-primary/60 px-3 py-1.5 font-semibold hover:bg-on-primary hover:text-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {ADMIN.nav.signOut}
            </button>
          </div>
        </div>
        <nav aria-label={ADMIN.nav.label} className="mx-auto max-w-7xl px-2">
          <ul className="flex flex-wrap gap-x-1">
            {linksFor(me).map(([path, label]) => (
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
