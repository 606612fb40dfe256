import { ADMIN } from '../../content/admin'
import { useEndpoint } from '../api'
import { BarGroups, ColumnChart } from '../ui/Charts'
import { formatDay, shortDay } from '../ui/cohorts'
import { Status } from '../ui/Status'

const copy = ADMIN.charts

/** The overview's charts: registrations per day, seats per cohort, the page's funnel; each with its table. */
export function ChartsSection() {
  const charts = useEndpoint('charts', {})
  return (
    <section aria-labelledby="charts-heading" className="space-y-4">
      <h2 id="charts-heading" className="text-lg font-bold">
        {copy.heading}
      </h2>
      {charts.isPending ? (
        <Status>{ADMIN.loading}</Status>
      ) : charts.isError ? (
        <Status error={charts.error} onRetry={() => void charts.refetch()} />
      ) : (
        <>
          <ColumnChart
            title={copy.perDayHeading}
            label={copy.perDayLabel(charts.data.registrationsPerDay.reduce((sum, day) => sum + day.count, 0))}
            columns={[copy.day, copy.count]}
            points={charts.data.registrationsPerDay.map((day) => ({
              key: day.day,
              label: shortDay(day.day),
              value: day.count,
            }))}
          />
          <BarGroups
            title={copy.seatsHeading}
            label={copy.seatsLabel}
            headColumn={copy.cohort}
            series={[
              { name: copy.taken, className: 'fill-primary' },
              { name: copy.capacity, className: 'fill-muted' },
            ]}
            rows={charts.data.cohorts.map((cohort) => ({
              key: cohort.id,
              label: formatDay(cohort.startDate),
              values: [cohort.seatsTaken, cohort.capacity],
            }))}
          />
          {charts.data.funnel.length === 0 ? (
            <p className="rounded-brand bg-surface p-4 ring-1 ring-black/5">
              {copy.funnelHeading}: {copy.noFunnel}
            </p>
          ) : (
            <BarGroups
              title={copy.funnelHeading}
              label={copy.funnelLabel}
              headColumn={`${copy.source} / ${copy.campaign}`}
              series={[
                { name: copy.view, className: 'fill-primary-strong' },
                { name: copy.start, className: 'fill-primary' },
                { name: copy.send, className: 'fill-success' },
              ]}
              rows={charts.data.funnel.map((row) => ({
                key: `${row.source}/${row.campaign}`,
                label: `${row.source || ADMIN.overview.ownSite} / ${row.campaign || copy.noCampaign}`,
                values: [row.view, row.start, row.send],
              }))}
            />
          )}
          <p className="text-sm text-muted">{copy.funnelIntro}</p>
        </>
      )}
    </section>
  )
}
