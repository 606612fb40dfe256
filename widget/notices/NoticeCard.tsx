import { useRef, useState, type PointerEvent } from 'react'
import { NOTICES } from '../../content/notices'
import { useCopy } from '../lib/element-context'
import { Icon } from '../ui/Icon'
import type { Notice } from './types'

interface Props {
  notice: Notice
  onDismiss: () => void
  onPause: (paused: boolean) => void
}

const VARIANT_CLASSES: Record<Notice['variant'], string> = {
  success: 'border-emerald-200 bg-white text-ink',
  destructive: 'border-red-800 bg-danger text-white',
}

/** One notice. Swiping right past the spec's 50 px threshold dismisses it (mouse, pen or touch). */
export function NoticeCard({ notice, onDismiss, onPause }: Props) {
  const closeLabel = useCopy().notices.close
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return
    start.current = event.clientX
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerUp = () => {
    if (start.current === null) return
    start.current = null
    if (offset > NOTICES.swipeThresholdPx) onDismiss()
    else setOffset(0)
  }

  return (
    <div
      part="notice"
      data-variant={notice.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onPointerEnter={() => onPause(true)}
      onPointerLeave={() => onPause(false)}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.3, 1 - offset / 200) : undefined,
      }}
      className={`pointer-events-auto relative w-full max-w-sm touch-pan-y select-none rounded-brand border p-4 pr-10 shadow-lg transition-[transform,opacity] duration-150 ${VARIANT_CLASSES[notice.variant]}`}
    >
      <p className="text-sm font-semibold">{notice.title}</p>
      <p className="mt-1 text-sm break-words opacity-95">{notice.description}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={closeLabel}
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-md opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  )
}
