import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { csvCell, toCsv } from '../../worker/base/csv'
import { binary } from '../../scripts/dev/processes'
import { PERSONAL_DATA_TABLES } from '../../worker/base/db/tables'
import { operatorEnv, queryD1, sqlText, uniqueEmail } from '../fixtures'

const exec = promisify(execFile)

// One at a time: an export made by one test must not pick up the value another test plants.
test.describe.configure({ mode: 'serial' })
const tsx = (script: string, ...args: string[]) => exec(binary('tsx'), [script, ...args], { env: operatorEnv() })

test('CSV cells that a spreadsheet would run as formulas are escaped', () => {
  expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
    "'=1+1",
    "'+1",
    "'-1",
    "'@SUM(A1)",
    "'\tx",
    '"\'\rx"',
  ])
  expect(csvCell('plain')).toBe('plain')
  expect(csvCell('a "quoted", text')).toBe('"a ""quoted"", text"')
  expect(csvCell(null)).toBe('')
  expect(toCsv([{ a: 1, b: 'x,y' }])).toBe('a,b\r\n1,"x,y"\r\n')
})

test('data:export writes escaped CSV of every table and data:delete removes one person everywhere', async ({
  request,
}) => {
  // Three operator commands, each a Node process and a wrangler: 36 s at load 25.
  test.setTimeout(90_000)
  const email = uniqueEmail('operator')
  const registration = {
    firstName: '=HYPERLINK("http://evil.example","click")',
    lastName: '+Okafor',
    email,
    phone: '+1 (614) 555-0101',
    age: 17,
    emergencyContact: '@parent',
    motivation: 'Line one\nline two, with a comma',
    termsAgreement: true,
  }
  expect((await request.post('/api/register', { data: registration })).status()).toBe(201)
  expect((await request.post('/api/email-signup', { data: { email } })).status()).toBe(201)
  expect(
    (
      await request.post('/api/contact', { data: { name: '-Dana', email, message: 'Please call me back soon.' } })
    ).status(),
  ).toBe(201)

  const folder = mkdtempSync(join(tmpdir(), 'bootcamp-export-'))
  const exported = await tsx('scripts/operator/export.ts', '--out', folder)
  expect(exported.stdout).toMatch(/registrations\.csv: \d+ rows \(local\)/)
  const csv = readFileSync(join(folder, 'registrations.csv'), 'utf8')
  const line = csv.split('\r\n').find((row) => row.includes(email))!
  expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
  expect(line).toContain(",'+Okafor,")
  expect(line).toContain(",'+1 (614) 555-0101,")
  expect(line).toContain(",'@parent,")
  expect(csv).toContain('"Line one\nline two, with a comma"')
  expect(readFileSync(join(folder, 'contact_messages.csv'), 'utf8')).toContain(`'-Dana,${email}`)
  expect(readFileSync(join(folder, 'email_signups.csv'), 'utf8')).toContain(email)
  rmSync(folder, { recursive: true })

  const deleted = await tsx('scripts/operator/delete.ts', email.toUpperCase())
  expect(deleted.stdout).toContain('registrations: 1 rows')
  expect(deleted.stdout).toContain('email_signups: 1 rows')
  expect(deleted.stdout).toContain('contact_messages: 1 rows')
  for (const table of PERSONAL_DATA_TABLES) {
    expect(await queryD1(`SELECT id FROM ${table} WHERE email = ${sqlText(email)}`)).toEqual([])
  }
})

