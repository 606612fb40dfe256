import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { signToken } from '../base/notify/signed-token'
import { call, clearTables, readRows } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { storedAnswers, tap, tapLinks } from './answer-test-helpers'

beforeEach(clearTables)

/** The link with its token (or another part of its address) changed. */
const withParam = (link: URL, name: string, value: string) => {
  const changed = new URL(link)
  changed.searchParams.set(name, value)
  return changed
}

/** Each refusal is a page that says so, with its status, and stores nothing. */
async function expectRefused(link: URL, status: number, heading: string) {
  const page = await tap(link)
  expect(page.status).toBe(status)
  expect(await page.text()).toContain(`<h1>${heading}</h1>`)
}

describe('a follow-up answer link that opens nothing', () => {
  it('refuses a tampered, expired or other email’s token, and one of a cancelled, erased or revoked registration', async () => {
    const amara = await seatedParticipant('complete')
    const [link] = await tapLinks(amara.id)
    const token = link!.searchParams.get('token')!
    await expectRefused(withParam(link!, 'token', `${token.slice(0, -2)}AA`), 400, 'This link does not work')
    await expectRefused(
      withParam(link!, 'token', token.replace(amara.id, crypto.randomUUID())),
      400,
      'This link does not work',
    )
    // Day 7's token does not answer day 14.
    await expectRefused(withParam(link!, 'day', '14'), 400, 'This link does not work')
    await expectRefused(withParam(link!, 'day', '8'), 400, 'This link does not work')
    const expired = await signToken(
      env.UNSUBSCRIBE_SECRET!,
      'follow-up-answer-day-7',
      amara.id,
      Math.floor(Date.now() / 1000) - 1,
      0,
    )
    await expectRefused(withParam(link!, 'token', expired), 400, 'This link does not work')
    // Staff turned the family's links off (the link version raised).
    await env.DB.prepare('UPDATE registrations SET link_version = 1 WHERE id = ?').bind(amara.id).run()
    await expectRefused(link!, 400, 'This link does not work')
    await env.DB.prepare('UPDATE registrations SET link_version = 0 WHERE id = ?').bind(amara.id).run()
    const spanish = (await tapLinks(amara.id, 'follow-up-day-7', 'es'))[0]!
    await env.DB.prepare("UPDATE registrations SET status = 'cancelled' WHERE id = ?").bind(amara.id).run()
    await expectRefused(link!, 410, 'This link is closed')
    await expectRefused(spanish, 410, 'Este enlace está cerrado')
    await env.DB.prepare('DELETE FROM registrations WHERE id = ?').bind(amara.id).run()
    await expectRefused(link!, 410, 'This link is closed')
    const post = await call(`${link!.pathname}${link!.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:8787' },
      body: 'score=3',
    })
    expect(post.status).toBe(410)
    expect(await storedAnswers()).toEqual([])
    expect(await readRows('contact_messages')).toEqual([])
  })
})
