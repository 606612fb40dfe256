import { CARD_WORDS } from '../../content/cards'
import { useEndpoint } from '../api'
import { deviceDay } from '../offline/rules'
import { BASE, followLink } from '../router'
import { formatDay } from '../ui/cohorts'
import { Heading } from '../ui/Heading'
import { SECONDARY_BUTTON, Status } from '../ui/Status'
import { ADMIN } from '../../content/admin'
import { EmergencyCard } from './EmergencyCard'

const copy = CARD_WORDS

/**
 * A cohort's emergency cards, opened from the check-in screen: every seated participant's card,
 * printable two to a row. The console's service worker keeps the answer for a session day, so
 * the cards open without a connection that day; an answer read on another day is never shown.
 */
export function EmergencyCardsScreen({ id }: { id: string }) {
  const answer = useEndpoint('emergencyCards', { id })
  if (answer.isPending) return <Status>{ADMIN.loading}</Status>
  if (answer.isError) return <Status error={answer.error} onRetry={() => void answer.refetch()} />
  const { cards, startDate, today } = answer.data
  return (
    <>
      <p className="mb-2 print:hidden">
        <a
          href={`${BASE}/cohorts/${id}/check-in`}
          onClick={followLink}
          className="font-semibold text-primary underline"
        >
          {ADMIN.checkIn.heading}: {ADMIN.cohort.heading(formatDay(startDate))}
        </a>
      </p>
      <Heading intro={copy.intro}>{copy.heading}</Heading>
      {today !== deviceDay() ? (
        <p className="font-semibold text-danger">{copy.otherDay}</p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
            <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
              {copy.print}
            </button>
            <p className="text-sm text-muted">{copy.offlineNote}</p>
          </div>
          {cards.length === 0 ? (
            <p>{copy.nobody}</p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2 print:gap-2">
              {cards.map((card) => (
                <EmergencyCard key={card.registrationId} card={card} />
              ))}
            </div>
          )}
        </>
      )}
    </>
  )
}
