import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { createStaff, signIn, staffCall } from '../test/admin-helpers'
import { clearTables, readRows } from '../test/helpers'

beforeEach(clearTables)

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

describe('the signed-in devices list', () => {
  it('lists only sessions still usable, removing those idle over 30 minutes or older than 12 hours', async () => {
    await createStaff()
    const here = await signIn()
    await signIn()
    await signIn()
    await signIn()
    const [idle, old, live] = (await readRows<{ id: string; token_hash: string }>('sessions'))
      .filter((row) => row.token_hash)
      .slice(1)
    await env.DB.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').bind(minutesAgo(31), idle!.id).run()
    await env.DB.prepare('UPDATE sessions SET created_at = ?, last_seen_at = ? WHERE id = ?')
      .bind(minutesAgo(12 * 60 + 1), minutesAgo(1), old!.id)
      .run()
    const listed = (await (await staffCall(here, '/api/admin/session/devices')).json()) as {
      id: string
      current: boolean
    }[]
    expect(listed.map((device) => device.id).sort()).toEqual(
      [live!.id, listed.find((device) => device.current)!.id].sort(),
    )
    expect((await readRows<{ id: string }>('sessions')).map((row) => row.id).sort()).toEqual(
      listed.map((device) => device.id).sort(),
    )
  })
})
