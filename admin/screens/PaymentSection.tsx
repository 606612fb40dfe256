import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { AssistanceDecision, PaymentSummary, QuoteLine } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { callEndpoint, useEndpoint, EVERY_SCREEN } from '../api'
import { useCan } from '../ui/access'
import { formatDay } from '../ui/cohorts'
import { centsOfDollars, formatWhen, money } from '../ui/format'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON, Status } from '../ui/Status'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { OfflineLines, OfflinePaymentForm } from './OfflinePaymentForm'

const copy = ADMIN.record.payment

const lineLabel = (line: QuoteLine) =>
  line.item === 'sessions'
    ? copy.lines.sessions(line.count, money(line.unitCents))
    : line.item === 'group'
      ? copy.lines.group(line.percent)
      : copy.lines[line.item]

/**
 * A registration's money: what it owes now (the worker's quote, item by item), its payments, and
 * its request for financial assistance, which staff grant (an amount, 0 waives it) or decline.
 */
export function PaymentSection({ id }: { id: string }) {
  const can = useCan()
  const summary = useEndpoint('payment', { id })
  if (summary.isPending) return <Status>{ADMIN.loading}</Status>
  if (summary.isError) return <Status error={summary.error} onRetry={() => void summary.refetch()} />
  const { owed, payments, assistance, group, balance, ended } = summary.data
  return (
    <section
      aria-labelledby="payment-heading"
      className="mt-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="payment-heading" className="font-bold">
        {copy.legend}
      </h2>
      {ended ? (
        <p className="mt-3 text-sm font-semibold">{copy.ended}</p>
      ) : (
        <h3 className="mt-3 text-sm font-semibold text-muted">{copy.owed}</h3>
      )}
      {ended ? null : 'unavailable' in owed ? (
        <p className="text-sm">{owed.unavailable === 'no-cohort' ? copy.noCohort : copy.priceRange}</p>
      ) : (
        <table className="mt-1 w-full max-w-md text-sm">
          <tbody>
            {owed.lines.map((line) => (
              <tr key={line.item} className="border-b border-black/5">
                <th scope="row" className="py-1 text-left font-normal">
                  {lineLabel(line)}
                </th>
                <td className="py-1 text-right tabular-nums">{money(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1 text-left">
                {copy.total}
              </th>
              <td className="py-1 text-right font-bold tabular-nums">{money(owed.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {balance && <BalanceLines balance={balance} />}
      {group && (
        <p className="mt-2 text-sm">
          {copy.group(group.code, group.settled, group.minimum, group.percent, formatDay(group.decidedAfter))}
        </p>
      )}
      <OfflineLines entries={summary.data.offlinePayments} />
      <h3 className="mt-3 text-sm font-semibold text-muted">{copy.payments}</h3>
      {payments.length === 0 ? (
        <p className="text-sm">{copy.noPayments}</p>
      ) : (
        <ul className="text-sm">
          {payments.map((payment) => (
            <li key={payment.id}>
              {copy.paymentLine(
                money(payment.amountCents),
                copy.statuses[payment.status],
                formatWhen(payment.paidAt ?? payment.createdAt),
              )}
              {payment.refunds.map((refund) => (
                <span key={refund.reason} className="block pl-4 text-muted">
                  {copy.refundLine(money(refund.amountCents), copy.refundReasons[refund.reason])}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {assistance && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-muted">{copy.assistance}</h3>
          <p className="text-sm">
            {copy.assistanceStatuses[assistance.status]}. {copy.requested(formatWhen(assistance.createdAt))}
            {assistance.status === 'open' && assistance.decideBy
              ? `. ${copy.decideBy(formatWhen(assistance.decideBy))}`
              : ''}
            {assistance.decidedAt && assistance.decidedBy
              ? `. ${copy.decided(copy.assistanceStatuses[assistance.status], assistance.decidedBy, formatWhen(assistance.decidedAt))}`
              : ''}
            {assistance.amountCents !== null ? `. ${copy.grantedAmount(money(assistance.amountCents))}` : ''}
          </p>
          <p className="mt-1 text-sm font-semibold">{copy.reason}</p>
          <p className="text-sm whitespace-pre-wrap wrap-anywhere">{assistance.reason}</p>
          {assistance.status === 'open' && can('money-decisions') && <Decide id={id} />}
        </>
      )}
      <OfflinePaymentForm id={id} />
    </section>
  )
}

/** Grant an amount (dollars, as staff think of it; sent in cents) or decline. */
function Decide({ id }: { id: string }) {
  const client = useQueryClient()
  const [dollars, setDollars] = useState('')
  const decide = useMutation({
    mutationFn: (decision: AssistanceDecision) => callEndpoint('decideAssistance', { id }, decision),
    onSuccess: () => client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const grant = (event: FormEvent) => {
    event.preventDefault()
    const cents = centsOfDollars(dollars)
    if (!decide.isPending && cents !== null) decide.mutate({ decision: 'grant', amountCents: cents })
  }
  return (
    <form onSubmit={grant} className="mt-3 flex flex-wrap items-end gap-2">
      <label className={LABEL}>
        {copy.amountLabel}
        <input
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          required
          value={dollars}
          onChange={(event) => setDollars(event.target.value)}
          className={INPUT}
        />
      </label>
      <button type="submit" disabled={decide.isPending} className={PRIMARY_BUTTON}>
        {copy.grant}
      </button>
      <button
        type="button"
        disabled={decide.isPending}
        onClick={() => decide.mutate({ decision: 'decline' })}
        className={SECONDARY_BUTTON}
      >
        {copy.decline}
      </button>
      <MutationStatus mutation={decide} done={copy.decidedNow} className="min-h-6 w-full text-sm font-semibold" />
    </form>
  )
}

/** The one balance, as the worker computed it: charged, paid, refunded, left to pay. */
function BalanceLines({ balance }: { balance: NonNullable<PaymentSummary['balance']> }) {
  const rows: [string, number][] = [
    [copy.charged, balance.chargedCents],
    ...(balance.assistedCents
      ? ([[OFFICE_CONSOLE.balance.assisted, balance.assistedCents]] as [string, number][])
      : []),
    [copy.paid, balance.paidCents],
    ...(balance.offlineCents ? ([[OFFICE_CONSOLE.balance.offline, balance.offlineCents]] as [string, number][]) : []),
    ...(balance.refundedCents ? ([[copy.refundedTotal, balance.refundedCents]] as [string, number][]) : []),
    [copy.due, balance.dueCents],
    ...(balance.creditCents ? ([[copy.credit, balance.creditCents]] as [string, number][]) : []),
  ]
  return (
    <>
      <h3 className="mt-3 text-sm font-semibold text-muted">{copy.balance}</h3>
      <dl className="mt-1 grid max-w-md grid-cols-[1fr_auto] text-sm">
        {rows.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className="border-b border-black/5 py-1">{label}</dt>
            <dd className="border-b border-black/5 py-1 text-right tabular-nums">{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
