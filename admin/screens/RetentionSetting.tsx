import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { INPUT, LABEL, MutationStatus, SECONDARY_BUTTON } from '../ui/Status'

const copy = ADMIN.retention

/** The months participants' data and messages are kept: the retention sweep (worker/retention) reads it. */
export function RetentionSetting() {
  const client = useQueryClient()
  const setting = useEndpoint('retention', {})
  const [typed, setTyped] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (months: number) => callEndpoint('changeRetention', {}, { months }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const value = typed ?? (setting.data ? String(setting.data.months) : '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(Number(value))
  }
  return (
    <section aria-labelledby="retention-heading" className="max-w-2xl">
      <h2 id="retention-heading" className="text-lg font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 text-sm text-muted">{copy.intro}</p>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
      >
        <label className={LABEL}>
          {copy.months}
          <input
            type="number"
            inputMode="numeric"
            min={RETENTION_MONTHS_MIN}
            max={RETENTION_MONTHS_MAX}
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
        done={save.data ? copy.saved(save.data.months) : undefined}
        className="mt-2 min-h-6 text-sm font-semibold"
      />
    </section>
  )
}
