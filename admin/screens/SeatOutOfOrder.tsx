import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { ASSISTANCE_CHANGE_REASON_MAX } from '../../contract/admin'
import { OUT_OF_ORDER as copy } from '../../content/out-of-order'
import { callEndpoint, EVERY_SCREEN } from '../api'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

/** A waitlisted participant seated ahead of the line, with a reason, behind one more click. */
export function SeatOutOfOrder({ id, name }: { id: string; name: string }) {
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const ids = { heading: useId(), reason: useId(), problem: useId() }
  const seat = useMutation({
    mutationFn: () => callEndpoint('seatOutOfOrder', { id }, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setMissing(!reason.trim())
    if (reason.trim() && !seat.isPending) seat.mutate()
  }
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={SECONDARY_BUTTON}>
        {copy.open}
      </button>
    )
  return (
    <form onSubmit={submit} noValidate aria-labelledby={ids.heading} className="w-full rounded-brand bg-canvas p-3">
      <h3 id={ids.heading} className="text-sm font-semibold">
        {copy.heading}
      </h3>
      <p className="text-sm text-muted">{copy.intro(name)}</p>
      <label className={`${LABEL} mt-2`}>
        {copy.reasonLabel}
        <input
          id={ids.reason}
          type="text"
          value={reason}
          maxLength={ASSISTANCE_CHANGE_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? ids.problem : undefined}
          className={INPUT}
        />
      </label>
      {missing && (
        <p id={ids.problem} role="alert" className="text-sm font-semibold text-danger">
          {copy.reasonMissing}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" disabled={seat.isPending} className={PRIMARY_BUTTON}>
          {copy.submit}
        </button>
        <button type="button" disabled={seat.isPending} onClick={() => setOpen(false)} className={SECONDARY_BUTTON}>
          {copy.back}
        </button>
      </div>
      <MutationStatus mutation={seat} done={seat.data && copy.done(seat.data.offerWithdrawn)} />
    </form>
  )
}
