import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { CertificateRow } from '../../contract/certificates'
import { CERTIFICATES_CONSOLE } from '../../content/certificates-console'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { ParticipantTable } from '../ui/ParticipantTable'
import { DANGER_BUTTON, INPUT, LABEL, MutationStatus, SECONDARY_BUTTON, Status } from '../ui/Status'

const copy = CERTIFICATES_CONSOLE

/** A director's revocation of one certificate: a reason, then the confirmation. */
function RevokeForm({ row, code }: { row: CertificateRow; code: string }) {
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const id = useId()
  const revoke = useMutation({
    mutationFn: () => callEndpoint('revokeCertificate', { code }, { reason }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!revoke.isPending) revoke.mutate()
  }
  if (!open)
    return (
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
        {copy.revoke(row.firstName)}
      </button>
    )
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className={LABEL}>
        {copy.reasonLabel}
      </label>
      <input id={id} value={reason} onChange={(event) => setReason(event.target.value)} className={INPUT} required />
      <div className="flex gap-2">
        <button type="submit" className={DANGER_BUTTON} disabled={revoke.isPending}>
          {copy.confirm}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(false)}>
          {copy.cancel}
        </button>
      </div>
      <MutationStatus mutation={revoke} done={copy.done} />
    </form>
  )
}

/** What the certificate column says for one participant. */
function standingText(row: CertificateRow) {
  if (row.certificate?.revokedAt) return copy.revoked(row.certificate.revokedReason)
  const standing = copy.standings[row.standing]
  return row.certificate ? `${standing}, ${copy.code(row.certificate.code)}` : standing
}

/**
 * The cohort's graduation certificates on its page: each Complete Bootcamp participant's
 * sessions attended and final check-in, who earned it and who is one session short; a director
 * may revoke one with a reason.
 */
export function CertificatesSection({ cohortId }: { cohortId: string }) {
  const list = useEndpoint('cohortCertificates', { id: cohortId })
  const can = useCan()
  if (list.isPending) return <Status>{copy.loading}</Status>
  if (list.isError) return <Status error={list.error} onRetry={() => void list.refetch()} />
  const { participants, minimumSessions, sessions } = list.data
  return (
    <section aria-labelledby="certificates-heading" className="mb-8 print:hidden">
      <h2 id="certificates-heading" className="mb-2 text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 text-sm">{copy.intro(minimumSessions, sessions)}</p>
      {participants.length === 0 ? (
        <p>{copy.nobody}</p>
      ) : (
        <ParticipantTable
          label={copy.tableLabel}
          nameHeading={copy.columns.name}
          rows={participants}
          columns={[
            { heading: copy.columns.attended, cell: (row) => copy.attended(row.attended, sessions) },
            { heading: copy.columns.final, cell: (row) => copy.final(row.finalTaken) },
            {
              heading: copy.columns.standing,
              className: 'flex flex-col items-start gap-2 p-2',
              cell: (row) => (
                <>
                  {standingText(row)}
                  {can('outcomes') && row.certificate && !row.certificate.revokedAt && (
                    <RevokeForm row={row} code={row.certificate.code} />
                  )}
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  )
}
