import { useEndpoint } from '../api'
import type { ReactNode } from 'react'
import { LISTS, REPLY_PROMISE_HOURS, type Overview } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { SearchLink } from '../ui/SearchLink'
import { BASE, followLink } from '../router'
import { formatWhen, timeLeft } from '../ui/format'
import { Heading } from '../ui/Heading'
import { TableScroller, TD, TH } from '../ui/ListFrame'
import { Status } from '../ui/Status'
import { useCan } from '../ui/access'
import { Tooltip } from '../ui/Tooltip'
import { ChartsSection } from './ChartsSection'
import { ResultsSection } from './ResultsSection'

/** Today starts at the reader's local midnight, not UTC's. */
const localMidnight = () => new Date(new Date().setHours(0, 0, 0, 0)).toISOString()

export function OverviewScreen() {
  const overview = useEndpoint('overview', {}, `since=${encodeURIComponent(localMidnight())}`)
  return (
    <>
      <Heading>{ADMIN.overview.heading}</Heading>
      {overview.isPending ? (
        <Status>{ADMIN.loading}</Status>
      ) : overview.isError ? (
        <Status error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewBody overview={overview.data} />
      )}
      <div className="mt-8">
        <ChartsSection />
      </div>
      <ResultsSection />
    </>
  )
}

/** One part of the overview: a heading, what it shows, then its content, or a sentence when there is nothing to show. */
function Part({
  id,
  heading,
  intro,
  empty,
  children,
}: {
  id: string
  heading: string
  intro: string
  empty: string | false
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {heading}
      </h2>
      <p className="mb-3 text-sm text-muted">{intro}</p>
      {empty ? <p className="rounded-brand bg-surface p-4 ring-1 ring-black/5">{empty}</p> : children}
    </section>
  )
}

function OverviewBody({ overview }: { overview: Overview }) {
  const can = useCan()
  const now = Date.now()
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 md:grid-cols-3">
        {LISTS.map((list) => (
          <li key={list} className="rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5">
            <h2 className="font-semibold">
              <a
                href={`${BASE}/${list}`}
                onClick={followLink}
                className="text-primary underline-offset-2 hover:underline"
              >
                {ADMIN.overview.lists[list]}
              </a>
            </h2>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              {(['today', 'week', 'all'] as const).map((period) => (
                <div key={period} className="rounded-brand bg-canvas p-2">
                  <dt className="text-xs text-muted">{ADMIN.overview.periods[period]}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{overview.counts[list][period]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <Part
        id="waiting-heading"
        heading={ADMIN.overview.waitingHeading}
        intro={ADMIN.overview.waitingIntro}
        empty={overview.waiting.length === 0 && ADMIN.overview.noneWaiting}
      >
        <ul className="space-y-2">
          {overview.waiting.map((message) => {
            const left = timeLeft(message.createdAt, REPLY_PROMISE_HOURS, now)
            return (
              <li
                key={message.id}
                className={`flex flex-wrap items-center justify-between gap-2 rounded-brand bg-surface p-3 ring-1 ${left.overdue ? 'ring-2 ring-danger' : 'ring-black/5'}`}
              >
                <span className="min-w-0 wrap-anywhere">
                  <SearchLink to={`${BASE}/messages?status=waiting`} searchText={message.name}>
                    {message.name}
                  </SearchLink>
                  <span className="text-muted">
                    {' '}
                    · {message.subject ? ADMIN.subjectLabels[message.subject] : ADMIN.record.none} ·{' '}
                    {formatWhen(message.createdAt)}
                  </span>
                </span>
                <Tooltip text={ADMIN.overview.promiseTooltip}>
                  <span
                    className={`rounded-full px-2.5 py-1 text-xs font-bold ${left.overdue ? 'bg-danger text-white' : 'bg-canvas text-ink'}`}
                  >
                    {left.overdue
                      ? ADMIN.overview.overdue(left.hours)
                      : ADMIN.overview.timeLeft(left.hours, left.minutes)}
                  </span>
                </Tooltip>
              </li>
            )
          })}
        </ul>
      </Part>

      <Part
        id="suppressed-heading"
        heading={ADMIN.overview.suppressedHeading}
        intro={ADMIN.overview.suppressedIntro}
        empty={overview.suppressed.length === 0 && ADMIN.overview.suppressedNone}
      >
        <>
          <dl className="flex flex-wrap gap-2">
            {overview.suppressed.map(({ day, count }) => (
              <div key={day} className="rounded-brand bg-surface px-3 py-2 ring-1 ring-black/5">
                <dt className="text-xs text-muted">{day}</dt>
                <dd className="text-xl font-bold tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
          {can('suppressed') && (
            <a
              href={`${BASE}/suppressed`}
              onClick={followLink}
              className="mt-3 inline-block text-primary underline underline-offset-2"
            >
              {ADMIN.overview.suppressedLink}
            </a>
          )}
        </>
      </Part>

      {/* Not a named region itself: the scrollable table inside is one, with this name. */}
      <section>
        <h2 id="partners-heading" className="mb-3 text-lg font-bold">
          {ADMIN.overview.partnersHeading}
        </h2>
        <TableScroller label={ADMIN.overview.partnersHeading}>
          <thead>
            <tr>
              <th scope="col" className={TH}>
                {ADMIN.overview.partner}
              </th>
              {LISTS.map((list) => (
                <th key={list} scope="col" className={TH + ' text-right'}>
                  {ADMIN.overview.lists[list]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {overview.partners.map((row) => (
              <tr key={row.source ?? ''}>
                <th scope="row" className={TD + ' font-semibold'}>
                  {row.source ?? ADMIN.overview.ownSite}
                </th>
                {LISTS.map((list) => (
                  <td key={list} className={TD + ' text-right tabular-nums'}>
                    {row[list]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </TableScroller>
      </section>
    </div>
  )
}
