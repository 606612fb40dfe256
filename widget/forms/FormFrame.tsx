import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Button } from '../ui/Button'
import { Honeypot } from './Honeypot'
import { useHydrated } from './use-hydrated'
import { TurnstileChallenge, type ChallengeProps } from './TurnstileChallenge'
import { SuccessPanel } from './SuccessPanel'
import type { Placement } from '../../contract/responses'
import {
  FORM_FIELD,
  FORM_NOTICE_CLASS,
  FORM_NOTICE_TEXT_CLASS,
  FORM_NOTICE_TITLE_CLASS,
  type NativeForm,
} from '../../contract/native-forms'
import { useElement } from '../lib/element-context'
import type { FormStatus } from './use-submission'
import { countFunnel } from '../lib/funnel'

/** What FormFrame needs from useSubmission(). */
interface FormState {
  status: FormStatus
  /** Where a sent registration stands; null for the other forms. */
  placement: Placement | null
  /** A refusal with no field the worker answered a form sent without script with; shown atop the form. */
  notice: string | null
  /** The worker's link back to the empty form, while its success panel shows. */
  againHref: string | null
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
interface FormCopy {
  heading: string
  submit: string
  submitting: string
  done: {
    title: string
    body: string
    again: string
    link?: { label: string; path: string }
    placement?: Record<Placement, string>
  }
  notices: { failureTitle: string }
}

interface Props {
  name: NativeForm
  form: FormState
  copy: FormCopy
  children: ReactNode
  submitClassName?: string
  /** More for the success panel, under its sentences (a registration's group). */
  doneExtra?: ReactNode
}

/**
 * The shell shared by the three forms: the form or its success panel, the submit button and
 * its submitting state, and focus moves that keyboard and screen-reader users rely on.
 */
export function FormFrame(props: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const returning = useRef(false)
  const hydrated = useHydrated()
  const { nativeForm, apiBase, partner, campaign } = useElement()
  const { form, copy } = props
  const { takeOver } = form
  const count = (step: 'view' | 'start' | 'send') =>
    countFunnel(props.name, step, apiBase, partner, campaign.utmCampaign)

  // The anonymous funnel (lib/funnel.ts): shown once live, started at the first input, sent when
  // a submission this script made succeeded (not a page the worker answered a plain form with).
  useEffect(() => {
    if (hydrated) count('view')
  })
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (form.status === 'done' && wasSubmitting.current) count('send')
    wasSubmitting.current = form.status === 'submitting'
  })

  // Once, in the layout effects of the commit in which React attaches to the pre-rendered
  // controls (hydration's own commit, not the re-render that marks the form live): nothing can run
  // between that commit and this, so the controls' values, typed before or during hydration, are
  // state before any render could write React's empty starting values over them.
  const tookOver = useRef(false)
  useLayoutEffect(() => {
    if (!formRef.current || tookOver.current) return
    tookOver.current = true
    takeOver(formRef.current)
  }, [takeOver])

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
        againHref={form.againHref}
        extra={props.doneExtra}
        onAgain={() => {
          returning.current = true
          form.startOver()
        }}
      />
    )
  }

  const submitting = form.status === 'submitting'
  return (
    // method="post" to the page's own address: before or without the script, our own pages' forms
    // are sent as plain HTML forms, which the worker answers with the page (worker/no-script/).
    // data-live: the script has taken over (a test's and a stylesheet's hook; the button says nothing on our pages).
    <form
      ref={formRef}
      method="post"
      part={`form form-${props.name}`}
      aria-label={copy.heading}
      noValidate
      onSubmit={form.submit}
      onInput={() => count('start')}
      aria-busy={submitting}
      data-live={hydrated ? '' : undefined}
    >
      {form.notice && (
        <div role="alert" part="form-notice" tabIndex={-1} className={FORM_NOTICE_CLASS}>
          <p className={FORM_NOTICE_TITLE_CLASS}>{copy.notices.failureTitle}</p>
          <p className={FORM_NOTICE_TEXT_CLASS}>{form.notice}</p>
        </div>
      )}
      {props.children}
      <Honeypot {...form.honeypot} />
      {form.challenge && <TurnstileChallenge {...form.challenge} />}
      {/* On a partner's page, disabled until the form is live: before that a click would post to their page. */}
      <Button
        type="submit"
        name={FORM_FIELD}
        value={props.name}
        size="lg"
        part="submit-button"
        disabled={submitting || (!hydrated && !nativeForm)}
        className={props.submitClassName ?? 'mt-6 w-full'}
      >
        {submitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  )
}
