import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { LEGAL_HOLD_YEARS_MAX, LEGAL_HOLD_YEARS_MIN } from '../../contract/retention'
import { ADMIN } from '../../content/admin'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { INPUT, LABEL, MutationStatus, SECONDARY_BUTTON } from '../ui/Status'

const copy = ADMIN.legalHold

/** The years after the 18th birthday that consents and check-ins stay: the sweep and every erasure read it. */
export function LegalHoldSetting() {
  const client = useQueryClient()
  const setting = useEndpoint('legalHold', {})
  const [typed, setTyped] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (years: number) => callEndpoint('changeLegalHold', {}, { years }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const value = typed ?? (setting.data ? String(setting.data.years) : '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(Number(value))
  }
  return (
    <section aria-labelledby="legal-hold-heading" className="mt-8 max-w-2xl">
      <h2 id="legal-hold-heading" className="text-lg font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 text-sm text-muted">{copy.intro}</p>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
      >
        <label className={LABEL}>
          {copy.years}
          <input
            type="number"
            inputMode="numeric"
            min={LEGAL_HOLD_YEARS_MIN}
            max={LEGAL_HOLD_YEARS_MAX}
            required
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            className={`${INPUT} w-32`}
          />
        </label>
        <button type="submit" disabled={save.isPending || setting.isPending} className={SECONDARY_BUTTON}>
          {save.isPending ? copy.saving : copy.save}
        </button>
      </form>
      <MutationStatus
        mutation={save}
        done={save.data ? copy.saved(save.data.years) : undefined}
        className="mt-2 min-h-6 text-sm font-semibold"
      />
    </section>
  )
}
