import { useState } from 'react'
import type { PaymentSummary, QuoteLine } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { ASSISTANCE_CONSOLE } from '../../content/assistance-console'
import { useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { formatDay } from '../ui/cohorts'
import { AssistanceDecision } from './AssistanceDecision'
import { formatWhen, money } from '../ui/format'
import { SECONDARY_BUTTON, Status } from '../ui/Status'
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
          {assistance.status === 'open' && can('money-decisions') && <AssistanceDecision id={id} />}
          {assistance.status !== 'open' &&
            can('money-decisions') &&
            !ended &&
            !payments.some((payment) => payment.status === 'paid') && <ChangeDecision id={id} />}
        </>
      )}
      <OfflinePaymentForm id={id} />
    </section>
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

/** A decided request, changed by a director behind one more click: the form asks for a reason. */
function ChangeDecision({ id }: { id: string }) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${SECONDARY_BUTTON} mt-3`}>
        {ASSISTANCE_CONSOLE.change}
      </button>
    )
  return (
    <section aria-labelledby="change-decision-heading" className="mt-3">
      <h4 id="change-decision-heading" className="text-sm font-semibold">
        {ASSISTANCE_CONSOLE.changeHeading}
      </h4>
      <p className="text-sm text-muted">{ASSISTANCE_CONSOLE.changeIntro}</p>
      <AssistanceDecision id={id} change />
    </section>
  )
}
