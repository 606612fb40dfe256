import { ADMIN } from '../../content/admin'
import { Tooltip } from './Tooltip'

/** Under 18 with no parental consent on record: staff must follow up. */
export function ConsentFlag() {
  return (
    <span className="mt-1 block">
      <Tooltip text={ADMIN.table.consentTooltip}>
        <span className="inline-block rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-white">
          {ADMIN.table.consentFlag}
        </span>
      </Tooltip>
    </span>
  )
}
