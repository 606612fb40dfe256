import { SeatOutOfOrder } from './SeatOutOfOrder'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { RegistrationRow, StaffPlacement } from '../../contract/admin'
import type { ConsentView } from '../../contract/consents'
import { ADMIN } from '../../content/admin'
import { callEndpoint, RequestError, useEndpoint, EVERY_SCREEN } from '../api'
import { cohortName, useCohorts } from '../ui/cohorts'
import { BASE, followLink } from '../router'
import { ConsentFlag } from '../ui/ConsentFlag'
import { formatWhen, money } from '../ui/format'
import { Heading } from '../ui/Heading'
import { INPUT, LABEL, MutationStatus, SECONDARY_BUTTON, Status } from '../ui/Status'
import { PaymentSection } from './PaymentSection'
import { HealthRecordSection } from './HealthRecordSection'
import { useCan } from '../ui/access'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { EditDetails } from './EditDetails'
import { NotesSection } from './NotesSection'

const { fields, yes, no, none, consents } = ADMIN.record
const yesNo = (value: boolean) => (value ? yes : no)

/** One consent as its records say: standing, then who gave it, when, which version, in which language. */
function consentLine(consent: ConsentView) {
  const who =
    consent.givenBy === 'form'
      ? consents.form
      : consent.givenBy === 'guardian'
        ? consents.guardian(consent.signerName ?? '', consent.relationship ?? '')
        : (consent.signerName ?? '')
  const given =
    consent.givenAt && consent.version !== null
      ? `: ${consents.by(who, formatWhen(consent.givenAt), consent.version, consent.language ?? 'en')}`
      : ''
  const withdrawn = consent.withdrawnAt ? `, ${consents.withdrawnAt(formatWhen(consent.withdrawnAt))}` : ''
  return `${consents.status[consent.status]}${given}${withdrawn}`
}

/** One registration, every field. */
export function RegistrationRecord({ id }: { id: string }) {
  const can = useCan()
  const record = useEndpoint('registration', { id })
  const cohorts = useCohorts()
  const back = (
    <a
      href={`${BASE}/registrations`}
      onClick={followLink}
      className="text-sm font-semibold text-primary underline underline-offset-2"
    >
      ← {ADMIN.record.back}
    </a>
  )
  if (record.isPending) return <Status>{ADMIN.loading}</Status>
  if (record.isError) {
    const gone = record.error instanceof RequestError && record.error.status === 404
    return (
      <>
        {back}
        {gone ? (
          <p className="mt-4 rounded-brand bg-surface p-4 ring-1 ring-black/5">{ADMIN.record.notFound}</p>
        ) : (
          <Status error={record.error} onRetry={() => void record.refetch()} />
        )}
      </>
    )
  }
  const row = record.data
  const campaign = [row.utmSource, row.utmMedium, row.utmCampaign].filter(Boolean).join(' / ')
  const entries: [string, ReactNode][] = [
    [fields.cohort, cohorts.label(row.cohortId)],
    [
      fields.place,
      row.status === 'offered' && row.offerExpiresAt
        ? ADMIN.offeredUntil(formatWhen(row.offerExpiresAt))
        : row.waitlistPlace !== null
          ? ADMIN.waitlistPlace(row.waitlistPlace)
          : ADMIN.placements[row.status],
    ],
    ...(row.holdReleaseAt
      ? [[OFFICE_CONSOLE.hold.label, OFFICE_CONSOLE.hold.at(formatWhen(row.holdReleaseAt))] as [string, ReactNode]]
      : []),
    [
      fields.email,
      <a href={`mailto:${row.email}`} className="text-primary underline">
        {row.email}
      </a>,
    ],
    [
      fields.phone,
      <a href={`tel:${row.phone.replace(/[^+0-9]/g, '')}`} className="text-primary underline">
        {row.phone}
      </a>,
    ],
    [fields.age, row.age],
    [fields.sessionPreference, row.sessionPreference ? ADMIN.sessionLabels[row.sessionPreference] : none],
    [fields.emergencyContact, row.emergencyContact || none],
    [fields.motivation, row.motivation || none],
    [fields.parentalConsent, yesNo(row.parentalConsent)],
    ...row.consents.map((consent): [string, ReactNode] => [
      consents.kinds[consent.kind],
      <>
        {consentLine(consent)}
        {consent.kind === 'participation' && row.needsConsent && <ConsentFlag />}
      </>,
    ]),
    [
      fields.termsAgreement,
      row.termsAgreement && row.termsVersion ? ADMIN.record.termsVersion(row.termsVersion) : yesNo(row.termsAgreement),
    ],
    [fields.source, row.source ?? ADMIN.overview.ownSite],
    [fields.campaign, campaign || none],
    [fields.createdAt, formatWhen(row.createdAt)],
    [fields.updatedAt, row.updatedAt ? formatWhen(row.updatedAt) : none],
  ]
  return (
    <>
      {back}
      <div className="mt-3">
        <Heading>{ADMIN.record.heading(`${row.firstName} ${row.lastName}`)}</Heading>
      </div>
      <dl className="grid gap-x-6 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {entries.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="pt-3 text-sm font-semibold text-muted sm:border-b sm:border-black/5 sm:pb-3">{label}</dt>
            <dd className="border-b border-black/5 pb-3 whitespace-pre-wrap wrap-anywhere sm:pt-3">{value}</dd>
          </div>
        ))}
      </dl>
      <Placement registration={row} />
      {can('payments') && <PaymentSection id={row.id} />}
      <EditDetails registration={row} />
      <NotesSection id={row.id} />
      {can('health') && <HealthRecordSection id={row.id} />}
      <FamilyLinks id={row.id} live={row.familyLinksLive} />
      <AssignCohort registration={row} />
    </>
  )
}

