import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Cohort } from '../../contract/cohorts'
import { ADMIN } from '../../content/admin'
import { formatsFor } from '../../content/format'
import { callEndpoint, EVERY_SCREEN } from '../api'
import { cohortName, formatDay, shortDay, useCohorts } from '../ui/cohorts'
import { money } from '../ui/format'
import { Heading } from '../ui/Heading'
import { useCan } from '../ui/access'
import { MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON, Status } from '../ui/Status'
import { BASE, followLink } from '../router'
import { CohortForm } from './CohortForm'

const copy = ADMIN.cohorts
const { price, priceRange } = formatsFor('en')

/**
 * Staff open, close, archive and edit cohorts. Which one the page shows as next, and what has
 * started, come from the server's clock and rule, so the console and the page never disagree.
 */
export function CohortsScreen() {
  const can = useCan()
  const { query: cohorts } = useCohorts()
  return (
    <>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      {cohorts.isPending ? (
        <Status>{ADMIN.loading}</Status>
      ) : cohorts.isError ? (
        <Status error={cohorts.error} onRetry={() => void cohorts.refetch()} />
      ) : cohorts.data.cohorts.length === 0 ? (
        <p className="mb-6 rounded-brand bg-surface p-4 ring-1 ring-black/5">{copy.none}</p>
      ) : (
        <ul className="mb-6 grid gap-3 lg:grid-cols-2">
          {cohorts.data.cohorts.map((cohort) => (
            <CohortCard
              key={`${cohort.id}:${cohort.updatedAt ?? ''}`}
              cohort={cohort}
              next={cohort.id === cohorts.data.nextId}
              started={cohort.startDate <= cohorts.data.today}
            />
          ))}
        </ul>
      )}
      {/* A new cohort sets its prices: a director's. */}
      {can('prices') && <CohortForm />}
    </>
  )
}

function CohortCard({ cohort, next, started }: { cohort: Cohort; next: boolean; started: boolean }) {
  const client = useQueryClient()
  const can = useCan()
  const headingId = useId()
  const [editing, setEditing] = useState(false)
  const change = useMutation({
    mutationFn: (patch: Partial<Pick<Cohort, 'open' | 'archived'>>) =>
      callEndpoint('changeCohort', { id: cohort.id }, patch),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  // A cohort that has started shows no longer on the page, whether or not it is still open.
  const status = cohort.archived
    ? copy.status.archived
    : started
      ? copy.status.past
      : cohort.open
        ? copy.status.open
        : copy.status.closed
  const session =
    cohort.sessionPriceMax !== null
      ? priceRange(cohort.sessionPrice, cohort.sessionPriceMax)
      : price(cohort.sessionPrice)
  if (editing)
    return (
      <li className="lg:col-span-2">
        <CohortForm cohort={cohort} onDone={() => setEditing(false)} />
      </li>
    )
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`flex h-full flex-col gap-2 rounded-brand bg-surface p-4 shadow-sm ring-1 ${next ? 'ring-2 ring-primary' : 'ring-black/5'}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-bold">
            {cohortName(cohort)}
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${status === copy.status.open ? 'bg-success text-white' : 'bg-canvas text-ink'}`}
          >
            {status}
          </span>
          {next && (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-on-primary">
              {copy.status.next}
            </span>
          )}
        </div>
        <ul className="text-sm">
          <li>{copy.sessions(cohort.sessionDates.map(shortDay).join(', '))}</li>
          <li>{copy.seats(cohort.seatsTaken, cohort.capacity)}</li>
          <li>{copy.seatsLeft(Math.max(0, cohort.capacity - cohort.seatsTaken))}</li>
          {cohort.seatsOffered > 0 && <li>{copy.offered(cohort.seatsOffered)}</li>}
          <li>{copy.waitlist(cohort.waitlisted)}</li>
          {cohort.money && (
            <>
              <li>
                {copy.paid(
                  money(cohort.money.paidCents),
                  cohort.money.paid,
                  cohort.money.refundedCents ? money(cohort.money.refundedCents) : '',
                )}
              </li>
              <li>{copy.unpaid(cohort.money.unpaidSeated)}</li>
              {cohort.money.openAssistance > 0 && (
                <li className="font-semibold">{copy.assistanceOpen(cohort.money.openAssistance)}</li>
              )}
            </>
          )}
          <li>{copy.prices(session, price(cohort.completePrice))}</li>
          <li>
            {cohort.earlyBirdDeadline && cohort.earlyBirdSaving !== null
              ? copy.earlyBird(formatDay(cohort.earlyBirdDeadline), price(cohort.earlyBirdSaving))
              : copy.noEarlyBird}
          </li>
          <li>{copy.group(cohort.groupMinimum, cohort.groupPercent)}</li>
          <li className="wrap-anywhere">{cohort.place}</li>
        </ul>
        <div className="mt-auto flex flex-wrap gap-2">
          <a
            href={`${BASE}/cohorts/${cohort.id}`}
            onClick={followLink}
            className={PRIMARY_BUTTON}
            aria-describedby={headingId}
          >
            {copy.rosterLink}
          </a>
          {can('exports') && (
            <a
              href={`/api/admin/export/payments?cohortId=${cohort.id}`}
              download
              className={SECONDARY_BUTTON}
              aria-describedby={headingId}
            >
              {copy.paymentsCsv}
            </a>
          )}
          {can('cohort-changes') && !cohort.archived && (
            <button
              type="button"
              disabled={change.isPending}
              onClick={() => change.mutate({ open: !cohort.open })}
              className={SECONDARY_BUTTON}
              aria-describedby={headingId}
            >
              {cohort.open ? copy.actions.close : copy.actions.open}
            </button>
          )}
          {can('cohort-changes') && (
            <>
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => change.mutate({ archived: !cohort.archived })}
                className={SECONDARY_BUTTON}
                aria-describedby={headingId}
              >
                {cohort.archived ? copy.actions.restore : copy.actions.archive}
              </button>
              <button
                type="button"
                onClick={() => setEditing(true)}
                className={SECONDARY_BUTTON}
                aria-describedby={headingId}
              >
                {copy.actions.edit}
              </button>
            </>
          )}
        </div>
        <MutationStatus mutation={change} className="min-h-5 text-sm font-semibold" />
      </article>
    </li>
  )
}
