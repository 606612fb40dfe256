import { COHORT_BOX_ATTRIBUTE, COHORT_SLOT_ATTRIBUTE, type CohortTexts } from '../../../contract/cohort-slots'
import { Icon } from '../../ui/Icon'

interface Props {
  texts: CohortTexts | undefined
}

/**
 * On a page opened from a group's link (`?group=`): which group the registration joins and what
 * the group rate means, or that the link matches no open group. The worker words it
 * (worker/registration/group-link.ts) and writes it into `/`, `/es` and the iframe page as a
 * cohort slot, so the form says it before its script runs and hydration finds the same words.
 */
export function GroupLinkNotice({ texts }: Props) {
  const notice = texts?.slots['group-link'] ?? null
  return (
    <p
      part="group-link-notice"
      className="mb-5 flex gap-2 rounded-brand border border-slate-200 bg-canvas p-4 text-ink"
      {...{ [COHORT_BOX_ATTRIBUTE]: 'group-link' }}
      hidden={!notice}
    >
      <Icon name="users" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span {...{ [COHORT_SLOT_ATTRIBUTE]: 'group-link' }}>{notice ?? ''}</span>
    </p>
  )
}

/** The success panel's line once a registration from a group's link is sent: the group it joined. */
export function GroupJoined({ texts }: Props) {
  const joined = texts?.slots['group-joined'] ?? null
  return (
    <p
      part="group-joined"
      className="mt-3 max-w-md text-ink"
      {...{ [COHORT_BOX_ATTRIBUTE]: 'group-joined' }}
      hidden={!joined}
    >
      <span {...{ [COHORT_SLOT_ATTRIBUTE]: 'group-joined' }}>{joined ?? ''}</span>
    </p>
  )
}
