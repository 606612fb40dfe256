import type { RegistrationListRow } from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { OFFICE_CONSOLE } from '../../content/office-console'
import { BASE, followLink } from '../router'
import { ConsentFlag } from '../ui/ConsentFlag'

const copy = OFFICE_CONSOLE.list

/** What the list's columns say of one registration, shared by the table and the phone's cards. */
export const facts = (row: RegistrationListRow) => ({
  payment: row.paid ? copy.paid : copy.unpaid,
  assistance: copy.assistances[row.assistance ?? 'none'] ?? '',
  consent: copy.consents[row.needsConsent ? 'missing' : 'given'] ?? '',
  language: copy.languages[row.language] ?? '',
})

/** On a phone the list is a card per registration: every column readable without sideways scrolling. */
export function RegistrationCards({
  rows,
  cohortLabel,
}: {
  rows: RegistrationListRow[]
  cohortLabel: (id: string | null) => string
}) {
  return (
    <section aria-label={copy.cardsLabel} className="sm:hidden">
      <ul className="space-y-3">
        {rows.map((row) => {
          const said = facts(row)
          const lines: [string, string][] = [
            [ADMIN.table.cohort, cohortLabel(row.cohortId)],
            [ADMIN.table.place, ADMIN.placements[row.status]],
            [copy.payment, said.payment],
            [copy.assistance, said.assistance],
            [copy.consent, said.consent],
            [copy.language, said.language],
            [ADMIN.table.phone, row.phone],
            [ADMIN.table.email, row.email],
          ]
          return (
            <li key={row.id} className="rounded-brand bg-surface p-3 shadow-sm ring-1 ring-black/5">
              <a
                href={`${BASE}/registrations/${row.id}`}
                onClick={followLink}
                className="font-semibold text-primary underline underline-offset-2 wrap-anywhere"
              >
                {row.firstName} {row.lastName}
              </a>
              {row.needsConsent && <ConsentFlag />}
              <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-2 text-sm">
                {lines.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="wrap-anywhere">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
