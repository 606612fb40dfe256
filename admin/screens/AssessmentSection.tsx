import { useState } from 'react'
import type { AssessmentLinkRow } from '../../contract/assessment'
import { qrPath } from '../../contract/qr-path'
import { ASSESSMENT_CONSOLE } from '../../content/assessment-console'
import { useEndpoint } from '../api'
import { Status, SECONDARY_BUTTON } from '../ui/Status'
import { ReportNoteForm } from './ReportNoteForm'

const copy = ASSESSMENT_CONSOLE

/** A participant's link as a QR code, large enough for a phone across a table. */
function LinkCode({ row }: { row: AssessmentLinkRow }) {
  const { path, size } = qrPath(row.href)
  return (
    <figure className="mt-4 flex flex-col items-center gap-2 rounded-lg border border-black/10 bg-white p-4">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={copy.qrLabel(row.firstName)}
        className="h-72 w-72 max-w-full"
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className="text-center font-semibold">
        {copy.qrCaption(`${row.firstName} ${row.lastName}`)}
      </figcaption>
    </figure>
  )
}

/**
 * The cohort's leadership assessment on its page: who has taken each one, and each participant's
 * own link as a QR code staff show them on the day (one at a time, chosen by name).
 */
export function AssessmentSection({ cohortId }: { cohortId: string }) {
  const list = useEndpoint('cohortAssessment', { id: cohortId })
  const [shown, setShown] = useState<string | null>(null)
  if (list.isPending) return <Status>{copy.loading}</Status>
  if (list.isError) return <Status error={list.error} onRetry={() => void list.refetch()} />
  const { participants } = list.data
  const showing = participants.find((row) => row.id === shown)
  return (
    <section aria-labelledby="assessment-heading" className="mb-8 print:hidden">
      <h2 id="assessment-heading" className="mb-2 text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 text-sm">{copy.intro}</p>
      {participants.length === 0 ? (
        <p>{copy.nobody}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {participants.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2">
              <span className="mr-auto">
                {row.firstName} {row.lastName}: {copy.taken(row.firstTaken, row.lastTaken)}
              </span>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                aria-expanded={shown === row.id}
                aria-controls="assessment-code"
                onClick={() => setShown(shown === row.id ? null : row.id)}
              >
                {shown === row.id ? copy.hide : copy.show(row.firstName)}
              </button>
              {row.lastTaken && <ReportNoteForm cohortId={cohortId} row={row} />}
            </li>
          ))}
        </ul>
      )}
      <div id="assessment-code" aria-live="polite">
        {showing && <LinkCode row={showing} />}
      </div>
    </section>
  )
}
