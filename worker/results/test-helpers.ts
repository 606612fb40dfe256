import { env } from 'cloudflare:workers'
import { STATEMENT_IDS } from '../../contract/assessment'
import { readRows, registerParticipant, storeCohortOn } from '../test/helpers'

const AT = '2100-03-27T16:00:00.000Z'

/** Both assessments taken, every statement scored `first` the first time and `before`/`after` the last. */
export async function storeBothTaken(registrationId: string, scores: { first: number; before: number; after: number }) {
  await env.DB.batch([
    ...(['first', 'last'] as const).map((round) =>
      env.DB.prepare(
        'INSERT INTO assessments (registration_id, round, language, started_at, completed_at) VALUES (?, ?, ?, ?, ?)',
      ).bind(registrationId, round, 'en', AT, AT),
    ),
    ...STATEMENT_IDS.flatMap((statement) => [
      env.DB.prepare(
        'INSERT INTO assessment_answers (registration_id, round, statement, score, answered_at) VALUES (?, ?, ?, ?, ?)',
      ).bind(registrationId, 'first', statement, scores.first, AT),
      env.DB.prepare(
        'INSERT INTO assessment_answers (registration_id, round, statement, score, before, answered_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(registrationId, 'last', statement, scores.after, scores.before, AT),
    ]),
  ])
}

/** The evaluation-survey consent, given by the guardian (and withdrawn when `withdrawnAt`). */
export const giveEvaluationConsent = (registrationId: string, withdrawnAt: string | null = null) =>
  env.DB.prepare(
    `INSERT INTO consents (id, registration_id, kind, version, consent_text, language, given_by, signer_name, relationship, given_at, withdrawn_at) VALUES (?1, ?2, 'evaluation', 1, 'I agree', 'en', 'guardian', 'Li Chen', 'parent', '2100-03-01T15:00:00.000Z', ?3)`,
  )
    .bind(crypto.randomUUID(), registrationId, withdrawnAt)
    .run()

/** A seated participant of `cohortId` (made with room for 30 when new), each with an address of their own. */
export async function participantIn(
  cohortId: string,
  firstName: string,
  preference: 'complete' | 'individual' = 'complete',
) {
  if (!(await readRows<{ id: string }>('cohorts')).some((cohort) => cohort.id === cohortId))
    await storeCohortOn(
      cohortId,
      30,
      cohortId === 'c1' ? undefined : ['2100-05-01', '2100-05-08', '2100-05-15', '2100-05-22'],
    )
  const email = `${firstName.toLowerCase()}.${cohortId}@example.org`
  return registerParticipant({ cohortId, firstName, email, sessionPreference: preference })
}
