import { HONEYPOT_FIELD } from '../../contract/attribution'
import { useCopy } from '../lib/element-context'

/**
 * The bot trap of the contract's honeypot field. `hidden` keeps it out of sight, out of the tab
 * order and away from screen readers; bots that fill every input still fill it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { honeypotLabel } = useCopy()
  return (
    <div hidden>
      <label>
        {honeypotLabel}
        <input
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
