import { expect, test } from '@playwright/test'
import { accountCommand } from './account-command'
import { addStaffAccount, queryD1, sqlText } from '../fixtures'

/**
 * The account commands' password rules, each weak password tried on both commands: ten runs of
 * the real command. Apart from the console's serial file (console.spec.ts), with an account of
 * its own, so the other worker runs these beside that file instead of after it.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const username = `rules-${run}`

test.beforeAll(async () => {
  test.setTimeout(90_000)
  await addStaffAccount(username, 'a long staff password 5')
})

test('both account commands refuse each weak password with its reason (NIST SP 800-63B)', async () => {
  // Ten runs of the command, each a Node process that loads the password dictionaries and a wrangler:
  // 53 s at load 12 on the 2-core machine, past 90 s at load 27.
  test.setTimeout(180_000)
  const weak = (user: string): [string, string][] => [
    ['aaaaaaaaaaaa', 'The password must not be one character repeated or a counting sequence (like aaaa or 1234).'],
    ['password1234', 'This password is too common: it is in the lists of passwords attackers try first.'],
    ['123456789012', 'The password must not be one character repeated or a counting sequence (like aaaa or 1234).'],
    ['            ', 'The password must be at least 12 characters, not counting spaces at either end.'],
    [`${user.toUpperCase()}-2026`, 'The password must not contain the username.'],
  ]
  for (const [action, user] of [
    ['add', `weak-${run}`],
    ['set-password', username],
  ] as const) {
    for (const [candidate, reason] of weak(user)) {
      expect(
        await accountCommand(action, user, `${candidate}\n`),
        `${action} ${JSON.stringify(candidate)}`,
      ).toMatchObject({ code: 2, stderr: `${reason} Nothing was changed.\n` })
    }
  }
  expect(await queryD1(`SELECT id FROM users WHERE username = ${sqlText(`weak-${run}`)}`)).toEqual([])
})
