import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { NumberSetting } from '../ui/NumberSetting'

const copy = ADMIN.retention

/** The months participants' data and messages are kept: the retention sweep (worker/retention) reads it. */
export function RetentionSetting() {
  const client = useQueryClient()
  const setting = useEndpoint('retention', {})
  const save = useMutation({
    mutationFn: (months: number) => callEndpoint('changeRetention', {}, { months }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  return (
    <NumberSetting
      id="retention"
      words={{ ...copy, label: copy.months }}
      min={RETENTION_MONTHS_MIN}
      max={RETENTION_MONTHS_MAX}
      current={setting.data?.months}
      loading={setting.isPending}
      save={save}
      saved={save.data ? copy.saved(save.data.months) : undefined}
    />
  )
}
