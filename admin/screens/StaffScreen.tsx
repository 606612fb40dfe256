import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { StaffMember } from '../../contract/admin'
import { queryKeyOf } from '../../contract/endpoints'
import { STAFF_ROLES, type StaffRole } from '../../contract/roles'
import { ADMIN } from '../../content/admin'
import { callEndpoint, RequestError, useEndpoint } from '../api'
import { useMe } from '../ui/access'
import { cohortName, useCohorts } from '../ui/cohorts'
import { Field } from '../ui/Field'
import { formatWhen } from '../ui/format'
import { Heading } from '../ui/Heading'
import { DANGER_BUTTON, INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON, Status } from '../ui/Status'
import { dayInZone, endOfDayInZone, readDayInZone } from '../ui/zone'

const copy = ADMIN.staff
const STAFF_KEY = queryKeyOf('staff', {})

/** The message the API's 400 gave under one field. */
const issueOf = (error: unknown, path: string) =>
  error instanceof RequestError ? error.body?.issues?.find((issue) => issue.path === path)?.message : undefined
/**
 * The last moment an account works, before the instant it ends: a volunteer's account ends at
 * the midnight after their cohort's last session, which is that session's day.
 */
const lastMoment = (endsAt: string) => new Date(Date.parse(endsAt) - 1).toISOString()
const hasIssues = (error: unknown) => error instanceof RequestError && (error.body?.issues?.length ?? 0) > 0

/** What the last action did, said in the screen's live region. */
interface Said {
  text: string
  error?: boolean
}

/**
 * A director's staff accounts: who can sign in and the invitations not used yet; inviting
 * someone (they choose their own password from the emailed link), changing a role, a cohort or
 * an end, and removing an account or withdrawing an invitation after a confirmation. Results are
 * said in one live region; focus goes where the next step is.
 */
export function StaffScreen() {
  const staff = useEndpoint('staff', {})
  const [said, say] = useState<Said | null>(null)
  const listHeading = useRef<HTMLHeadingElement>(null)
  return (
    <>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      <p role="status" className="mb-4 min-h-6 font-semibold wrap-anywhere">
        {said && <span className={said.error ? 'text-danger' : 'text-success'}>{said.text}</span>}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="staff-list-heading" className="min-w-0">
          <h2
            id="staff-list-heading"
            ref={listHeading}
            tabIndex={-1}
            className="mb-3 text-lg font-bold focus:outline-none"
          >
            {copy.listHeading}
          </h2>
          {staff.isPending ? (
            <Status>{ADMIN.loading}</Status>
          ) : staff.isError ? (
            <Status error={staff.error} onRetry={() => void staff.refetch()} />
          ) : staff.data.length === 0 ? (
            <p className="rounded-brand bg-surface p-4 ring-1 ring-black/5">{copy.none}</p>
          ) : (
            <ul className="space-y-3">
              {staff.data.map((member) => (
                <MemberCard
                  key={member.id}
                  member={member}
                  say={say}
                  onGone={() => listHeading.current?.focus({ preventScroll: false })}
                />
              ))}
            </ul>
          )}
        </section>
        <InviteForm say={say} />
      </div>
    </>
  )
}

