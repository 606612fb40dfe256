/**
 * The follow-up's one-tap "how is it going" on a phone (375 px), in English and Spanish: a tap on
 * one of the email's five links saves the score; the page takes words and "I would like to talk
 * to someone"; staff then find the family in the overview's "Waiting for a reply" and on the
 * cohort's list of follow-up answers. axe on every page.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signToken } from '../../worker/base/notify/signed-token'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { addStaffAccount, expectNoAxeViolations, queryD1, sqlText, reviewShot } from '../fixtures'

test.use({ viewport: { width: 375, height: 800 } })
test.describe.configure({ timeout: 90_000 })

const run = Date.now().toString(36)
const password = 'a long staff password 45'
const secret = () => /^UNSUBSCRIBE_SECRET=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!

/** A cohort that ended years ago with one seated Complete Bootcamp participant: both ids. */
async function finishedCohortWith(firstName: string) {
  const days = ['2020-05-02', '2020-05-09', '2020-05-16', '2020-05-23']
  const cohort = cohortRow({ startDate: days[0], sessionDates: days, open: false })
  const id = crypto.randomUUID()
  await queryD1(
    `${cohortInsertSql(cohort)}; INSERT INTO registrations (id, first_name, last_name, email, phone, age, terms_agreement, session_preference, cohort_id, status) VALUES (${sqlText(id)}, ${sqlText(firstName)}, 'Follow${run}', ${sqlText(`${firstName.toLowerCase()}.${run}@example.org`)}, '(555) 201-3344', 16, 1, 'complete', ${sqlText(cohort.id)}, 'seated')`,
  )
  return { cohortId: cohort.id, id }
}

/** The day-7 email's five links, as the email lays them out: a page of them to tap. */
async function emailLinks(origin: string, id: string, language: string, words: readonly string[]) {
  const token = await signToken(secret(), 'follow-up-answer-day-7', id, Math.floor(Date.now() / 1000) + 3600, 0)
  const address = `${origin}/follow-up/answer?day=7&token=${token}${language === 'es' ? '&lang=es' : ''}`
  return words.map((word, index) => `<a href="${address}&score=${index + 1}">${index + 1} · ${word}</a>`).join(' ')
}

for (const [language, words, texts] of [
  [
    'en',
    ['Very hard', 'Hard', 'Okay', 'Good', 'Very good'],
    [
      'How is it going?',
      'Thank you. We saved your answer: 4 of 5 (Good).',
      'Anything you would like to tell us (optional)',
      'I would like to talk to someone',
      'Save my answer',
      'Thank you',
    ],
  ],
  [
    'es',
    ['Muy difícil', 'Difícil', 'Regular', 'Bien', 'Muy bien'],
    [
      '¿Cómo va todo?',
      'Gracias. Guardamos tu respuesta: 4 de 5 (Bien).',
      'Algo que quieras contarnos (opcional)',
      'Me gustaría hablar con alguien',
      'Guardar mi respuesta',
      'Gracias',
    ],
  ],
] as const) {
  test(`a family answers from the email and asks to talk, in ${language}; staff see it waiting`, async ({
    page,
    baseURL,
  }) => {
    const [title, saved, wordsLabel, talk, save, done] = texts
    const firstName = language === 'en' ? 'Amara' : 'Lucía'
    const { cohortId, id } = await finishedCohortWith(firstName)
    await page.setContent(await emailLinks(baseURL!, id, language, words))
    await page.getByRole('link', { name: `4 · ${words[3]}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('status')).toHaveText(saved)
    await expect(page.getByRole('radio', { name: `4 ${words[3]}` })).toBeChecked()
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/follow-up-answer-${language}-375.png`, { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await reviewShot(page, `test-results/follow-up-answer-${language}-1280.png`, { fullPage: true })
    await page.setViewportSize({ width: 375, height: 800 })
    expect(
      await queryD1(`SELECT score, wants_talk FROM follow_up_answers WHERE registration_id = ${sqlText(id)}`),
    ).toEqual([{ score: 4, wants_talk: 0 }])
    await page.getByLabel(wordsLabel).fill('Exams are hard.')
    await page.getByRole('checkbox', { name: talk }).check()
    await page.getByRole('button', { name: save }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(done)
    await expectNoAxeViolations(page)
    expect(
      await queryD1(`SELECT score, words, wants_talk FROM follow_up_answers WHERE registration_id = ${sqlText(id)}`),
    ).toEqual([{ score: 4, words: 'Exams are hard.', wants_talk: 1 }])
    const username = `follow-${language}-${run}`
    await addStaffAccount(username, password)
    await page.goto('/admin')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const waiting = page
      .getByRole('region', { name: 'Waiting for a reply' })
      .getByRole('listitem')
      .filter({ hasText: `${firstName} Follow${run}` })
    await expect(waiting).toContainText(/\d+ h \d+ min left/)
    await expectNoAxeViolations(page)
    await page.goto(`/admin/cohorts/${cohortId}`)
    const row = page
      .getByRole('region', { name: 'Who answered the follow-up' })
      .getByRole('row', { name: new RegExp(firstName) })
    await expect(row).toHaveText(
      new RegExp(`${firstName} Follow${run}\\s*4 of 5 · asked to talk\\s*“Exams are hard.”\\s*No answer\\s*No answer`),
    )
    await expectNoAxeViolations(page)
    await reviewShot(page, `test-results/follow-up-answers-console-${language}-375.png`, { fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await reviewShot(page, `test-results/follow-up-answers-console-${language}-1280.png`, { fullPage: true })
  })
}
