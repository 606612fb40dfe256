import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ADMIN } from '../../content/admin'
import { callEndpoint, errorText, ME_KEY } from '../api'
import { INPUT, LABEL, PRIMARY_BUTTON } from '../ui/Status'

/**
 * Username and password. Password managers and pasting work (WCAG 3.3.8): the fields carry
 * their autocomplete purposes and nothing blocks paste. A refusal keeps what was typed.
 */
export function SignInScreen() {
  const client = useQueryClient()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const errorId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus({ preventScroll: true }), [])
  const signIn = useMutation({
    mutationFn: () => callEndpoint('signIn', {}, { username, password }),
    onSuccess: (me) => client.setQueryData(ME_KEY, me),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!signIn.isPending) signIn.mutate()
  }
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <form
        onSubmit={submit}
        aria-describedby={signIn.isError ? errorId : undefined}
        className="w-full max-w-sm rounded-brand bg-surface p-6 shadow-lg ring-1 ring-black/5"
      >
        <p className="text-sm font-semibold text-primary">{ADMIN.title}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold focus:outline-none">
          {ADMIN.signIn.heading}
        </h1>
        <p className="mt-1 text-sm text-muted">{ADMIN.signIn.intro}</p>
        <div className="mt-5 space-y-4">
          <label className={LABEL}>
            {ADMIN.signIn.username}
            <input
              className={INPUT}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </label>
          <label className={LABEL}>
            {ADMIN.signIn.password}
            <input
              className={INPUT}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
        </div>
        <p id={errorId} role="alert" className="mt-4 min-h-6 text-sm font-semibold text-danger">
          {signIn.isError ? errorText(signIn.error) : ''}
        </p>
        <button type="submit" disabled={signIn.isPending} className={PRIMARY_BUTTON + ' mt-2 w-full'}>
          {signIn.isPending ? ADMIN.signIn.submitting : ADMIN.signIn.submit}
        </button>
      </form>
    </main>
  )
}
