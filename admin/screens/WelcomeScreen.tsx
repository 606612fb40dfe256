import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ADMIN } from '../../content/admin'
import { callEndpoint, errorText, ME_KEY, RequestError } from '../api'
import { BASE } from '../router'
import { INPUT, LABEL, PRIMARY_BUTTON } from '../ui/Status'

const copy = ADMIN.welcome

/** The invitation's token: the link's fragment, which no server and no log ever sees. */
const tokenOfAddress = () => decodeURIComponent(window.location.hash.slice(1))

/**
 * `/admin/welcome#<token>`, the link of an invitation email: who is invited and as what, then the
 * invitee chooses a password under the usual rules and is signed in. A used, expired or
 * withdrawn link shows the worker's sentence and nothing else.
 */
export function WelcomeScreen() {
  const client = useQueryClient()
  const [token] = useState(tokenOfAddress)
  const [password, setPassword] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { issue: useId(), error: useId() }
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])
  // A POST (the token stays out of every URL), read once: it changes nothing on the server.
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => callEndpoint('invitation', {}, { token }),
    enabled: token !== '',
    gcTime: 0,
  })
  const accept = useMutation({
    mutationFn: () => callEndpoint('acceptInvitation', {}, { token, password }),
    onSuccess: (me) => {
      // The link is used: it leaves the address and the history entry, and the console opens
      // signed in as the new account, with nothing of an earlier session in memory.
      window.history.replaceState({}, '', BASE)
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] })
      client.setQueryData(ME_KEY, me)
      window.dispatchEvent(new PopStateEvent('popstate'))
    },
  })
  const issue =
    accept.error instanceof RequestError
      ? accept.error.body?.issues?.find((item) => item.path === 'password')?.message
      : undefined
  // A refusal that is not about the password (the link stopped working meanwhile): its sentence alone.
  const gone =
    token === ''
      ? copy.noLink
      : preview.isError
        ? errorText(preview.error)
        : accept.isError && !issue
          ? errorText(accept.error)
          : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!accept.isPending) accept.mutate()
  }
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-brand bg-surface p-6 shadow-lg ring-1 ring-black/5">
        <p className="text-sm font-semibold text-primary">{ADMIN.title}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold focus:outline-none">
          {copy.heading}
        </h1>
        {gone !== null ? (
          <p role="alert" className="mt-4 font-semibold text-danger">
            {gone}
          </p>
        ) : !preview.data ? (
          <p role="status" className="mt-4 text-muted">
            {copy.checking}
          </p>
        ) : (
          <form onSubmit={submit} className="mt-4 space-y-4">
            <p>{copy.invited(preview.data.username, ADMIN.roles[preview.data.role])}</p>
            <p className="text-sm text-muted">{copy.passwordIntro}</p>
            {/* For password managers: the account the new password belongs to. */}
            <label className={LABEL}>
              {copy.username}
              <input
                className={INPUT + ' bg-canvas'}
                name="username"
                type="text"
                autoComplete="username"
                readOnly
                value={preview.data.username}
              />
            </label>
            <div>
              <label className={LABEL}>
                {copy.password}
                <input
                  className={INPUT}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={issue ? true : undefined}
                  aria-describedby={issue ? ids.issue : undefined}
                />
              </label>
              {issue && (
                <p id={ids.issue} className="mt-1 text-sm font-semibold text-danger">
                  {issue}
                </p>
              )}
            </div>
            <p role="status" className="sr-only">
              {issue ?? ''}
            </p>
            <button type="submit" disabled={accept.isPending} className={PRIMARY_BUTTON + ' w-full'}>
              {accept.isPending ? copy.submitting : copy.submit}
            </button>
          </form>
        )}
      </div>
    </main>
  )
}
