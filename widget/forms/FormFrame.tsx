import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Button } from '../ui/Button'
import { Honeypot } from './Honeypot'
import { useHydrated } from './use-hydrated'
import { TurnstileChallenge, type ChallengeProps } from './TurnstileChallenge'
import { SuccessPanel } from './SuccessPanel'
import type { Placement } from '../../contract/responses'
import type { FormStatus } from './use-submission'

/** What FormFrame needs from useSubmission(). */
export interface FormState {
  status: FormStatus
  /** Where a sent registration stands; null for the other forms. */
  placement: Placement | null
  submit: (event: React.FormEvent<HTMLFormElement>) => void
  startOver: () => void
  /** Increments when the first invalid field should take focus. */
  focusRequest: number
  honeypot: { value: string; onChange: (value: string) => void }
  challenge: ChallengeProps | null
  /** Takes what was typed before the script made the form live, then the draft and the prefill. */
  takeOver: (form: HTMLFormElement) => void
}

/** The form's copy in the content module (REGISTRATION, SIGNUP, CONTACT). */
export interface FormCopy {
  heading: string
  submit: string
  submitting: string
  done: { title: string; body: string; again: string; link?: { label: string; path: string }; placement?: Record<Placement, string> }
}

interface Props {
  name: string
  form: FormState
  copy: FormCopy
  children: ReactNode
  submitClassName?: string
}

/**
 * The shell shared by the three forms: the form or its success panel, the submit button and
 * its submitting state, and focus moves that keyboard and screen-reader users rely on.
 */
export function FormFrame(props: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const returning = useRef(false)
  const hydrated = useHydrated()
  const { form, copy } = props
  const { takeOver } = form

  // A layout effect, once: the values are state before the enabled button is painted.
  const tookOver = useRef(false)
  useLayoutEffect(() => {
    if (!hydrated || !formRef.current || tookOver.current) return
    tookOver.current = true
    takeOver(formRef.current)
  }, [hydrated, takeOver])

  useEffect(() => {
    if (form.focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form.focusRequest])

  useEffect(() => {
    if (form.status !== 'editing' || !returning.current) return
    returning.current = false
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [form.status])

  if (form.status === 'done') {
    return (
      <SuccessPanel
        {...copy.done}
        note={form.placement ? copy.done.placement?.[form.placement] : undefined}
        onAgain={() => {
          returning.current = true
          form.startOver()
        }}
      />
    )
  }

  const submitting = form.status === 'submitting'
  return (
    // method="post": were the script never to run, a native submit must not put personal data in a URL.
    <form ref={formRef} method="post" part={`form form-${props.name}`} aria-label={copy.heading} noValidate onSubmit={form.submit} aria-busy={submitting}>
      {props.children}
      <Honeypot {...form.honeypot} />
      {form.challenge && <TurnstileChallenge {...form.challenge} />}
      {/* Disabled until the form is live: before that a click would be a native POST. */}
      <Button type="submit" size="lg" part="submit-button" disabled={submitting || !hydrated} className={props.submitClassName ?? 'mt-6 w-full'}>
        {submitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  )
}
