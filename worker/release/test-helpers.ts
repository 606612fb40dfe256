import { createStaffAs, sessionOf, staffPost } from '../test/admin-helpers'
import { FAR_DAYS } from '../test/helpers'

/** A session of a new account of `role` (a volunteer's on cohort `c1`). */
export const staffAs = async (role: Parameters<typeof createStaffAs>[1]) =>
  sessionOf(
    await createStaffAs(`${role}-${crypto.randomUUID().slice(0, 8)}`, role, {
      cohortId: role === 'volunteer' ? 'c1' : null,
    }),
  )

/** 14:10 in New York on the second session day, as the session ends: inside a volunteer's window. */
export const AT_THE_DOOR = { BOOTCAMP_NOW: '2100-03-13T19:10:00.000Z' }

/** One check-out as the phone queues it, with a new id made "on the phone". */
export const checkOut = (
  registrationId: string,
  collector: { kind: 'guardian' | 'adult' | 'self' | 'other'; name: string },
  verifiedBy: string | null = 'photo-id',
) => ({
  id: crypto.randomUUID(),
  registrationId,
  sessionDate: FAR_DAYS[1],
  collector,
  verifiedBy,
  checkedOutAt: '2100-03-13T19:05:00.000Z',
})

/** Sends check-outs from the phone's queue to cohort `c1`. */
export const sendCheckOuts = (token: string, checkOuts: unknown[], bindings = AT_THE_DOOR) =>
  staffPost(token, '/api/admin/cohorts/c1/check-outs', { checkOuts }, {}, bindings)

/** The release form as a guardian fills it: two listed adults, one name that must never collect. */
export const LISTED = {
  mode: 'listed',
  adult1Name: 'Chidi Okafor',
  adult1Relationship: 'tío',
  adult1Phone: '614-555-0150',
  adult2Name: 'Bola Ade',
  adult2Relationship: 'vecina',
  adult2Phone: '614-555-0151',
  mustNotCollect: 'Tunde Okafor\r\n',
  signedName: 'Ada Okafor',
}
