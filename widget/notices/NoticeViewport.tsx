import { useCopy } from '../lib/element-context'
import type { Notice } from './types'
import { NoticeCard } from './NoticeCard'

interface Props {
  /** The region's name; a second viewport on the page (a dialog's) needs its own. */
  label?: string
  notice: Notice | null
  onDismiss: () => void
  onPause: (paused: boolean) => void
}

/**
 * Two live regions that are always in the DOM, so screen readers announce what is put in
 * them: successes politely, failures assertively.
 */
export function NoticeViewport({ label, notice, onDismiss, onPause }: Props) {
  const { regionLabel } = useCopy().notices
  label ??= regionLabel
  const card = (variant: Notice['variant']) =>
    notice?.variant === variant ? (
      <NoticeCard key={notice.id} notice={notice} onDismiss={onDismiss} onPause={onPause} />
    ) : null
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="contents">
        {card('success')}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="contents">
        {card('destructive')}
      </div>
    </section>
  )
}
