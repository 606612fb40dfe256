import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Me } from '../contract/admin'
import { ADMIN } from '../content/admin'
import { SETTINGS } from '../content/settings'
import { getQueryFn, ME_KEY } from './api'
import { useLocation } from './router'
import { AccountScreen } from './screens/AccountScreen'
import { AuditScreen } from './screens/AuditScreen'
import { CohortsScreen } from './screens/CohortsScreen'
import { CohortScreen } from './screens/CohortScreen'
import { CheckInScreen } from './screens/CheckInScreen'
import { incidentRoute } from './screens/incident-routes'
import { EmergencyCardsScreen } from './screens/EmergencyCardsScreen'
import { CARD_WORDS } from '../content/cards'
import { EraseScreen } from './screens/EraseScreen'
import { MessagesScreen } from './screens/MessagesScreen'
import { OverviewScreen } from './screens/OverviewScreen'
import { RegistrationRecord } from './screens/RegistrationRecord'
import { RegistrationsScreen } from './screens/RegistrationsScreen'
import { SignInScreen } from './screens/SignInScreen'
import { SignupsScreen } from './screens/SignupsScreen'
import { SettingsScreen } from './screens/SettingsScreen'
import { StaffScreen } from './screens/StaffScreen'
import { SuppressedScreen } from './screens/SuppressedScreen'
import { VolunteerHome } from './screens/VolunteerHome'
import { WelcomeScreen } from './screens/WelcomeScreen'
import { MeProvider } from './ui/access'
import { Heading } from './ui/Heading'
import { Shell } from './ui/Shell'
import { Status } from './ui/Status'
import { isKeyOf } from '../contract/records'
import type { Capability } from '../contract/roles'

/** Each screen of the address, its title, and the capability (contract/roles.ts) it needs. */
const SCREENS = {
  '': { title: ADMIN.nav.overview, Screen: OverviewScreen, needs: 'overview' },
  cohorts: { title: ADMIN.nav.cohorts, Screen: CohortsScreen, needs: 'cohorts' },
  registrations: { title: ADMIN.nav.registrations, Screen: RegistrationsScreen, needs: 'records' },
  signups: { title: ADMIN.nav.signups, Screen: SignupsScreen, needs: 'records' },
  messages: { title: ADMIN.nav.messages, Screen: MessagesScreen, needs: 'records' },
  erase: { title: ADMIN.nav.erase, Screen: EraseScreen, needs: 'erase' },
  suppressed: { title: ADMIN.nav.suppressed, Screen: SuppressedScreen, needs: 'suppressed' },
  audit: { title: ADMIN.nav.audit, Screen: AuditScreen, needs: 'audit' },
  staff: { title: ADMIN.nav.staff, Screen: StaffScreen, needs: 'staff' },
  settings: { title: SETTINGS.heading, Screen: SettingsScreen, needs: 'retention' },
  account: { title: ADMIN.nav.account, Screen: AccountScreen, needs: 'account' },
} as const satisfies Record<string, { title: string; Screen: () => React.ReactNode; needs: Capability }>

/** A screen this role may not open (typed into the address, or an old bookmark): one plain sentence. */
function NotForYourRole() {
  return <Heading intro={ADMIN.access.notForRole}>{ADMIN.access.heading}</Heading>
}

/** Who is signed in decides everything: no session, the sign-in screen; else the screen the address names. */
export function Console() {
  const me = useQuery({ queryKey: ME_KEY, queryFn: getQueryFn<Me>({ on401: 'returnNull' }) })
  const { path } = useLocation()
  const [screen = '', id, part] = path.split('/')
  const welcome = screen === 'welcome'
  const known = isKeyOf(SCREENS, screen) ? SCREENS[screen] : SCREENS['']
  const capabilities: readonly Capability[] = me.data?.capabilities ?? []
  // A role without the overview (a volunteer) starts on its own page: today's check-in, or when the next session is.
  const home = !capabilities.includes('overview') && capabilities.includes('check-in')
  const checkingIn = Boolean(id) && screen === 'cohorts' && part === 'check-in'
  const incident = incidentRoute(screen, id, part)
  // The emergency cards are the door's, as check-in is (the worker limits a volunteer to their day).
  const cards = Boolean(id) && screen === 'cohorts' && part === 'cards'
  const needs: Capability = incident ? incident.needs : checkingIn || cards ? 'check-in' : known.needs
  const allowed = capabilities.includes(needs) || (home && known === SCREENS[''] && !incident)
  const title = welcome
    ? ADMIN.welcome.heading
    : me.data
      ? !allowed
        ? ADMIN.access.heading
        : incident
          ? incident.title
          : checkingIn
            ? ADMIN.checkIn.heading
            : cards
              ? CARD_WORDS.heading
              : id && screen === 'cohorts'
                ? ADMIN.roster.heading
                : home && known === SCREENS['']
                  ? ADMIN.volunteer.heading
                  : known.title
      : ADMIN.signIn.heading
  useEffect(() => void (document.title = `${title} · ${ADMIN.title}`), [title])

  // The invitation link works without a session (and whoever is signed in here).
  if (welcome) return <WelcomeScreen />
  if (me.isPending) return <Status>{ADMIN.loading}</Status>
  if (me.isError) return <Status error={me.error} onRetry={() => void me.refetch()} />
  if (!me.data) return <SignInScreen />
  const Screen = known.Screen
  return (
    <MeProvider value={me.data}>
      <Shell me={me.data} current={incident ? 'cohorts' : screen in SCREENS ? screen : ''}>
        {!allowed ? (
          <NotForYourRole />
        ) : incident ? (
          incident.element
        ) : checkingIn && id ? (
          <CheckInScreen id={id} />
        ) : cards && id ? (
          <EmergencyCardsScreen id={id} />
        ) : id && screen === 'registrations' ? (
          <RegistrationRecord id={id} />
        ) : id && screen === 'cohorts' ? (
          <CohortScreen id={id} />
        ) : home && known === SCREENS[''] ? (
          <VolunteerHome me={me.data} />
        ) : (
          <Screen />
        )}
      </Shell>
    </MeProvider>
  )
}
