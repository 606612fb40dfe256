import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LEGAL_HOLD_YEARS_MAX, LEGAL_HOLD_YEARS_MIN } from '../../contract/retention'
import { ADMIN } from '../../content/admin'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { NumberSetting } from '../ui/NumberSetting'

const copy = ADMIN.legalHold

/** The years after the 18th birthday that consents and check-ins stay: the sweep and every erasure read it. */
export function LegalHoldSetting() {
  const client = useQueryClient()
  const setting = useEndpoint('legalHold', {})
  const save = useMutation({
    mutationFn: (years: number) => callEndpoint('changeLegalHold', {}, { years }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  return (
    <NumberSetting
      id="legal-hold"
      words={{ ...copy, label: copy.years }}
      min={LEGAL_HOLD_YEARS_MIN}
      max={LEGAL_HOLD_YEARS_MAX}
      current={setting.data?.years}
      loading={setting.isPending}
      save={save}
      saved={save.data ? copy.saved(save.data.years) : undefined}
      className="mt-8"
    />
  )
}
