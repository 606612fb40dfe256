import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { ADMIN } from '../../content/admin'
import { callEndpoint, forgetSession, RequestError, useEndpoint } from '../api'
import { queryKeyOf } from '../../contract/endpoints'
import { groupDevices } from '../ui/device-groups'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { DANGER_BUTTON, INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON, Status } from '../ui/Status'

const copy = ADMIN.account
const DEVICES_KEY = queryKeyOf('devices', {})

/** The signed-in staff member's own account: the browsers signed in as them, and their password. */
export function AccountScreen() {
  return (
    <>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <div className="grid gap-6 lg:grid-cols-2">
        <Devices />
        <PasswordChange />
      </div>
    </>
  )
}

/** A named part of the screen: its heading, a line on what it is for, then its content. */
function Panel({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5">
      <h2 id={headingId} className="text-lg font-bold">
        {heading}
      </h2>
      <p className="mb-3 text-sm text-muted">{intro}</p>
      {children}
    </section>
  )
}

function Devices() {
  const client = useQueryClient()
  const devices = useEndpoint('devices', {})
  const signOut = useMutation({
    // A browser's sessions end one by one: the same request a single session always used.
    mutationFn: (ids: string[]) => Promise.all(ids.map((id) => callEndpoint('signOutDevice', { id }))),
    onSuccess: () => client.invalidateQueries({ queryKey: DEVICES_KEY }),
  })
  const everywhere = useMutation({
    mutationFn: () => callEndpoint('signOutEverywhere', {}),
    // This session ended too.
    onSettled: () => forgetSession(client),
  })
  return (
    <Panel heading={copy.devicesHeading} intro={copy.devicesIntro}>
      {devices.isPending ? (
        <Status>{ADMIN.loading}</Status>
      ) : devices.isError ? (
        <Status error={devices.error} onRetry={() => void devices.refetch()} />
      ) : (
        <ul className="space-y-2">
          {groupDevices(devices.data).map((group) => {
            const name = group.device ?? copy.unknownDevice
            return (
              <li key={name} className="flex flex-wrap items-center justify-between gap-2 rounded-brand bg-canvas p-3">
                <span className="min-w-0 break-words">
                  <strong>{name}</strong>
                  {group.current && (
                    <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-on-primary">
                      {copy.thisDevice}
                    </span>
                  )}
                  <span className="block text-sm text-muted">
                    {copy.deviceUse(group.ids.length + (group.current ? 1 : 0), formatWhen(group.lastSeenAt))}
                  </span>
                </span>
                {group.ids.length > 0 && (
                  <button
                    type="button"
                    disabled={signOut.isPending}
                    onClick={() => signOut.mutate(group.ids)}
                    className={SECONDARY_BUTTON}
                    aria-label={copy.signOutGroup(name, group.ids.length, group.current)}
                  >
                    {copy.signOutDevice}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <MutationStatus mutation={signOut} done={copy.deviceSignedOut} className="mt-2 min-h-6 text-sm font-semibold" />
      <button
        type="button"
        disabled={everywhere.isPending}
        onClick={() => everywhere.mutate()}
        className={DANGER_BUTTON}
        aria-describedby="everywhere-hint"
      >
        {copy.signOutEverywhere}
      </button>
      <p id="everywhere-hint" className="mt-1 text-sm text-muted">
        {copy.signOutEverywhereHint}
      </p>
    </Panel>
  )
}

/** The field's message from the API's 400, when it named this field. */
const issueFor = (error: unknown, path: string) =>
  error instanceof RequestError ? error.body?.issues?.find((issue) => issue.path === path)?.message : undefined

function PasswordChange() {
  const client = useQueryClient()
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const ids = { current: useId(), next: useId() }
  const change = useMutation({
    mutationFn: () => callEndpoint('changePassword', {}, { currentPassword, newPassword }),
    onSuccess: () => {
      setCurrent('')
      setNew('')
      void client.invalidateQueries({ queryKey: DEVICES_KEY })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!change.isPending) change.mutate()
  }
  const currentIssue = issueFor(change.error, 'currentPassword')
  const newIssue = issueFor(change.error, 'newPassword')
  return (
    <Panel heading={copy.passwordHeading} intro={copy.passwordIntro}>
      <form onSubmit={submit} className="space-y-4">
        <label className={LABEL}>
          {copy.currentPassword}
          <input
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrent(event.target.value)}
            aria-invalid={currentIssue ? true : undefined}
            aria-describedby={currentIssue ? ids.current : undefined}
            className={INPUT}
          />
        </label>
        {currentIssue && (
          <p id={ids.current} className="text-sm font-semibold text-danger">
            {currentIssue}
          </p>
        )}
        <label className={LABEL}>
          {copy.newPassword}
          <input
            type="password"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => setNew(event.target.value)}
            aria-invalid={newIssue ? true : undefined}
            aria-describedby={newIssue ? ids.next : undefined}
            className={INPUT}
          />
        </label>
        {newIssue && (
          <p id={ids.next} className="text-sm font-semibold text-danger">
            {newIssue}
          </p>
        )}
        <MutationStatus mutation={change} done={copy.passwordChanged} fieldsShown={!!(currentIssue || newIssue)} />
        <button type="submit" disabled={change.isPending} className={PRIMARY_BUTTON}>
          {change.isPending ? copy.savingPassword : copy.savePassword}
        </button>
      </form>
    </Panel>
  )
}
