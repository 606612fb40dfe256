/**
 * Staff accounts of the console, from the command line only (no route creates one):
 *   npm run admin:add-user -- <username> [--remote]
 *   npm run admin:set-password -- <username> [--remote]
 *   npm run admin:remove-user -- <username> [--remote]
 * The password is asked for on a terminal (twice, not shown) and read from standard input
 * otherwise, so a script can pipe it: `printf '%s\n' "$PASSWORD" | npm run admin:add-user -- staff`.
 * Changing a password or removing a user ends that user's sessions.
 */
import { createInterface } from 'node:readline'
import { PASSWORD_MIN, USERNAME_PATTERN } from '../../contract/admin'
import { hashPassword } from '../../worker/staff/password'
import { passwordProblem } from '../../worker/staff/password-rules'
import { executeD1, sqlText, targetFromArgs } from '../dev/d1'

const [action, ...args] = process.argv.slice(2)
const target = targetFromArgs(args)
const username = (args.find((arg) => !arg.startsWith('--')) ?? '').trim().toLowerCase()

function fail(message: string, code = 2): never {
  console.error(message)
  process.exit(code)
}

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
    const hash = await hashPassword(await validPassword())
    await executeD1(
      `INSERT INTO users (id, username, password_hash) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(username)}, ${sqlText(hash)}); ${audited('user-added')}`,
      target,
    )
    return `Added staff account ${username} (${target}). Sign in at /admin.`
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

/** The audit entry for an account change made here: staff see in the console who was added, changed or removed, and how. */
const audited = (action: 'user-added' | 'password-changed' | 'user-removed') =>
  `INSERT INTO audit_log (id, action, username, detail) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(action)}, ${sqlText(username)}, ${sqlText(`from the command line (npm run admin:${action === 'user-added' ? 'add-user' : action === 'user-removed' ? 'remove-user' : 'set-password'})`)})`

/** The password read, or the reason it may not be used (NIST SP 800-63B, worker/staff/password-rules.ts). */
async function validPassword() {
  const password = await readPassword()
  const problem = await passwordProblem(password, username)
  if (problem) fail(`${problem} Nothing was changed.`)
  return password
}

const run = action ? ACTIONS[action] : undefined
if (!run) fail('Usage: npm run admin:add-user | admin:set-password | admin:remove-user -- <username> [--remote]')
if (!USERNAME_PATTERN.test(username))
  fail(
    'A username is 2 to 40 characters: lower-case letters, digits, dot, dash or underscore, starting with a letter or digit.',
  )
console.log(await run())
