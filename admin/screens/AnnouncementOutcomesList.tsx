import { ANNOUNCEMENT_OUTCOMES, type AnnouncementPerson } from '../../contract/announcement-outcomes'
import { ANNOUNCEMENT_OUTCOME_WORDS } from '../../content/announcement-outcomes'
import { useEndpoint } from '../api'
import { BASE, followLink } from '../router'
import { DataTable } from '../ui/DataTable'
import { Status } from '../ui/Status'

const copy = ANNOUNCEMENT_OUTCOME_WORDS
const SKIPS = new Set(['unsubscribed', 'forgotten'])

function PersonName({ person }: { person: AnnouncementPerson }) {
  if (!person.registrationId) return <>{person.name}</>
  return (
    <a
      href={`${BASE}/registrations/${person.registrationId}`}
      onClick={followLink}
      className="font-semibold text-primary underline underline-offset-2 wrap-anywhere"
    >
      {person.name}
    </a>
  )
}

/**
 * Who a sent announcement reached and who it did not, and why: the counts, then each person (a card
 * on a phone, a table from 640 px), skips first. Names only for roles that may open records.
 */
export function AnnouncementOutcomesList({
  cohortId,
  announcementId,
  subject,
}: {
  cohortId: string
  announcementId: string
  subject: string
}) {
  const outcomes = useEndpoint('announcementRecipients', { id: cohortId, announcement: announcementId })
  if (!outcomes.data) return <Status error={outcomes.error}>{copy.loading}</Status>
  const { counts, people } = outcomes.data
  const skipped = people.filter((person) => SKIPS.has(person.outcome)).length
  const named = people.filter((person) => person.name !== null)
  const rows = named.map((person, index) => ({ ...person, id: person.registrationId ?? String(index) }))
  return (
    <section aria-labelledby={`${announcementId}-heading`} className="mt-2 grid gap-2">
      <h4 id={`${announcementId}-heading`} className="font-bold">
        {copy.heading(subject)}
      </h4>
      <p className="font-semibold">{copy.summary(people.length - skipped, skipped)}</p>
      <ul className="grid gap-1 text-sm">
        {ANNOUNCEMENT_OUTCOMES.filter((outcome) => counts[outcome] > 0).map((outcome) => (
          <li key={outcome}>
            {copy.outcomes[outcome]}: {counts[outcome]}
          </li>
        ))}
      </ul>
      {named.length === 0 && people.length > 0 && <p className="text-sm text-muted">{copy.noNames}</p>}
      {named.length > 0 && (
        <>
          <ul className="grid gap-2 sm:hidden">
            {named.map((person, index) => (
              <li key={person.registrationId ?? index} className="rounded-brand bg-canvas p-3">
                <PersonName person={person} />
                <p className="text-sm">{copy.outcomes[person.outcome]}</p>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <DataTable
              label={copy.people}
              rows={rows}
              columns={[
                { label: copy.person, cell: (person) => <PersonName person={person} /> },
                { label: copy.outcome, cell: (person) => copy.outcomes[person.outcome] },
              ]}
            />
          </div>
        </>
      )}
    </section>
  )
}
