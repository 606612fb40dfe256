import { beforeEach, describe, expect, it } from 'vitest'
import { env } from 'cloudflare:workers'
import { openDatabase } from '../base/db/client'
import { composeEmail } from '../emails'
import { asJob } from '../test/emails'
import { call, clearTables, readRows, registerIn } from '../test/helpers'
import { writeFollowUps } from './schedule'
import { linkOf } from '../test/family-kit'
import { seatedParticipant } from '../assessment/test-helpers'
import { sendAnswer, storedAnswers, tap, tapLinks } from './answer-test-helpers'

beforeEach(clearTables)

describe('the follow-up’s one-tap “how is it going”', () => {
  it('is five links in each email, in the family’s language, and a tap on one from the email saves it', async () => {
    await seatedParticipant('complete')
    const lucia = await registerIn({ cohortId: 'c1', firstName: 'Lucía', email: 'lucia.parent@example.org' }, 'es')
    await writeFollowUps(env, new Date('2100-04-03T16:00:00.000Z'))
    const job = (await readRows('outbox')).find((row) => row.kind === 'follow-up-day-7' && row.record_id === lucia.id)!
    const email = await composeEmail(openDatabase(env.DB), env, asJob(job))
    if ('cancelled' in email) throw new Error(email.cancelled)
    const links = [...email.text.matchAll(/^(\d) · ([^:]+): (http\S+)$/gm)]
    expect(email.text).toContain(
      '¿Cómo va todo? Responde con un toque:\n1 · Muy difícil: http://127.0.0.1:8787/follow-up/answer?day=7&token=',
    )
    expect(links.map(([, score, word, href]) => [score, word, new URL(href!).searchParams.get('score')])).toEqual([
      ['1', 'Muy difícil', '1'],
      ['2', 'Difícil', '2'],
      ['3', 'Regular', '3'],
      ['4', 'Bien', '4'],
      ['5', 'Muy bien', '5'],
    ])
    expect(links.every(([, , , href]) => href!.includes('&lang=es&score='))).toBe(true)
    expect(email.html).toContain(`<a href="${links[1]![3]!.replaceAll('&', '&amp;')}"`)
    const page = await tap(new URL(links[1]![3]!))
    expect(await page.text()).toContain('Gracias. Guardamos tu respuesta: 2 de 5 (Difícil).')
    expect(await storedAnswers()).toEqual([
      { registration_id: lucia.id, kind: 'follow-up-day-7', score: 2, words: null, wants_talk: 0, message_id: null },
    ])
  })

  it('saves the tapped score, and answering again updates the one row of that email', async () => {
    const amara = await seatedParticipant('complete')
    const links = await tapLinks(amara.id)
    const page = await tap(links[3]!)
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('<p role="status" class="saved">Thank you. We saved your answer: 4 of 5 (Good).</p>')
    expect(text).toContain('name="score" value="4" required checked')
    expect(await storedAnswers()).toEqual([
      { registration_id: amara.id, kind: 'follow-up-day-7', score: 4, words: null, wants_talk: 0, message_id: null },
    ])
    const [first] = await readRows<{ answered_at: string }>('follow_up_answers')
    // A scanner opening every link (no Sec-Fetch-User) saves nothing.
    const scanned = await call(`${links[0]!.pathname}${links[0]!.search}`)
    expect(scanned.status).toBe(200)
    expect(await scanned.text()).not.toContain('class="saved"')
    expect((await storedAnswers())[0]!.score).toBe(4)
    await tap(links[1]!)
    const saved = await sendAnswer(links[1]!, { score: '3', words: ' Better since the club started. ' })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('We saved your answer: 3 of 5. You can change it from the same link.')
    expect(await storedAnswers()).toEqual([
      {
        registration_id: amara.id,
        kind: 'follow-up-day-7',
        score: 3,
        words: 'Better since the club started.',
        wants_talk: 0,
        message_id: null,
      },
    ])
    expect((await readRows<{ answered_at: string }>('follow_up_answers'))[0]!.answered_at).toBe(first!.answered_at)
    // Day 14's links answer day 14, in a row of its own.
    await tap((await tapLinks(amara.id, 'follow-up-day-14'))[4]!)
    expect((await storedAnswers()).map((row) => [row.kind, row.score]).sort()).toEqual([
      ['follow-up-day-14', 5],
      ['follow-up-day-7', 3],
    ])
    expect(await readRows('contact_messages')).toEqual([])
  })

  it('is in the family’s download of its data', async () => {
    const amara = await seatedParticipant('complete')
    await sendAnswer((await tapLinks(amara.id, 'follow-up-day-30'))[0]!, { score: '5', words: 'Leading the club.' })
    const family = await linkOf(amara.id)
    const download = await call(`/family/data.json${family.search}`)
    expect(download.status).toBe(200)
    expect(((await download.json()) as { followUpAnswers: unknown }).followUpAnswers).toEqual([
      {
        registrationId: amara.id,
        kind: 'follow-up-day-30',
        score: 5,
        words: 'Leading the club.',
        wantsTalk: false,
        messageId: null,
        answeredAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ])
  })

  it('refuses a form without a score, words too long, or another site’s post, storing nothing', async () => {
    const amara = await seatedParticipant('complete', {})
    const [link] = await tapLinks(amara.id, 'follow-up-day-7', 'es')
    const missing = await sendAnswer(link!, { words: 'Hola', talk: 'yes' })
    expect(missing.status).toBe(400)
    const missingText = await missing.text()
    expect(missingText).toContain('<p class="error" id="score-error">Elige un número del 1 al 5.</p>')
    expect(missingText).toContain('>Hola</textarea>')
    const long = await sendAnswer(link!, { score: '2', words: 'a'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(await long.text()).toContain(
      '<span class="error" id="words-error">Escribe menos de 1000 caracteres, por favor.</span>',
    )
    const foreign = await sendAnswer(link!, { score: '2' }, 'https://elsewhere.example')
    expect(foreign.status).toBe(403)
    expect(await storedAnswers()).toEqual([])
    expect(await readRows('contact_messages')).toEqual([])
  })
})