/** Moves the registration to a cohort: interest gets its place, or a family changes cohort. */
function AssignCohort({ registration }: { registration: RegistrationRow }) {
  const client = useQueryClient()
  const { openAhead } = useCohorts()
  const choices = openAhead.filter((cohort) => cohort.id !== registration.cohortId)
  const [chosen, setChosen] = useState('')
  const assign = useMutation({
    mutationFn: () => callEndpoint('assignCohort', { id: registration.id }, { cohortId: chosen }),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  if (choices.length === 0 && !assign.isSuccess) return null
  // After a move to the last open cohort only its confirmation is left to read: no cohort to choose.
  if (choices.length === 0)
    return <MutationStatus mutation={assign} done={ADMIN.record.assigned} className="mt-4 text-sm font-semibold" />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const cohort = choices.find((choice) => choice.id === chosen)
    // A move changes a family's cohort and maybe its seat: staff confirm it, and the family is emailed.
    if (
      cohort &&
      !assign.isPending &&
      window.confirm(ADMIN.record.confirmMove(registration.firstName, cohortName(cohort)))
    )
      assign.mutate()
  }
  return (
    <form
      onSubmit={submit}
      className="mt-4 flex flex-wrap items-end gap-2 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <label className={LABEL}>
        {ADMIN.record.assign}
        <select value={chosen} onChange={(event) => setChosen(event.target.value)} required className={INPUT}>
          <option value="">{ADMIN.record.chooseCohort}</option>
          {choices.map((cohort) => (
            <option key={cohort.id} value={cohort.id}>
              {cohortName(cohort)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={assign.isPending} className={SECONDARY_BUTTON}>
        {ADMIN.record.assignButton}
      </button>
      <MutationStatus mutation={assign} done={ADMIN.record.assigned} className="min-h-6 w-full text-sm font-semibold" />
    </form>
  )
}

/**
 * Seat, move to the waitlist's end, or cancel: each audited by the worker, and a seat it frees is
 * offered to the next on the waitlist at once. The current place's button is left out.
 */
function Placement({ registration }: { registration: RegistrationRow }) {
  const client = useQueryClient()
  const copy = ADMIN.record.placement
  const move = useMutation({
    mutationFn: (status: StaffPlacement) => callEndpoint('place', { id: registration.id }, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  if (!registration.cohortId)
    return <p className="mt-4 rounded-brand bg-surface p-4 text-sm ring-1 ring-black/5">{copy.noCohort}</p>
  const actions: [StaffPlacement, string][] = [
    ['seated', copy.seat],
    ['waitlisted', copy.waitlist],
    ['cancelled', copy.cancel],
  ]
  const choose = (status: StaffPlacement) => {
    if (move.isPending || (status === 'cancelled' && !window.confirm(copy.confirmCancel))) return
    move.mutate(status)
  }
  return (
    <section
      aria-labelledby="placement-heading"
      className="mt-4 flex flex-wrap items-center gap-2 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="placement-heading" className="w-full font-bold">
        {copy.legend}
      </h2>
      {actions
        .filter(([status]) => status !== registration.status)
        .map(([status, label]) => (
          <button
            key={status}
            type="button"
            disabled={move.isPending}
            onClick={() => choose(status)}
            className={SECONDARY_BUTTON}
          >
            {label}
          </button>
        ))}
      {registration.status === 'waitlisted' && (
        <SeatOutOfOrder id={registration.id} name={`${registration.firstName} ${registration.lastName}`} />
      )}
      <MutationStatus
        mutation={move}
        done={
          move.data &&
          `${copy.moved(ADMIN.placements[move.data.status], move.data.offersMade)}${move.data.refundedCents ? ` ${ADMIN.record.payment.refunded(money(move.data.refundedCents))}` : ''}`
        }
        className="min-h-6 w-full text-sm font-semibold"
      />
    </section>
  )
}

/**
 * The family's page links: how many work, and the button that turns them all off (a forwarded
 * email, a lost phone), with the payment and seat-offer links. It stays usable with no page link
 * live: a payment link made on the page's last day outlives the page's link.
 */
function FamilyLinks({ id, live }: { id: string; live: number }) {
  const client = useQueryClient()
  const copy = ADMIN.record.familyLinks
  const revoke = useMutation({
    mutationFn: () => callEndpoint('revokeFamilyLinks', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  return (
    <section
      aria-labelledby="family-links-heading"
      className="mt-4 flex flex-wrap items-center gap-2 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="family-links-heading" className="w-full font-bold">
        {copy.legend}
      </h2>
      <p className="w-full text-sm">
        {copy.live(live)} {copy.revokeNote}
      </p>
      <button type="button" disabled={revoke.isPending} onClick={() => revoke.mutate()} className={SECONDARY_BUTTON}>
        {copy.revoke}
      </button>
      <MutationStatus
        mutation={revoke}
        done={revoke.data && copy.revoked(revoke.data.revoked)}
        className="min-h-6 w-full text-sm font-semibold"
      />
    </section>
  )
}
