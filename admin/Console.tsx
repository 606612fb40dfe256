import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Me } from '../contract/admin'
import { ADMIN } from '../content/admin'
import { getQueryFn, ME_KEY } from './api'
import { useLocation } from './router'
import { AccountScreen } from './screens/AccountScreen'
import { AuditScreen } from './screens/AuditScreen'
import { CohortsScreen } from './screens/CohortsScreen'
import { CohortScreen } from './screens/CohortScreen'
import { CheckInScreen } from './screens/CheckInScreen'
import { EraseScreen } from './screens/EraseScreen'
import { MessagesScreen } from './screens/MessagesScreen'
import { OverviewScreen } from './screens/OverviewScreen'
import { RegistrationRecord } from './screens/RegistrationRecord'
import { RegistrationsScreen } from './screens/RegistrationsScreen'
import { SignInScreen } from './screens/SignInScreen'
import { SignupsScreen } from './screens/SignupsScreen'
import { SuppressedScreen } from './screens/SuppressedScreen'
import { Shell } from './ui/Shell'
import { Status } from './ui/Status'
import { isKeyOf } from '../contract/records'

const SCREENS = {
  '': { title: ADMIN.nav.overview, Screen: OverviewScreen },
  cohorts: { title: ADMIN.nav.cohorts, Screen: CohortsScreen },
  registrations: { title: ADMIN.nav.registrations, Screen: RegistrationsScreen },
  signups: { title: ADMIN.nav.signups, Screen: SignupsScreen },
  messages: { title: ADMIN.nav.messages, Screen: MessagesScreen },
  erase: { title: ADMIN.nav.erase, Screen: EraseScreen },
  suppressed: { title: ADMIN.nav.suppressed, Screen: SuppressedScreen },
  audit: { title: ADMIN.nav.audit, Screen: AuditScreen },
  account: { title: ADMIN.nav.account, Screen: AccountScreen },
} as const

/** Who is signed in decides everything: no session, the sign-in screen; else the screen the address names. */
export function Console() {
  const me = useQuery({ queryKey: ME_KEY, queryFn: getQueryFn<Me>({ on401: 'returnNull' }) })
  const { path } = useLocation()
  const [screen = '', id, part] = path.split('/')
  const known = isKeyOf(SCREENS, screen) ? SCREENS[screen] : SCREENS['']
  const title = me.data
    ? id && screen === 'cohorts'
      ? part === 'check-in'
        ? ADMIN.checkIn.heading
        : ADMIN.roster.heading
      : known.title
    : ADMIN.signIn.heading
  useEffect(() => void (document.title = `${title} · ${ADMIN.title}`), [title])

  if (me.isPending) return <Status>{ADMIN.loading}</Status>
  if (me.isError) return <Status error={me.error} onRetry={() => void me.refetch()} />
  if (!me.data) return <SignInScreen />
  const Screen = known.Screen
  return (
    <Shell me={me.data} current={screen in SCREENS ? screen : ''}>
      {id && screen === 'registrations' ? (
        <RegistrationRecord id={id} />
      ) : id && screen === 'cohorts' ? (
        part === 'check-in' ? (
          <CheckInScreen id={id} />
        ) : (
          <CohortScreen id={id} />
        )
      ) : (
        <Screen />
      )}
    </Shell>
  )
}
