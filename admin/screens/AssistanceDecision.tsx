import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ASSISTANCE_CHANGE_REASON_MAX, type AssistanceDecision as Decision } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { ASSISTANCE_CONSOLE as copy } from '../../content/assistance-console'
import { callEndpoint, EVERY_SCREEN } from '../api'
import { centsOfDollars, money } from '../ui/format'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

const confirmation = (decision: Decision) =>
  decision.decision === 'decline'
    ? copy.confirmDecline
    : decision.amountCents === 0
      ? copy.confirmWaive
      : copy.confirmGrant(money(decision.amountCents))

/**
 * Grant an amount (dollars, as staff think of it; sent in cents) or decline, each confirmed in a
 * second step that says what the family will read. `change`: a decided request, with a reason.
 */
export function AssistanceDecision({ id, change = false }: { id: string; change?: boolean }) {
  const client = useQueryClient()
  const [dollars, setDollars] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState<Decision | null>(null)
  const ids = { amount: useId(), reason: useId(), problem: useId(), confirm: useId() }
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      change
        ? callEndpoint('changeAssistance', { id }, { ...decision, reason })
        : callEndpoint('decideAssistance', { id }, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
    onSettled: () => setPending(null),
  })
  const ask = (decision: Decision | null, missing: string) => {
    const why = !decision ? missing : change && !reason.trim() ? copy.reasonMissing : null
    setProblem(why)
    if (!why && decision) setPending(decision)
  }
  const grant = (event: FormEvent) => {
    event.preventDefault()
    const cents = centsOfDollars(dollars)
    ask(cents === null ? null : { decision: 'grant', amountCents: cents }, copy.amountMissing)
  }
  if (pending)
    return (
      <Confirm
        sentence={confirmation(pending)}
        id={ids.confirm}
        busy={decide.isPending}
        onConfirm={() => decide.mutate(pending)}
        onBack={() => setPending(null)}
      />
    )
  return (
    <form onSubmit={grant} noValidate className="mt-3 flex flex-wrap items-end gap-2">
      {change && (
        <label className={`${LABEL} w-full`}>
          {copy.reasonLabel}
          <input
            id={ids.reason}
            type="text"
            value={reason}
            maxLength={ASSISTANCE_CHANGE_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problem === copy.reasonMissing || undefined}
            aria-describedby={problem ? ids.problem : undefined}
            className={INPUT}
          />
        </label>
      )}
      <label className={LABEL}>
        {ADMIN.record.payment.amountLabel}
        <input
          id={ids.amount}
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          value={dollars}
          onChange={(event) => setDollars(event.target.value)}
          aria-invalid={problem === copy.amountMissing || undefined}
          aria-describedby={problem ? ids.problem : undefined}
          className={INPUT}
        />
      </label>
      <button type="submit" className={PRIMARY_BUTTON}>
        {copy.grant}
      </button>
      <button type="button" onClick={() => ask({ decision: 'decline' }, '')} className={SECONDARY_BUTTON}>
        {copy.decline}
      </button>
      {problem && (
        <p id={ids.problem} role="alert" className="w-full text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
      <MutationStatus
        mutation={decide}
        done={change ? copy.changedNow : ADMIN.record.payment.decidedNow}
        className="min-h-6 w-full text-sm font-semibold"
      />
    </form>
  )
}

/** The second step: what the family will read, then Confirm or Back; focus lands on the sentence. */
function Confirm(props: { sentence: string; id: string; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const sentence = useRef<HTMLParagraphElement>(null)
  useEffect(() => sentence.current?.focus(), [])
  return (
    <div role="group" aria-labelledby={props.id} className="mt-3 rounded-brand bg-canvas p-3">
      <p id={props.id} ref={sentence} tabIndex={-1} className="text-sm font-semibold">
        {props.sentence}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" disabled={props.busy} onClick={props.onConfirm} className={PRIMARY_BUTTON}>
          {copy.confirm}
        </button>
        <button type="button" disabled={props.busy} onClick={props.onBack} className={SECONDARY_BUTTON}>
          {copy.back}
        </button>
      </div>
    </div>
  )
}
