/**
 * Staff accounts of the console from the command line: the first account, and emergencies (a
 * director invites everyone else in the console). The account works at once, no invitation:
 *   npm run admin:add-user -- <username> [--role director|coordinator|volunteer|health-lead] [--cohort <cohortId>] [--remote]
 *   npm run admin:set-password -- <username> [--remote]
 *   npm run admin:remove-user -- <username> [--remote]
 * The password is asked for on a terminal (twice, not shown) and read from standard input
 * otherwise, so a script can pipe it: `printf '%s\n' "$PASSWORD" | npm run admin:add-user -- staff`.
 * Changing a password or removing a user ends that user's sessions. The role is `director`
 * unless given; a volunteer's `--cohort` must exist (a volunteer without one signs in and sees nothing).
 */
import { createInterface } from 'node:readline'
import { PASSWORD_MIN, USERNAME_PATTERN } from '../../contract/admin'
import { STAFF_ROLES, type StaffRole } from '../../contract/roles'
import { hashPassword } from '../../worker/staff/password'
import { passwordProblem } from '../../worker/staff/password-rules'
import { executeD1, sqlText, targetFromArgs } from '../dev/d1'
import { addedUserStatements, auditedAccountChange } from './user-rows'

const [action, ...args] = process.argv.slice(2)
const target = targetFromArgs(args)

function fail(message: string, code = 2): never {
  console.error(message)
  process.exit(code)
}

/** Options that take a value: the value after one is never the username. */
const VALUED = ['--role', '--cohort']
/** The value given after `name` (`--role coordinator` or `--role=coordinator`), or undefined. */
function option(name: string): string | undefined {
  const joined = args.find((arg) => arg.startsWith(`${name}=`))
  if (joined) return joined.slice(name.length + 1)
  const at = args.indexOf(name)
  if (at < 0) return undefined
  const value = args[at + 1]
  if (value === undefined || value.startsWith('--')) fail(`${name} needs a value.`)
  return value
}
const positional = args.filter((arg, index) => !arg.startsWith('--') && !VALUED.includes(args[index - 1] ?? ''))
if (positional.length > 1) fail(`One username at a time (given: ${positional.join(', ')}). Nothing was changed.`)
const username = (positional[0] ?? '').trim().toLowerCase()

const givenRole = option('--role')
if (givenRole !== undefined && !(STAFF_ROLES as readonly string[]).includes(givenRole))
  fail(`Unknown role "${givenRole}": use one of ${STAFF_ROLES.join(', ')}. Nothing was changed.`)
const role = (givenRole ?? 'director') as StaffRole
const cohortId = option('--cohort')
if (cohortId !== undefined && role !== 'volunteer')
  fail(`--cohort is for a volunteer (the role given is ${role}). Nothing was changed.`)

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const write = terminal as unknown as { _writeToOutput: (text: string) => void }
    write._writeToOutput = (text: string) => void (text.includes(question) ? process.stdout.write(text) : undefined)
    terminal.question(question, (answer) => {
      terminal.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden(`Password for ${username} (at least ${PASSWORD_MIN} characters): `)
    const second = await askHidden('The same password again: ')
    if (first !== second) fail('The two passwords differ; nothing was changed.')
    return first
  }
  let piped = ''
  for await (const chunk of process.stdin) piped += String(chunk)
  // The first line: `echo` and `printf '%s\n'` end it with a newline that is not part of it.
  return piped.split(/\r?\n/)[0] ?? ''
}

async function userId(): Promise<string> {
  const [rows] = await executeD1<{ id: string }>(`SELECT id FROM users WHERE username = ${sqlText(username)}`, target)
  return rows?.[0]?.id ?? fail(`No staff account is named ${username} (${target}).`, 1)
}

const ACTIONS: Record<string, () => Promise<string>> = {
  async add() {
    const [existing] = await executeD1<{ n: number }>(
      `SELECT count(*) AS n FROM users WHERE username = ${sqlText(username)}`,
      target,
    )
    if (existing?.[0]?.n)
      fail(`A staff account named ${username} exists already (${target}); use admin:set-password.`, 1)
    if (cohortId !== undefined) {
      const [cohort] = await executeD1<{ n: number }>(
        `SELECT count(*) AS n FROM cohorts WHERE id = ${sqlText(cohortId)}`,
        target,
      )
      if (!cohort?.[0]?.n) fail(`No cohort has the id ${cohortId} (${target}). Nothing was changed.`, 1)
    }
    const hash = await hashPassword(await validPassword())
    await executeD1(addedUserStatements(username, hash, role, cohortId), target)
    return `Added staff account ${username} as ${role}${cohortId ? ` of cohort ${cohortId}` : ''} (${target}). Sign in at /admin.`
  },
  async 'set-password'() {
    const id = await userId()
    const hash = await hashPassword(await validPassword())
    await executeD1(
      `UPDATE users SET password_hash = ${sqlText(hash)} WHERE id = ${sqlText(id)}; DELETE FROM sessions WHERE user_id = ${sqlText(id)}; ${audited('password-changed')}`,
      target,
    )
    return `Changed the password of ${username} and ended its sessions (${target}).`
  },
  async remove() {
    const id = await userId()
    await executeD1(
      `DELETE FROM sessions WHERE user_id = ${sqlText(id)}; DELETE FROM users WHERE id = ${sqlText(id)}; ${audited('user-removed')}`,
      target,
    )
    return `Removed staff account ${username} and its sessions (${target}).`
  },
}

const audited = (action: 'password-changed' | 'user-removed') => auditedAccountChange(action, username)

/** The password read, or the reason it may not be used (NIST SP 800-63B, worker/staff/password-rules.ts). */
async function validPassword() {
  const password = await readPassword()
  const problem = await passwordProblem(password, username)
  if (problem) fail(`${problem} Nothing was changed.`)
  return password
}

const run = action ? ACTIONS[action] : undefined
if (!run)
  fail(
    'Usage: npm run admin:add-user -- <username> [--role director|coordinator|volunteer|health-lead] [--cohort <cohortId>] [--remote] | admin:set-password | admin:remove-user -- <username> [--remote]',
  )
if (!USERNAME_PATTERN.test(username))
  fail(
    'A username is 2 to 40 characters: lower-case letters, digits, dot, dash or underscore, starting with a letter or digit.',
  )
console.log(await run())
