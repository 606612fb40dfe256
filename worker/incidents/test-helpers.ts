import { storeCohortOn, registerIn } from '../test/helpers'
import { staffPost } from '../test/admin-helpers'
import { AT_THE_DOOR } from '../release/test-helpers'

export { AT_THE_DOOR, staffAs } from '../release/test-helpers'

/** Sofia, 14, seated in cohort `c1` (four far Saturdays), registered from the Spanish form. */
export async function sofiaInC1(language = 'es') {
  await storeCohortOn('c1', 5)
  return registerIn({ cohortId: 'c1', age: 14, firstName: 'Sofia', email: 'familia@example.org' }, language)
}

/** An incident as the console's form sends it: 13:40 on the second session day, the family phoned at 13:55. */
export const incident = (registrationId: string, changes: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  registrationId,
  kind: 'injury',
  occurredAt: '2100-03-13T13:40',
  place: 'The gym',
  whatHappened: 'Twisted her ankle during the relay race.',
  actionTaken: 'Ice pack for 15 minutes; she walked without help after.',
  othersInvolved: 'Coach Dana saw it; Mateo R. ran beside her',
  familyTold: 'phone',
  familyToldAt: '2100-03-13T13:55',
  toldWho: 'Her mother, by phone',
  ...changes,
})

/** Sends an incident to cohort `c1` as `token`'s account, at the door unless told otherwise. */
export const recordIncident = (token: string, body: unknown, bindings: Record<string, string> = AT_THE_DOOR) =>
  staffPost(token, '/api/admin/cohorts/c1/incidents', body, {}, bindings)
