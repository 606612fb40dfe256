import type { ReactNode } from 'react'
import type { EmergencyCard as Card } from '../../contract/cards'
import { ADULT_AGE } from '../../contract/constants'
import { CARD_WORDS } from '../../content/cards'
import { NoPhotosMark } from '../ui/NoPhotosMark'

const copy = CARD_WORDS

/** A `tel:` address from a number as the family typed it: digits and a leading plus only. */
const telOf = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`

/** One answer of the card; a blank one is said as not given, so nobody reads an empty line as "none". */
function Answer({ term, children }: { term: string; children: ReactNode }) {
  const given = typeof children !== 'string' || children.trim() !== ''
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className={given ? 'text-ink whitespace-pre-line' : 'text-danger font-semibold'}>
        {given ? children : copy.notGiven}
      </dd>
    </div>
  )
}

function releaseOf(card: Card) {
  const rules = card.release
  if (!rules) return card.age >= ADULT_AGE ? copy.releaseOnOwn : copy.releaseNone
  const rule =
    rules.mode === 'guardian'
      ? copy.releaseGuardian(rules.signedName)
      : rules.mode === 'listed'
        ? copy.releaseListed(rules.signedName)
        : card.age >= ADULT_AGE || rules.onOwnConsent
          ? copy.releaseOnOwn
          : copy.releaseGuardian(rules.signedName)
  return rules.mustNotCollect.length ? `${rule} ${copy.mustNotCollect(rules.mustNotCollect.join(', '))}` : rule
}

const yesNo = (answer: '' | 'yes' | 'no') => (answer === 'yes' ? copy.yes : answer === 'no' ? copy.no : '')

/** One participant's emergency card: whom to call (a tap calls), health answers with what to do, going home, photos. */
export function EmergencyCard({ card }: { card: Card }) {
  const headingId = `card-${card.registrationId}`
  const { health } = card
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-brand bg-surface p-4 ring-1 ring-black/10 print:break-inside-avoid print:p-2"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {card.firstName} {card.lastName}
        {card.noPhotos && <NoPhotosMark />}
      </h2>
      <p className="text-sm text-muted">{copy.age(card.age)}</p>
      <h3 className="mt-3 font-bold">{copy.contacts}</h3>
      <ul className="mt-1 grid gap-1">
        {card.contacts.map((contact) => (
          <li key={`${contact.name}-${contact.phone}`}>
            <a
              href={telOf(contact.phone)}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline"
            >
              {copy.call(
                contact.relationship ? `${contact.name} (${contact.relationship})` : contact.name,
                contact.phone,
              )}
            </a>
          </li>
        ))}
      </ul>
      {card.emergencyNote && (
        <p className="mt-1 text-sm">
          {copy.formNote}: {card.emergencyNote}
        </p>
      )}
      {health ? (
        <>
          {!health.complete && <p className="mt-3 text-sm font-semibold text-danger">{copy.incomplete}</p>}
          <dl className="mt-3 grid gap-2">
            <Answer term={copy.allergies}>{health.allergies}</Answer>
            {health.allergyActions.trim() && <Answer term={copy.allergyActions}>{health.allergyActions}</Answer>}
            <Answer term={copy.conditions}>{health.conditions}</Answer>
            <Answer term={copy.medications}>{health.medications}</Answer>
            <Answer term={`${copy.carries}: ${copy.epinephrine}`}>{yesNo(health.carriesEpinephrine)}</Answer>
            <Answer term={`${copy.carries}: ${copy.inhaler}`}>{yesNo(health.carriesInhaler)}</Answer>
            <Answer term={copy.dietary}>{health.dietary}</Answer>
            <Answer term={copy.accessibility}>{health.accessibility}</Answer>
          </dl>
        </>
      ) : (
        <p className="mt-3 font-semibold text-danger">{copy.noHealthRecord}</p>
      )}
      <dl className="mt-3 grid gap-2">
        <Answer term={copy.release}>{releaseOf(card)}</Answer>
        <Answer term={copy.emergencyTreatment}>
          {card.emergencyTreatment
            ? copy.treatmentGiven
            : card.age >= ADULT_AGE
              ? copy.treatmentAdult
              : copy.treatmentMissing}
        </Answer>
        <Answer term={copy.photos}>{card.noPhotos ? copy.noPhotos : copy.photosAllowed}</Answer>
      </dl>
    </article>
  )
}