/** Role, a volunteer's cohort, and an optional last day: the fields the invitation and a change share. */
function AccessFields({
  idPrefix,
  role,
  setRole,
  cohortId,
  setCohortId,
  expiry,
  setExpiry,
  error,
}: {
  idPrefix: string
  role: StaffRole
  setRole: (role: StaffRole) => void
  cohortId: string
  setCohortId: (id: string) => void
  expiry: string
  setExpiry: (day: string) => void
  error: unknown
}) {
  const { all } = useCohorts()
  const issue = (path: string) => issueOf(error, path)
  const choosable = all.filter((cohort) => !cohort.archived || cohort.id === cohortId)
  return (
    <>
      <Field label={copy.role} issue={issue('role')} issueId={`${idPrefix}-role`}>
        <select
          value={role}
          onChange={(event) => setRole(STAFF_ROLES.find((value) => value === event.target.value) ?? role)}
          aria-invalid={issue('role') ? true : undefined}
          aria-describedby={issue('role') ? `${idPrefix}-role` : undefined}
          className={INPUT}
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {ADMIN.roles[value]}
            </option>
          ))}
        </select>
      </Field>
      {role === 'volunteer' && (
        <Field
          label={
            <>
              {copy.cohort}
              <span className="block font-normal text-muted">{copy.cohortHint}</span>
            </>
          }
          issue={issue('cohortId')}
          issueId={`${idPrefix}-cohort`}
        >
          <select
            value={cohortId}
            required
            onChange={(event) => setCohortId(event.target.value)}
            aria-invalid={issue('cohortId') ? true : undefined}
            aria-describedby={issue('cohortId') ? `${idPrefix}-cohort` : undefined}
            className={INPUT}
          >
            <option value="">{copy.chooseCohort}</option>
            {choosable.map((cohort) => (
              <option key={cohort.id} value={cohort.id}>
                {cohortName(cohort)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        label={
          <>
            {copy.expiry}
            <span className="block font-normal text-muted">{copy.expiryHint}</span>
          </>
        }
        issue={issue('expiresAt')}
        issueId={`${idPrefix}-expiry`}
      >
        <input
          type="date"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          aria-invalid={issue('expiresAt') ? true : undefined}
          aria-describedby={issue('expiresAt') ? `${idPrefix}-expiry` : undefined}
          className={INPUT}
        />
      </Field>
    </>
  )
}

/** A refusal that names no field (a 403, the last director), shown where the action was. */
function Refusal({ error }: { error: unknown }) {
  if (!error || hasIssues(error)) return null
  return (
    <p className="text-sm font-semibold text-danger">
      {error instanceof RequestError ? (error.body?.message ?? error.message) : String(error)}
    </p>
  )
}

function InviteForm({ say }: { say: (said: Said) => void }) {
  const client = useQueryClient()
  const id = useId()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('volunteer')
  const [cohortId, setCohortId] = useState('')
  const [expiry, setExpiry] = useState('')
  const first = useRef<HTMLInputElement>(null)
  const invite = useMutation({
    mutationFn: () =>
      callEndpoint(
        'inviteStaff',
        {},
        {
          username,
          email,
          role,
          cohortId: role === 'volunteer' && cohortId ? cohortId : null,
          expiresAt: expiry ? endOfDayInZone(expiry) : null,
        },
      ),
    onSuccess: (member) => {
      say({ text: copy.invited(member.username, email) })
      setUsername('')
      setEmail('')
      setExpiry('')
      void client.invalidateQueries({ queryKey: STAFF_KEY })
      // Ready for the next one.
      first.current?.focus()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!invite.isPending) invite.mutate()
  }
  const issue = (path: string) => issueOf(invite.error, path)
  return (
    // The worker checks every field and its message shows under the field (not the browser's bubble).
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="h-fit space-y-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {copy.inviteHeading}
      </h2>
      <Field label={copy.username} issue={issue('username')} issueId={`${id}-username`}>
        <input
          ref={first}
          type="text"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={issue('username') ? true : undefined}
          aria-describedby={issue('username') ? `${id}-username` : undefined}
          className={INPUT}
        />
      </Field>
      <Field label={copy.email} issue={issue('email')} issueId={`${id}-email`}>
        <input
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={issue('email') ? true : undefined}
          aria-describedby={issue('email') ? `${id}-email` : undefined}
          className={INPUT}
        />
      </Field>
      <AccessFields
        idPrefix={id}
        role={role}
        setRole={setRole}
        cohortId={cohortId}
        setCohortId={setCohortId}
        expiry={expiry}
        setExpiry={setExpiry}
        error={invite.error}
      />
      <div role="status">
        <Refusal error={invite.error} />
      </div>
      <button type="submit" disabled={invite.isPending} className={PRIMARY_BUTTON}>
        {invite.isPending ? copy.inviting : copy.invite}
      </button>
    </form>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-muted">{label}:</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  )
}

/** One account or invitation: what it may do and until when, and its two actions. */
function MemberCard({ member, say, onGone }: { member: StaffMember; say: (said: Said) => void; onGone: () => void }) {
  const me = useMe()
  const { label: cohortLabel } = useCohorts()
  const headingId = useId()
  const [mode, setMode] = useState<'view' | 'change' | 'confirm'>('view')
  const changeButton = useRef<HTMLButtonElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  const invited = member.state === 'invited'
  const back = (to: 'change' | 'remove') => {
    setMode('view')
    // After the panel closes, focus returns to the button that opened it.
    requestAnimationFrame(() => (to === 'change' ? changeButton : removeButton).current?.focus())
  }
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5">
        <h3 id={headingId} className="font-bold wrap-anywhere">
          {member.username}
          {me?.username === member.username && <span className="ml-1 font-normal text-muted">{copy.you}</span>}
        </h3>
        <dl className="mt-1 grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-2">
          <Fact label={copy.role}>{ADMIN.roles[member.role]}</Fact>
          <Fact label={copy.state}>
            <span className={member.state === 'expired' ? 'font-semibold text-danger' : ''}>
              {copy.states[member.state]}
            </span>
          </Fact>
          {member.cohortId !== null && <Fact label={copy.cohort}>{cohortLabel(member.cohortId)}</Fact>}
          <Fact label={copy.lastDay}>
            {member.expiresAt ? readDayInZone(lastMoment(member.expiresAt)) : copy.noEnd}
          </Fact>
          {member.email && <Fact label={copy.sentTo}>{member.email}</Fact>}
          {invited && member.invitationExpiresAt && (
            <Fact label={copy.linkValidUntil}>{formatWhen(member.invitationExpiresAt)}</Fact>
          )}
        </dl>
        {mode === 'change' ? (
          <ChangePanel member={member} say={say} onClose={() => back('change')} />
        ) : mode === 'confirm' ? (
          <RemovePanel member={member} say={say} onClose={() => back('remove')} onGone={onGone} />
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              ref={changeButton}
              type="button"
              onClick={() => setMode('change')}
              aria-label={copy.changeLabel(member.username)}
              className={SECONDARY_BUTTON}
            >
              {copy.change}
            </button>
            <button
              ref={removeButton}
              type="button"
              onClick={() => setMode('confirm')}
              aria-label={invited ? copy.withdrawLabel(member.username) : copy.removeLabel(member.username)}
              className={SECONDARY_BUTTON}
            >
              {invited ? copy.withdraw : copy.remove}
            </button>
          </div>
        )}
      </article>
    </li>
  )
}

function ChangePanel({
  member,
  say,
  onClose,
}: {
  member: StaffMember
  say: (said: Said) => void
  onClose: () => void
}) {
  const client = useQueryClient()
  const id = useId()
  const [role, setRole] = useState<StaffRole>(member.role)
  const [cohortId, setCohortId] = useState(member.cohortId ?? '')
  const [expiry, setExpiry] = useState(member.expiresAt ? dayInZone(lastMoment(member.expiresAt)) : '')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const change = useMutation({
    mutationFn: () =>
      callEndpoint(
        'changeStaff',
        { id: member.id },
        {
          role,
          cohortId: role === 'volunteer' && cohortId ? cohortId : null,
          expiresAt: expiry ? endOfDayInZone(expiry) : null,
        },
      ),
    onSuccess: (changed) => {
      say({ text: copy.changed(changed.username) })
      void client.invalidateQueries({ queryKey: STAFF_KEY })
      onClose()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!change.isPending) change.mutate()
  }
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-heading`} className="mt-3 space-y-3 border-t border-black/10 pt-3">
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {copy.changeHeading(member.username)}
      </h4>
      <AccessFields
        idPrefix={id}
        role={role}
        setRole={setRole}
        cohortId={cohortId}
        setCohortId={setCohortId}
        expiry={expiry}
        setExpiry={setExpiry}
        error={change.error}
      />
      <div role="status">
        <Refusal error={change.error} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={change.isPending} className={PRIMARY_BUTTON}>
          {change.isPending ? copy.saving : copy.save}
        </button>
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {copy.cancel}
        </button>
      </div>
    </form>
  )
}

function RemovePanel({
  member,
  say,
  onClose,
  onGone,
}: {
  member: StaffMember
  say: (said: Said) => void
  onClose: () => void
  onGone: () => void
}) {
  const client = useQueryClient()
  const invited = member.state === 'invited'
  const cancel = useRef<HTMLButtonElement>(null)
  // The safe choice has focus first.
  useEffect(() => cancel.current?.focus(), [])
  const remove = useMutation({
    mutationFn: () => callEndpoint('removeStaff', { id: member.id }),
    onSuccess: () => {
      say({ text: invited ? copy.withdrawn(member.username) : copy.removed(member.username) })
      void client.invalidateQueries({ queryKey: STAFF_KEY })
      onGone()
    },
  })
  return (
    <div
      role="group"
      aria-label={invited ? copy.withdrawLabel(member.username) : copy.removeLabel(member.username)}
      className="mt-3 space-y-3 border-t border-black/10 pt-3"
    >
      <p className="font-semibold">
        {invited ? copy.confirmWithdraw(member.username) : copy.confirmRemove(member.username)}
      </p>
      <div role="status">
        <Refusal error={remove.error} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()} className={DANGER_BUTTON}>
          {invited ? copy.confirmWithdrawYes : copy.confirmYes}
        </button>
        <button ref={cancel} type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {copy.cancel}
        </button>
      </div>
    </div>
  )
}
