import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'
import { clearTables, readRows } from '../test/helpers'

beforeEach(clearTables)

const insertUser = (username: string, passwordHash: string) =>
  env.DB.prepare('INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)')
    .bind(crypto.randomUUID(), username, passwordHash)
    .run()

describe('users table', () => {
  it('stores a salted hash that verifies, never the password', async () => {
    const stored = await hashPassword('correct horse battery staple')
    await insertUser('operator', stored)
    const [row] = await readRows<{ password_hash: string }>('users')
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(row!.password_hash).not.toContain('correct horse')
    expect(await verifyPassword('correct horse battery staple', row!.password_hash)).toBe(true)
    expect(await verifyPassword('wrong', row!.password_hash)).toBe(false)
  })

  it('salts: the same password hashes differently twice', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('refuses a plain-text password and a second user with the same username', async () => {
    await expect(insertUser('operator', 'hunter2')).rejects.toThrow(/CHECK constraint failed/)
    await insertUser('operator', await hashPassword('a'))
    await expect(insertUser('operator', await hashPassword('b'))).rejects.toThrow(/UNIQUE constraint failed/)
  })
})

describe('tables that hold personal data', () => {
  it('are found by their email column, so export and erasure cover every one', async () => {
    const { PERSONAL_DATA_TABLES } = await import('../base/db/tables')
    expect(PERSONAL_DATA_TABLES).toEqual([
      'registrations',
      'email_signups',
      'contact_messages',
      'staff_invitations',
      'outbox',
    ])
    // The migrated database, not the schema file, says which tables have an email column.
    const withEmail = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%`email` text%' ORDER BY name",
    ).all<{ name: string }>()
    expect([...PERSONAL_DATA_TABLES].sort()).toEqual(withEmail.results.map((row) => row.name))
  })
})
