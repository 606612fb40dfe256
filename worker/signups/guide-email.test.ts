import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { verifyUnsubscribeToken } from '../base/notify/signed-token'
import { clearTables, postJson, readRows } from '../test/helpers'
import { emailFor } from '../test/emails'
beforeEach(clearTables)

describe('the guide email', () => {
  it('links the guide and carries a working one-click unsubscribe', async () => {
    await postJson('/api/email-signup', { email: 'guide.reader@example.org' })
    const email = await emailFor('signup-guide')
    expect(email.subject).toBe('Your free confidence guide from VITAL')
    expect(email.text).toContain('Open the confidence guide: http://127.0.0.1:8787/guide')
    const url = /<(http:\/\/127\.0\.0\.1:8787\/unsubscribe\?token=[^>]+)>/.exec(
      email.headers!['List-Unsubscribe']!,
    )![1]!
    expect(email.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(email.text).toContain(url)
    const [signup] = await readRows<{ id: string }>('email_signups')
    expect(await verifyUnsubscribeToken(env.UNSUBSCRIBE_SECRET!, new URL(url).searchParams.get('token')!)).toBe(
      signup!.id,
    )
  })

  it('is not composed without an unsubscribe secret: the job fails with a configuration error kind', async () => {
    await postJson('/api/email-signup', { email: 'no.secret@example.org' })
    await expect(emailFor('signup-guide', { UNSUBSCRIBE_SECRET: undefined })).rejects.toMatchObject({
      name: 'missing_unsubscribe_secret',
    })
  })
})
