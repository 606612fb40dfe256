import type { StaffRole } from '../../contract/roles'
import { sqlText } from '../dev/d1'

type AccountChange = 'user-added' | 'password-changed' | 'user-removed'

/** The audit entry for an account change made from the command line: staff see in the console who was added, changed or removed, and how. */
export const auditedAccountChange = (action: AccountChange, username: string) =>
  `INSERT INTO audit_log (id, action, username, detail) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(action)}, ${sqlText(username)}, ${sqlText(`from the command line (npm run admin:${action === 'user-added' ? 'add-user' : action === 'user-removed' ? 'remove-user' : 'set-password'})`)})`

/**
 * What `admin:add-user` writes for a new account, its password already hashed: the account and
 * its audit entry. The browser tests write the same rows for the accounts they only sign in with.
 */
export const addedUserStatements = (username: string, hash: string, role: StaffRole, cohortId?: string) =>
  `INSERT INTO users (id, username, password_hash, role, cohort_id) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(username)}, ${sqlText(hash)}, ${sqlText(role)}, ${cohortId === undefined ? 'NULL' : sqlText(cohortId)}); ${auditedAccountChange('user-added', username)}`
