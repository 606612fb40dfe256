import { eq } from 'drizzle-orm'
import type { Me } from '../../../contract/admin'
import { ROLE_CAPABILITIES } from '../../../contract/roles'
import { cohorts, users } from '../db/schema'
import type { Database } from '../env'
import { accountEnds, checkInWindow } from './duty'
import type { Staff } from './session'

/** What the console is told about the signed-in account: its role, what it may do, a volunteer's cohort and window. */
export const meOf = (staff: Pick<Staff, 'username' | 'role' | 'cohortId' | 'cohort'>, now: Date): Me => ({
  username: staff.username,
  role: staff.role,
  capabilities: [...ROLE_CAPABILITIES[staff.role]],
  cohortId: staff.role === 'volunteer' ? staff.cohortId : null,
  checkInWindow: staff.role === 'volunteer' && staff.cohort ? checkInWindow(staff.cohort, now) : null,
})

/** An account with its role, cohort and end, as a session reads them. */
export async function accountOf(db: Database, userId: string) {
  const row = await db
    .select({
      username: users.username,
      role: users.role,
      cohortId: users.cohortId,
      expiresAt: users.expiresAt,
      cohort: {
        id: cohorts.id,
        startDate: cohorts.startDate,
        sessionDates: cohorts.sessionDates,
        sessionStart: cohorts.sessionStart,
        sessionEnd: cohorts.sessionEnd,
      },
    })
    .from(users)
    .leftJoin(cohorts, eq(cohorts.id, users.cohortId))
    .where(eq(users.id, userId))
    .get()
  if (!row) return null
  const cohort = row.role === 'volunteer' ? row.cohort : null
  return { ...row, cohort, ends: accountEnds({ role: row.role, expiresAt: row.expiresAt }, cohort) }
}

/** `Me` for an account just signed in (its session is not read back yet). */
export async function meOfAccount(db: Database, userId: string, now: Date): Promise<Me> {
  const account = await accountOf(db, userId)
  if (!account) throw new Error('account_missing')
  return meOf(account, now)
}
