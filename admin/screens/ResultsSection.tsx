import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PRINCIPLES } from '../../contract/assessment'
import type { PrincipleChange, Results, ResultsGroup } from '../../contract/results'
import { ASSESSMENT } from '../../content/assessment'
import { RESULTS_CONSOLE } from '../../content/results-console'
import { FOLLOW_UP_CONSOLE } from '../../content/follow-up-console'
import { FOLLOW_UP_KINDS } from '../../contract/follow-up'
import { callEndpoint, EVERY_SCREEN, useEndpoint } from '../api'
import { useCan } from '../ui/access'
import { MutationStatus, SECONDARY_BUTTON, Status } from '../ui/Status'

const copy = RESULTS_CONSOLE

const change = ({ mean, sd }: PrincipleChange) =>
  mean === null ? copy.none : `${mean > 0 ? '+' : ''}${mean.toFixed(2)} (${sd === null ? copy.none : sd.toFixed(2)})`

function GroupRow({ group }: { group: ResultsGroup }) {
  return (
    <tr className="border-t border-black/10">
      <th scope="row" className="p-2 font-semibold">
        {group.cohortId === null ? (
          copy.allCohorts
        ) : (
          <>
            {copy.startingOn(group.startDate ?? '')}
            <span className="block text-xs font-normal break-all">{group.cohortId}</span>
          </>
        )}
      </th>
      <td className="p-2">{group.participants}</td>
      <td className="p-2">{group.tookBoth}</td>
      <td className="p-2">{group.counted}</td>
      {group.changes.map((row) => (
        <td key={row.principle} className="p-2">
          {change(row)}
        </td>
      ))}
      {group.followUp.map((figure) => (
        <td key={figure.kind} className="p-2">
          {FOLLOW_UP_CONSOLE.resultsCell(figure.answers, figure.mean, figure.sd)}
        </td>
      ))}
    </tr>
  )
}

/** A director's switch for the figures on the public page. */
function PublicSwitch({ results }: { results: Results }) {
  const client = useQueryClient()
  const can = useCan()
  const turn = useMutation({
    mutationFn: () => callEndpoint('publicResults', {}, { shown: !results.publicShown }),
    onSuccess: () => void client.invalidateQueries({ queryKey: EVERY_SCREEN }),
  })
  return (
    <div className="mt-4">
      <h3 className="font-bold">{copy.publicHeading}</h3>
      <p className="text-sm">{copy.publicState(results.publicShown, results.publicMinimum, results.overall.counted)}</p>
      {can('outcomes') && (
        <button type="button" className={SECONDARY_BUTTON} disabled={turn.isPending} onClick={() => turn.mutate()}>
          {results.publicShown ? copy.turnOff : copy.turnOn}
        </button>
      )}
      <MutationStatus mutation={turn} done={copy.switched} />
    </div>
  )
}

/** The programme's own results on the overview: per cohort and over all, with the CSV and the public switch. */
export function ResultsSection() {
  const results = useEndpoint('results', {})
  if (results.isPending) return <Status>{copy.loading}</Status>
  if (results.isError) return <Status error={results.error} onRetry={() => void results.refetch()} />
  const { cohorts, overall } = results.data
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="mb-2 text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 max-w-3xl text-sm">{copy.intro}</p>
      {cohorts.length === 0 ? (
        <p>{copy.nobody}</p>
      ) : (
        <section aria-label={copy.tableLabel} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {[copy.cohort, copy.participants, copy.tookBoth, copy.counted].map((name) => (
                  <th key={name} scope="col" className="p-2">
                    {name}
                  </th>
                ))}
                {PRINCIPLES.map((principle) => (
                  <th key={principle} scope="col" className="p-2">
                    {copy.change(ASSESSMENT.en.principles[principle])}
                  </th>
                ))}
                {FOLLOW_UP_KINDS.map((kind) => (
                  <th key={kind} scope="col" className="p-2">
                    {FOLLOW_UP_CONSOLE.resultsColumn(FOLLOW_UP_CONSOLE.emails[kind])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...cohorts, overall].map((group) => (
                <GroupRow key={group.cohortId ?? 'all'} group={group} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <a href="/api/admin/results/csv" download className={`${SECONDARY_BUTTON} mt-3 inline-block`}>
        {copy.csv}
      </a>
      <PublicSwitch results={results.data} />
    </section>
  )
}
