import { useState } from 'react'
import { ADULT_AGE } from '../../contract/constants'
import {
  judgeRelease,
  VERIFICATIONS,
  type CheckOut,
  type ReleaseJudgement,
  type ReleaseListRow,
  type Verification,
} from '../../contract/release'
import { CHECK_OUT_STAFF } from '../../content/release'
import { callEndpoint, errorText } from '../api'
import { useCan } from '../ui/access'
import { DANGER_BUTTON, INPUT, LABEL, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

const copy = CHECK_OUT_STAFF

type Choice = { kind: CheckOut['collector']['kind']; name: string; label: string }

/** The people the family's rules allow, as choices; then "someone else" (refused unless overridden). */
function choicesOf(row: ReleaseListRow): Choice[] {
  const rules = row.rules
  const choices: Choice[] = []
  if (rules && rules.signedName && row.age < ADULT_AGE)
    choices.push({ kind: 'guardian', name: rules.signedName, label: copy.guardian(rules.signedName) })
  if (rules?.mode === 'listed')
    for (const adult of rules.adults)
      choices.push({ kind: 'adult', name: adult.name, label: copy.adult(adult.name, adult.relationship) })
  if (judgeRelease(rules, row.age, { kind: 'self', name: '' }).allowed)
    choices.push({ kind: 'self', name: '', label: copy.self })
  return [...choices, { kind: 'other', name: '', label: copy.other }]
}

/**
 * Check-out of one participant at the door: who is collecting and how they were checked, judged
 * here by the family's rules (the worker judges again on arrival). Allowed: queued like a check-in
 * tap. Refused: the sentence, and for a director or coordinator online, an override with a reason.
 */
export function CheckOutPanel(props: {
  cohortId: string
  sessionDate: string
  name: string
  row: ReleaseListRow
  /** An allowed check-out to queue (`queued`), or one an override stored online (null); `to` names the collector. */
  onChecked: (to: string, queued: CheckOut | null) => void
  onClose: () => void
}) {
  const { row } = props
  const can = useCan()
  const choices = choicesOf(row)
  const [picked, setPicked] = useState<number | null>(null)
  const [otherName, setOtherName] = useState('')
  const [verified, setVerified] = useState<Verification | null>(null)
  const [problem, setProblem] = useState('')
  const [refusal, setRefusal] = useState<Extract<ReleaseJudgement, { allowed: false }> | null>(null)
  const [reason, setReason] = useState('')
  const choice = picked === null ? null : choices[picked]
  const collector = choice
    ? { kind: choice.kind, name: choice.kind === 'other' ? otherName.trim() : choice.name }
    : null
  const item = (): CheckOut => ({
    id: crypto.randomUUID(),
    registrationId: row.registrationId,
    sessionDate: props.sessionDate,
    collector: collector!,
    verifiedBy: collector!.kind === 'self' ? null : verified,
    checkedOutAt: new Date().toISOString(),
  })
  const submit = () => {
    setRefusal(null)
    if (!collector) return setProblem(copy.collector)
    if (collector.kind === 'other' && !collector.name) return setProblem(copy.typeName)
    if (collector.kind !== 'self' && !verified) return setProblem(copy.pickVerification)
    setProblem('')
    const judged = judgeRelease(row.rules, row.age, collector)
    if (!judged.allowed) return setRefusal(judged)
    props.onChecked(collector.kind === 'self' ? copy.self : judged.name, item())
  }
  const override = async () => {
    if (!navigator.onLine) return setProblem(copy.overrideOffline)
    try {
      await callEndpoint('overrideCheckOut', { id: props.cohortId }, { ...item(), reason })
      props.onChecked(collector!.name || copy.self, null)
    } catch (error) {
      setProblem(errorText(error))
    }
  }
  const radio = 'flex min-h-11 items-center gap-3 rounded-brand px-2 ring-1 ring-black/10'
  return (
    <section
      aria-labelledby={`check-out-${row.registrationId}`}
      className="mt-2 rounded-brand bg-surface p-3 ring-1 ring-black/10"
    >
      <h2 id={`check-out-${row.registrationId}`} className="font-bold">
        {copy.open(props.name)}
      </h2>
      <fieldset className="mt-2 grid gap-2">
        <legend className={LABEL}>{copy.collector}</legend>
        {choices.map((option, index) => (
          <label key={`${option.kind}-${option.name}`} className={radio}>
            <input
              type="radio"
              name={`collector-${row.registrationId}`}
              checked={picked === index}
              onChange={() => setPicked(index)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {choice?.kind === 'other' && (
        <label className={`${LABEL} mt-2`}>
          {copy.otherName}
          <input
            className={INPUT}
            value={otherName}
            onChange={(event) => setOtherName(event.target.value)}
            autoComplete="off"
          />
        </label>
      )}
      {choice && choice.kind !== 'self' && (
        <fieldset className="mt-2 grid gap-2">
          <legend className={LABEL}>{copy.verified}</legend>
          {VERIFICATIONS.map((way) => (
            <label key={way} className={radio}>
              <input
                type="radio"
                name={`verified-${row.registrationId}`}
                checked={verified === way}
                onChange={() => setVerified(way)}
              />
              {copy.verifications[way]}
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-danger">
        {problem}
      </p>
      {refusal && (
        <div role="alert" className="mt-2 rounded-brand border-2 border-danger p-3">
          <p className="font-bold text-danger">{copy.refused[refusal.reason]}</p>
          {can('release-override') && collector && (
            <div className="mt-3">
              <h3 className="font-semibold">{copy.overrideHeading}</h3>
              <label className={`${LABEL} mt-2`}>
                {copy.overrideReason}
                <textarea
                  className={INPUT}
                  rows={2}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </label>
              <button type="button" className={`${DANGER_BUTTON} mt-2`} onClick={() => void override()}>
                {copy.overrideButton}
              </button>
            </div>
          )}
        </div>
      )}
      <div className="mt-3 flex gap-2">
        <button type="button" className={PRIMARY_BUTTON} onClick={submit}>
          {copy.confirm}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={props.onClose}>
          {copy.cancel}
        </button>
      </div>
    </section>
  )
}
