import { FOLLOW_UP_KINDS, type FollowUpAnswerRow } from '../../contract/follow-up'
import { FOLLOW_UP_CONSOLE } from '../../content/follow-up-console'
import { useEndpoint } from '../api'
import { ParticipantTable } from '../ui/ParticipantTable'
import { Status } from '../ui/Status'

const copy = FOLLOW_UP_CONSOLE

/** One email's answer: the score, whether they asked to talk, and their words. */
function AnswerCell({ answer }: { answer: FollowUpAnswerRow | undefined }) {
  if (!answer) return <span className="text-muted">{copy.none}</span>
  return (
    <>
      <span className="font-semibold">{copy.score(answer.score)}</span>
      {answer.wantsTalk && <span className="font-semibold text-danger"> · {copy.talk}</span>}
      {answer.words && <span className="block wrap-anywhere">“{answer.words}”</span>}
    </>
  )
}

/**
 * The cohort's answers to the follow-up emails on its page: for each participant the follow-up
 * goes to, each email's score, words and whether they asked to talk.
 */
export function FollowUpAnswersSection({ cohortId }: { cohortId: string }) {
  const list = useEndpoint('cohortFollowUpAnswers', { id: cohortId })
  if (list.isPending) return <Status>{copy.loading}</Status>
  if (list.isError) return <Status error={list.error} onRetry={() => void list.refetch()} />
  const { participants } = list.data
  return (
    <section aria-labelledby="follow-up-answers-heading" className="mb-8 print:hidden">
      <h2 id="follow-up-answers-heading" className="mb-2 text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 text-sm">{copy.intro}</p>
      {participants.length === 0 ? (
        <p>{copy.nobody}</p>
      ) : (
        <ParticipantTable
          label={copy.tableLabel}
          nameHeading={copy.participant}
          rows={participants}
          columns={FOLLOW_UP_KINDS.map((kind) => ({
            heading: copy.emails[kind],
            className: 'min-w-32 p-2',
            cell: (row: (typeof participants)[number]) => (
              <AnswerCell answer={row.answers.find((answer) => answer.kind === kind)} />
            ),
          }))}
        />
      )}
    </section>
  )
}
