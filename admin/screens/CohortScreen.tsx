import { ADMIN } from '../../content/admin'
import { useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { BASE, followLink } from '../router'
import { formatDay } from '../ui/cohorts'
import { Heading } from '../ui/Heading'
import { PRIMARY_BUTTON, SECONDARY_BUTTON, Status } from '../ui/Status'
import { AnnouncementForm } from './AnnouncementForm'
import { AssessmentSection } from './AssessmentSection'
import { CertificatesSection } from './CertificatesSection'
import { FollowUpAnswersSection } from './FollowUpAnswersSection'
import { RosterTable } from './RosterTable'
import { IncidentsLink } from './RecordIncidentLink'

const copy = ADMIN.roster

/** One cohort's page: its roster (sort, print, CSV), the way to check-in, and announcements to its families. */
export function CohortScreen({ id }: { id: string }) {
  const can = useCan()
  // A family's withdrawal (photos, surveys) shows here within a minute, without a reload.
  const roster = useEndpoint('roster', { id }, '', { refetchInterval: 60_000 })
  if (roster.isPending) return <Status>{ADMIN.loading}</Status>
  if (roster.isError) return <Status error={roster.error} onRetry={() => void roster.refetch()} />
  const { participants, capacity, startDate } = roster.data
  const count = (status: string) => participants.filter((row) => row.status === status).length
  return (
    <>
      <p className="mb-2 print:hidden">
        <a href={`${BASE}/cohorts`} onClick={followLink} className="font-semibold text-primary underline">
          {ADMIN.cohort.back}
        </a>
      </p>
      <Heading
        intro={
          <span className="print:hidden">
            {copy.intro(count('seated') + count('offered'), capacity, count('waitlisted'))}
          </span>
        }
      >
        {ADMIN.cohort.heading(formatDay(startDate))}
      </Heading>
      <section aria-labelledby="roster-heading" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center gap-2 print:hidden">
          <h2 id="roster-heading" className="mr-auto text-xl font-bold">
            {copy.heading}
          </h2>
          <a href={`${BASE}/cohorts/${id}/check-in`} onClick={followLink} className={PRIMARY_BUTTON}>
            {ADMIN.checkIn.link}
          </a>
          <IncidentsLink cohortId={id} />
          <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
            {copy.print}
          </button>
          {can('exports') && (
            <a
              href={`/api/admin/export/roster?cohortId=${encodeURIComponent(id)}`}
              download
              className={SECONDARY_BUTTON}
            >
              {copy.csv}
            </a>
          )}
        </div>
        <RosterTable roster={roster.data} />
        <p className="hidden text-xs print:block">{copy.printedFooter(formatDay(startDate))}</p>
      </section>
      {can('records') && <AssessmentSection cohortId={id} />}
      {can('records') && <CertificatesSection cohortId={id} />}
      {can('records') && <FollowUpAnswersSection cohortId={id} />}
      {can('announcements') && <AnnouncementForm cohortId={id} />}
    </>
  )
}
