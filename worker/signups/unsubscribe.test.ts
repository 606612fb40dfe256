import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { signUnsubscribeToken } from '../base/notify/signed-token'
import { call, clearTables, postJson, readRows } from '../test/helpers'
beforeEach(clearTables)

describe('unsubscribe', () => {
  async function signedUp() {
    // A new reader per test: one address may sign up only 5 times a minute.
    expect((await postJson('/api/email-signup', { email: `reader.${crypto.randomUUID()}@example.org` })).status).toBe(
      201,
    )
    const [row] = await readRows<{ id: string }>('email_signups')
    return row!.id
  }
  const unsubscribedAt = async () =>
    (await readRows<{ unsubscribed_at: string | null }>('email_signups'))[0]!.unsubscribed_at

  it('shows a button on GET and changes nothing; the button POST unsubscribes, without any script', async () => {
    const token = await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, await signedUp())
    const page = await call(`/unsubscribe?token=${token}`)
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('<h1>Unsubscribe from VITAL emails</h1>')
    expect(text).toContain(`<form method="post" action="/unsubscribe?token=${token}"`)
    expect(text).not.toContain('<script')
    expect(await unsubscribedAt()).toBeNull()
    const done = await call(`/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('<h1>You are unsubscribed</h1>')
    expect(await unsubscribedAt()).toMatch(/^\d{4}-/)
  })

  it('accepts a mail app one-click POST (RFC 8058)', async () => {
    const token = await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, await signedUp())
    const response = await call(`/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await unsubscribedAt()).toMatch(/^\d{4}-/)
  })

  it.each([
    [
      'tampered',
      async (id: string) => {
        const token = await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, id)
        const at = token.length - 10
        return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
      },
    ],
    [
      're-spelled in its unused last bits',
      async (id: string) => {
        const token = await signUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, id)
        const last = 'AEIMQUYcgkosw048'.includes(token.at(-1)!)
          ? String.fromCharCode(token.charCodeAt(token.length - 1) + 1)
          : token.at(-1)!
        return `${token.slice(0, -1)}${last}`
      },
    ],
    ['expired', (id: string) => signUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, id, Math.floor(Date.now() / 1000) - 1)],
    ['signed with another secret', (id: string) => signUnsubscribeToken('not-our-secret', id)],
    ['for another sign-up id', async () => signUnsubscribeToken('not-our-secret', crypto.randomUUID())],
    ['garbage', async () => "x'><script>alert(1)</script>"],
  ])('refuses a %s token with a clear page and changes nothing', async (_kind, make) => {
    const token = await make(await signedUp())
    for (const method of ['GET', 'POST']) {
      const response = await call(`/unsubscribe?token=${encodeURIComponent(token)}`, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
      })
      expect(response.status).toBe(400)
      const text = await response.text()
      expect(text).toContain('<h1>This unsubscribe link does not work</h1>')
      expect(text).not.toContain('<script>alert')
    }
    expect(await unsubscribedAt()).toBeNull()
  })
})
