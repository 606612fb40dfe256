/**
 * The emergency cards of a cohort of 30 on the door's phone: how long the cards screen takes to
 * open on Lighthouse's throttled mobile profile (reading-pace.ts: 562.5 ms latency, 1.44 Mbit/s,
 * CPU 4x slower), the cards answer's bytes, what the console keeps on the phone for offline use
 * that day, and printing the 30 cards (Chromium's PDF: time and bytes). Each family gives its
 * health record through its own page, so every card reads an encrypted row as on the day.
 */
import { createHash, randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { BOOTCAMP_TIME_ZONE } from '../../contract/constants'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { CHROMIUM_PATH } from '../dev/chromium'
import { executeD1, sqlText } from '../dev/d1'
import { median } from './lighthouse'
import { PHONE_VIEWPORT, throttle } from './reading-pace'

const COHORT = 'bench-cards-cohort'
const CARDS = 30
const RUNS = 5
/** Cards open on a session day: today, New York's day on the bench's real clock. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: BOOTCAMP_TIME_ZONE }).format(new Date())
const idOf = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`
const tokens = Array.from({ length: CARDS }, () => randomBytes(32).toString('base64url'))

export interface CardFigures {
  cards: number
  openMs: number
  answerBytes: number
  answerGzipBytes: number
  keptOfflineBytes: number
  printMs: number
  pdfBytes: number
}

/** 30 seated participants in an archived cohort whose first session is today, each with a family link and release rules. */
export async function seedCardsCohort() {
  const cohort = cohortRow({
    id: COHORT,
    startDate: TODAY,
    sessionDates: [TODAY, '2099-04-04', '2099-04-11', '2099-04-18'],
    capacity: CARDS,
    open: false,
    archivedAt: new Date().toISOString(),
  })
  const rows = tokens.map((token, index) => {
    const id = idOf(index + 1)
    const adults = JSON.stringify([{ name: `Uncle ${index}`, relationship: 'uncle', phone: '(614) 555-0150' }])
    return `INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, participant_key, cohort_id, status) VALUES (${sqlText(id)}, 'Maya', ${sqlText(`Card${String(index).padStart(2, '0')}`)}, ${sqlText(`card${index}@example.org`)}, '(614) 555-0147', 14, 1, ${sqlText(`bench-card-${index}`)}, ${sqlText(COHORT)}, 'seated');
INSERT INTO family_links (id, token_hash, registration_id, expires_at) VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(createHash('sha256').update(token).digest('hex'))}, ${sqlText(id)}, '2100-01-01T00:00:00.000Z');
INSERT INTO release_rules (registration_id, mode, adults, must_not_collect, signed_name, on_own_consent, language, updated_at) VALUES (${sqlText(id)}, 'listed', ${sqlText(adults)}, '["Tunde Okafor"]', 'Ada Okafor', 0, 'en', '2026-01-01T00:00:00.000Z')`
  })
  await executeD1(`${cohortInsertSql(cohort)};\n${rows.join(';\n')}`)
}

/** Each family saves its health record on its page (encrypted by the worker under its key). */
async function giveHealthRecords(base: string) {
  for (const token of tokens) {
    const response = await fetch(`${base}/family/health?token=${token}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        allergies: 'Peanuts (severe): anaphylaxis within minutes',
        allergyActions: 'EpiPen in the front pocket of her backpack, then call 911 and the family',
        conditions: 'Asthma, exercise-induced',
        medications: 'Albuterol inhaler before sport',
        carriesEpinephrine: 'yes',
        carriesInhaler: 'yes',
        dietary: 'No nuts of any kind',
        accessibility: 'None',
        secondContactName: 'Ngozi Okafor (aunt)',
        secondContactPhone: '614-555-0199',
        signedName: 'Ada Okafor',
      }),
    })
    if (response.status !== 303) throw new Error(`the family's health form answered ${response.status}`)
  }
}

export async function measureEmergencyCards(base: string, username: string, password: string): Promise<CardFigures> {
  await giveHealthRecords(base)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH })
  try {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT })
    const path = `${base}/admin/cohorts/${COHORT}/cards`
    await page.goto(path)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const lastCard = page.getByRole('article').nth(CARDS - 1)
    await lastCard.waitFor()
    const answer = await page.evaluate(async (url) => (await fetch(url)).text(), `/api/admin/cohorts/${COHORT}/cards`)
    await throttle(page)
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      await page.goto(path)
      await lastCard.waitFor()
      times.push(performance.now() - started)
    }
    // What the service worker keeps for the day: every cached answer's body.
    const keptOfflineBytes = await page.evaluate(async () => {
      let bytes = 0
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          bytes += (await (await (await caches.open(name)).match(request))!.arrayBuffer()).byteLength
      return bytes
    })
    const printStarted = performance.now()
    const pdf = await page.pdf({ format: 'Letter' })
    return {
      cards: await page.getByRole('article').count(),
      openMs: median(times),
      answerBytes: Buffer.byteLength(answer),
      answerGzipBytes: gzipSync(answer, { level: 9 }).length,
      keptOfflineBytes,
      printMs: performance.now() - printStarted,
      pdfBytes: pdf.length,
    }
  } finally {
    await browser.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function printEmergencyCards(figures: CardFigures) {
  const line = (name: string, figure: string) => console.log(`  ${name.padEnd(52)} ${figure}`)
  console.log(
    `\nThe emergency cards of a cohort of ${figures.cards}, on the throttled phone profile (median of ${RUNS})`,
  )
  line('cards screen opened, every card shown', `${figures.openMs.toFixed(0)} ms`)
  line('the cards answer', `${kb(figures.answerBytes)}, gzip ${kb(figures.answerGzipBytes)}`)
  line('kept on the phone for the day (shell, files, answers)', kb(figures.keptOfflineBytes))
  line('printed (Chromium’s PDF, Letter)', `${figures.printMs.toFixed(0)} ms, ${kb(figures.pdfBytes)}`)
}
