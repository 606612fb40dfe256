import { useState } from 'react'
import { CARRIES_FIELDS, HEALTH_TEXT_FIELDS, type HealthRecordVersion } from '../../contract/health-records'
import { ADMIN } from '../../content/admin'
import { HEALTH_RECORD, HEALTH_RECORD_STAFF } from '../../content/health-records'
import { useEndpoint } from '../api'
import { formatWhen } from '../ui/format'
import { SECONDARY_BUTTON, Status } from '../ui/Status'

const labels = HEALTH_RECORD.en
const copy = HEALTH_RECORD_STAFF

function VersionList({ version }: { version: HealthRecordVersion }) {
  return (
    <>
      <p className="mt-2 text-sm">
        {copy.version(version.version, version.signedName, formatWhen(version.savedAt), version.complete)}
      </p>
      <dl className="mt-2 grid gap-x-4 sm:grid-cols-[14rem_1fr]">
        {HEALTH_TEXT_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="pt-2 text-sm font-semibold text-muted">{labels.fields[field]}</dt>
            <dd className="border-b border-black/5 pb-2 whitespace-pre-wrap wrap-anywhere sm:pt-2">
              {version[field] || copy.carries['']}
            </dd>
          </div>
        ))}
        {CARRIES_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="pt-2 text-sm font-semibold text-muted">{labels.carries[field]}</dt>
            <dd className="border-b border-black/5 pb-2 sm:pt-2">{copy.carries[version[field]]}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

/** The record's versions, fetched (and audited) only once staff ask for them. */
function HealthVersions({ id }: { id: string }) {
  const record = useEndpoint('healthRecord', { id })
  if (record.isPending) return <Status>{ADMIN.loading}</Status>
  if (record.isError) return <Status error={record.error} onRetry={() => void record.refetch()} />
  const [latest, ...earlier] = record.data.versions
  if (!latest) return <p className="mt-2 text-sm">{copy.none}</p>
  return (
    <>
      <VersionList version={latest} />
      {earlier.length > 0 && (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer font-semibold">{copy.earlier(earlier.length)}</summary>
          {earlier.map((version) => (
            <VersionList key={version.version} version={version} />
          ))}
        </details>
      )}
    </>
  )
}

/** A registration's health and safety record, for the roles that may read it (director, health lead). */
export function HealthRecordSection({ id }: { id: string }) {
  const [open, setOpen] = useState(false)
  return (
    <section
      aria-labelledby="health-heading"
      className="mt-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="health-heading" className="font-bold">
        {copy.heading}
      </h2>
      {open ? (
        <HealthVersions id={id} />
      ) : (
        <p className="mt-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
            {copy.show}
          </button>{' '}
          <span className="text-sm text-muted">{copy.note}</span>
        </p>
      )}
    </section>
  )
}