test('data:delete keeps a minor’s check-in under legal hold beside a reduced row, and says until when', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('held')
  const registration = {
    firstName: 'Ama',
    lastName: 'Owusu',
    email,
    phone: '(614) 555-0142',
    age: 16,
    motivation: 'To lead',
  }
  expect((await request.post('/api/register', { data: { ...registration, termsAgreement: true } })).status()).toBe(201)
  const [row] = await queryD1<{ id: string }>(`SELECT id FROM registrations WHERE email = ${sqlText(email)}`)
  await queryD1(
    `INSERT INTO attendance (registration_id, session_date, present, tapped_at, recorded_by) VALUES (${sqlText(row!.id)}, '2025-01-04', 1, '2025-01-04T15:00:00.000Z', 'staff')`,
  )

  const deleted = await tsx('scripts/operator/delete.ts', email)
  expect(deleted.stdout).toContain('registrations: 1 rows')
  expect(deleted.stdout).toContain('What we keep, and why (tell the person):')
  expect(deleted.stdout).toMatch(/For Ama Owusu we keep the check-in records \(the sessions attended\) until /)
  expect(await queryD1(`SELECT id FROM registrations WHERE email = ${sqlText(email)}`)).toEqual([])
  // 16 when registering: kept until the registration day plus 19 − 16 + 3 = 6 years.
  const [held] = await queryD1<{ registered_on: string; held_until: string; reason: string; first_name: string }>(
    `SELECT registered_on, held_until, reason, first_name FROM held_registrations WHERE id = ${sqlText(row!.id)}`,
  )
  expect(held).toMatchObject({ reason: 'erasure-request', first_name: 'Ama' })
  expect(held!.held_until).toBe(`${Number(held!.registered_on.slice(0, 4)) + 6}${held!.registered_on.slice(4)}`)
  expect(await queryD1(`SELECT session_date FROM attendance WHERE registration_id = ${sqlText(row!.id)}`)).toEqual([
    { session_date: '2025-01-04' },
  ])
})

test('data:delete refuses something that is not an email address', async () => {
  await expect(tsx('scripts/operator/delete.ts', "x' OR '1'='1")).rejects.toMatchObject({ code: 2 })
})

/**
 * Toolchains and package caches: gigabytes that no command of ours writes to (wrangler's own
 * folders, ~/.config/.wrangler and ~/.wrangler, are searched).
 */
const TOOLCHAINS = new Set(['node_modules', '.npm', '.pyenv', '.rustup', '.cargo', '.m2'])

/**
 * Where `wrangler dev` puts the emails the worker sends locally (its stand-in for delivery,
 * removed when wrangler exits): the registration's confirmation names the participant, as the
 * real email in the family's inbox does. That is the product keeping its promise, not a copy
 * made by the operator tools, whether or not the queue has sent it by the time this looks.
 */
const SIMULATED_MAILBOX = /\/miniflare-[0-9a-f]+\/files\/email-(text|html)\//

/** Every readable file under `root` (skipping `skip` and toolchains) whose text holds `needle`. */
function filesHolding(root: string, needle: string, skip: string[]): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (skip.some((prefix) => path.startsWith(prefix)) || TOOLCHAINS.has(entry.name) || SIMULATED_MAILBOX.test(path))
        continue
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && statSync(path).size < 8 * 1024 * 1024 && readFileSync(path).includes(needle))
        found.push(path)
    }
  }
  walk(root)
  return found
}

test('an export leaves the data in its own 0600 files and nowhere else on the machine', async ({ request }) => {
  const planted = `Plantedname${Date.now().toString(36)}`
  const email = uniqueEmail('private-export')
  const registration = {
    firstName: planted,
    lastName: 'Okafor',
    email,
    phone: '(614) 555-0111',
    age: 15,
    termsAgreement: true,
  }
  expect((await request.post('/api/register', { data: registration })).status()).toBe(201)
  const folder = mkdtempSync(join(tmpdir(), 'bootcamp-export-'))
  await tsx('scripts/operator/export.ts', '--out', folder)
  expect(readFileSync(join(folder, 'registrations.csv'), 'utf8')).toContain(planted)
  for (const file of readdirSync(folder))
    expect((statSync(join(folder, file)).mode & 0o777).toString(8), file).toBe('600')
  // wrangler's debug logs (under the home directory by default) and every temporary folder; the
  // local D1 database itself (where the row belongs) is the one place left out.
  const allowed = [folder, join(process.cwd(), '.wrangler', 'state')]
  const leaks = [...filesHolding(homedir(), planted, allowed), ...filesHolding(tmpdir(), planted, allowed)]
  rmSync(folder, { recursive: true })
  expect(leaks).toEqual([])
})
