import { expect, test } from '@playwright/test'
import { accountCommand } from './account-command'
import { addStaffAccount, queryD1, sqlText } from '../fixtures'

/**
 * Both account commands check a new password with the rules and refuse it with their reason,
 * changing nothing. Each reason is table-tested on the rules' pure function (worker/staff/
 * security.test.ts); here each command runs once end to end, the one run that proves it passes
 * the username to the rules, the other that it reads the piped line and stops before its write.
 * Apart from the console's serial file (console.spec.ts), with an account of its own.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const username = `rules-${run}`
const passwordHash = async () =>
  await queryD1<{ password_hash: string }>(`SELECT password_hash FROM users WHERE username = ${sqlText(username)}`)

test.beforeAll(async () => {
  test.setTimeout(90_000)
  await addStaffAccount(username, 'a long staff password 5')
})

test('both account commands refuse a weak password with its reason and change nothing (NIST SP 800-63B)', async () => {
  // Two runs of the command, each a Node process that loads the password dictionaries and a wrangler.
  test.setTimeout(90_000)
  const added = `weak-${run}`
  expect(await accountCommand('add', added, `${added.toUpperCase()}-2026\n`)).toMatchObject({
    code: 2,
    stderr: 'The password must not contain the username. Nothing was changed.\n',
  })
  expect(await queryD1(`SELECT id FROM users WHERE username = ${sqlText(added)}`)).toEqual([])

  const before = await passwordHash()
  expect(await accountCommand('set-password', username, 'password1234\n')).toMatchObject({
    code: 2,
    stderr: 'This password is too common: it is in the lists of passwords attackers try first. Nothing was changed.\n',
  })
  expect(await passwordHash()).toEqual(before)
  expect(before).toHaveLength(1)
})
