import { useState, type FormEvent } from 'react'
import { INPUT, LABEL, MutationStatus, SECONDARY_BUTTON } from './Status'

/** The words of one whole-number setting of the Settings screen (content/admin.ts). */
interface SettingWords {
  heading: string
  intro: string
  label: string
  save: string
  saving: string
}

/**
 * One whole-number setting of the Settings screen: its heading and why, the number with its
 * bounds, Save, and what the API answered. The screen's settings differ only in these.
 */
export function NumberSetting({
  id,
  words,
  min,
  max,
  current,
  loading,
  save,
  saved,
  className = '',
}: {
  id: string
  words: SettingWords
  min: number
  max: number
  /** The stored value, once read. */
  current: number | undefined
  loading: boolean
  save: { mutate(value: number): void; isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown }
  /** What a saved value says. */
  saved: string | undefined
  className?: string
}) {
  const [typed, setTyped] = useState<string | null>(null)
  const value = typed ?? (current === undefined ? '' : String(current))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(Number(value))
  }
  return (
    <section aria-labelledby={`${id}-heading`} className={`max-w-2xl ${className}`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="mb-3 text-sm text-muted">{words.intro}</p>
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-3 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
      >
        <label className={LABEL}>
          {words.label}
          <input
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            required
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            className={`${INPUT} w-32`}
          />
        </label>
        <button type="submit" disabled={save.isPending || loading} className={SECONDARY_BUTTON}>
          {save.isPending ? words.saving : words.save}
        </button>
      </form>
      <MutationStatus mutation={save} done={saved} className="mt-2 min-h-6 text-sm font-semibold" />
    </section>
  )
}
