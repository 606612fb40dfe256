/**
 * `npm run bench`: builds, starts the stack on its own port, and measures side by side in one
 * run: bundle sizes against budgets and a peer, Lighthouse (median of 3) on the home page and on
 * a host page with and without the widget, and API throughput. Prints a table and writes
 * bench/results.json. Nothing here is asserted: timings vary, only bytes are tested.
 */
import { execFileSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { buildSite } from '../build/site'
import { executeD1 } from '../dev/d1'
import { cohortInsertSql, cohortRow } from '../../test-data/cohort-row'
import { binary, migrateLocal } from '../dev/processes'
import { ensureBenchTools } from '../dev/ensure-debian-tools'
import { spawnStack, waitForHealth } from '../dev/stack'
import {
  measureApi,
  measureCohortPages,
  measureRegistrationLimit,
  measureSeatRush,
  type LoadResult,
  type RushResult,
} from './api-load'
import { measureConsole, SEEDED_REGISTRATIONS, seedRegistrations } from './console'
import { LARGE_COHORT, measureCohortScreens, seedLargeCohort } from './cohort-screens'
import { lighthouseMedian, type LighthouseFigures } from './lighthouse'
import { measureBlockingFloor, printBlockingFloor } from './blocking-floor'
import { measurePartnerFacts, printPartnerFacts } from './partner-facts'
import { measureReadingPace } from './reading-pace'
import { measureTimeToSend } from './time-to-send'
import { funnelBeaconBytes, measureSizes } from './sizes'
import { chunkTable } from '../checks/bundle-size'
import { measureCertificate, printCertificate } from './certificate'
import { measureEmergencyCards, printEmergencyCards, seedCardsCohort } from './emergency-cards'

/** The last committed run's figures, printed beside today's: the bytes and Lighthouse before and after a change. */
const previous = existsSync('bench/results.json')
  ? (JSON.parse(readFileSync('bench/results.json', 'utf8')) as {
      measuredAt: string
      lighthouse?: Record<string, { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }>
      sizes?: { name: string; bytes: number }[]
    })
  : null

const PORT = Number(process.env.BENCH_PORT ?? 8799)
const BASE = `http://127.0.0.1:${PORT}`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function printRegistrationLimit(registrationLimit: LoadResult[]) {
  console.log('\nThe registration path with the daily per-address limit beside it without, same run, 16 concurrent')
  for (const r of registrationLimit)
    console.log(
      `  ${r.name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  (${r.requests} requests, ${r.unexpected} unexpected statuses)`,
    )
  const [on, off] = registrationLimit as [LoadResult, LoadResult]
  console.log(
    `  with / without the limit: p50 ×${(on.p50 / off.p50).toFixed(2)}, p95 ×${(on.p95 / off.p95).toFixed(2)} (4 alternating rounds of 3 s each, pooled)`,
  )
}

/** The speed goals, each beside today's figure, from this run's sizes and Lighthouse medians. */
function printGoals(
  sizes: { name: string; bytes: number }[],
  { lighthouse, wire }: { lighthouse: Record<string, LighthouseFigures>; wire: Record<string, number> },
) {
  const bytes = (name: string) => sizes.find((size) => size.name === name)!.bytes
  const page = (name: string) => lighthouse[name]!
  const [host, without] = [page('host page, widget below the fold'), page('same host page without the widget')]
  const goals: [string, string, string, boolean][] = [
    ['loader bootcamp.js', '3.0 KB', kb(bytes('/bootcamp.js (loader)')), bytes('/bootcamp.js (loader)') <= 3 * 1024],
    [
      'script fetched on / before scrolling',
      'the loader alone',
      kb(bytes('home page / before scrolling')),
      bytes('home page / before scrolling') <= bytes('/bootcamp.js (loader)'),
    ],
    [
      '<bootcamp-register> alone',
      '96.0 KB',
      kb(bytes('<bootcamp-register> alone')),
      bytes('<bootcamp-register> alone') <= 96 * 1024,
    ],
    ...(
      [
        'home page /',
        'home page /es',
        'iframe page /embed/schedule',
        'iframe page /embed/register',
        'iframe page /embed/page',
      ] as const
    ).flatMap((name): [string, string, string, boolean][] => [
      [`${name} on the wire`, '14,600 B', `${wire[name]!.toLocaleString('en-US')} B`, wire[name]! <= 14_600],
      [`${name} LCP`, '900 ms', `${page(name).lcpMs.toFixed(0)} ms`, page(name).lcpMs <= 900],
      [`${name} TBT`, '0 ms', `${page(name).tbtMs.toFixed(0)} ms`, page(name).tbtMs === 0],
    ]),
    [
      'partner page first paint, with / without the snippet',
      'within 50 ms',
      `${(host.fcpMs - without.fcpMs).toFixed(0)} ms`,
      host.fcpMs - without.fcpMs <= 50,
    ],
  ]
  const bare = page('bare HTML page (the reference)')
  // Lighthouse multiplies the main thread's time by four: on a shared machine the load moves every timing.
  const load = loadavg().map((average) => average.toFixed(1))
  console.log(
    `\nThe speed goals (the bare page in this run: LCP ${bare.lcpMs.toFixed(0)} ms, TBT ${bare.tbtMs.toFixed(0)} ms; load average ${load.join(' ')})`,
  )
  for (const [figure, goal, now, met] of goals)
    console.log(`  ${figure.padEnd(52)} goal ${goal.padEnd(17)} now ${now.padStart(9)}  ${met ? 'met' : 'NOT MET'}`)
}

/** `npm run bench -- --console` measures the staff console only (seeding and its latencies). */
const consoleOnly = process.argv.includes('--console')
function printCohortPages(pages: LoadResult[]) {
  console.log('\nThe home page with the next cohort written in, beside a built page served as it is, 16 concurrent')
  for (const r of pages)
    console.log(
      `  ${r.name.padEnd(48)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  (${r.requests} requests, ${r.unexpected} unexpected statuses)`,
    )
  const [home, file] = pages as [LoadResult, LoadResult]
  console.log(
    `  / against a file as built: p50 ×${(home.p50 / file.p50).toFixed(2)}, p95 ×${(home.p95 / file.p95).toFixed(2)}`,
  )
}

function printSeatRush(rushes: RushResult[]) {
  console.log('\nSeats under a rush: every registration sent at the same moment, the same run')
  for (const r of rushes)
    console.log(
      `  ${r.name.padEnd(36)} seated ${String(r.seated).padStart(4)}  waitlisted ${String(r.waitlisted).padStart(4)}  p50 ${r.p50.toFixed(0).padStart(5)} ms  p95 ${r.p95.toFixed(0).padStart(5)} ms  all in ${r.seconds.toFixed(1)} s  (statuses ${JSON.stringify(r.codes)})`,
    )
  const [full, free] = rushes as [RushResult, RushResult]
  console.log(
    `  a full cohort against one with room: p50 ×${(full.p50 / free.p50).toFixed(2)}, p95 ×${(full.p95 / free.p95).toFixed(2)}`,
  )
}

/** Our pages that carry speed goals, after the bare page they are held against. */
const OUR_PAGES = {
  'bare HTML page (the reference)': `${BASE}/bare`,
  'home page /': `${BASE}/`,
  'home page /es': `${BASE}/es`,
  'iframe page /embed/schedule': `${BASE}/embed/schedule`,
  'iframe page /embed/register': `${BASE}/embed/register`,
  'iframe page /embed/page': `${BASE}/embed/page`,
}

/** Lighthouse's medians for our pages and the references, one after another in this run. */
async function measurePages() {
  await openNextCohort()
  const pages = {
    ...OUR_PAGES,
    'host page, widget below the fold': `${BASE}/host-below-fold.html`,
    'same host page without the widget': `${BASE}/host-without-widget.html`,
  }
  const lighthouse: Record<string, LighthouseFigures> = {}
  const wire: Record<string, number> = {}
  for (const [name, url] of Object.entries(pages)) {
    wire[name] = await wireBytes(url)
    lighthouse[name] = await lighthouseMedian(url)
  }
  return { lighthouse, wire }
}

/**
 * A page's bytes on the wire as Lighthouse's simulation sends them: its gzip body and its
 * headers, which must fit 10 TCP segments of 1,460 B to arrive in the first round trip.
 */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n${response.rawHeaders
        .map((part, index) => (index % 2 === 0 ? `${part}: ` : `${part}\r\n`))
        .join('')}\r\n`
      let body = 0
      response.on('data', (chunk: Buffer) => (body += chunk.length))
      response.on('end', () => resolve(Buffer.byteLength(headers) + body))
    }).on('error', reject)
  })
}

/**
 * The pages as families get them: with the next cohort's facts, its event's structured data and
 * the form's texts written in by the worker (about 550 B of gzip more than with no cohort open).
 * Seven weeks ahead, a Saturday, at a place whose name is as long as real ones are.
 */
async function openNextCohort() {
  const start = new Date(Date.now() + 49 * 86_400_000)
  start.setUTCDate(start.getUTCDate() + ((6 - start.getUTCDay() + 7) % 7))
  const startDate = start.toISOString().slice(0, 10)
  const place = 'Lincoln Community Center, 1500 Main Street, Columbus, OH'
  await executeD1(cohortInsertSql(cohortRow({ startDate, place, capacity: 24, formats: ['in-person', 'virtual'] })))
}

/** `npm run bench -- --pages` measures the bytes and the pages' Lighthouse figures against the speed goals only. */
const pagesOnly = process.argv.includes('--pages')

/** `npm run bench -- --seats` measures the rush for seats only. */
const seatsOnly = process.argv.includes('--seats')
/** `npm run bench -- --cohorts` measures the home page with its cohort written in only. */
const cohortsOnly = process.argv.includes('--cohorts')
/** `npm run bench -- --limits` measures the registration path with and without its daily limit only. */
const limitsOnly = process.argv.includes('--limits')
/** `npm run bench -- --certificate` measures the certificate's PDF and the worker bundle only (no stack). */
const certificateOnly = process.argv.includes('--certificate')
/** `npm run bench -- --cards` measures a cohort's 30 emergency cards only. */
const cardsOnly = process.argv.includes('--cards')
/** `npm run bench -- --blocking` measures the pages' Total Blocking Time beside the bare page's only, idle and loaded. */
const blockingOnly = process.argv.includes('--blocking')

// The bench's own local state: its seeded rows never reach the database `npm start` serves.
process.env.D1_PERSIST_TO = '.wrangler/bench-state'
rmSync(process.env.D1_PERSIST_TO, { recursive: true, force: true })
await ensureBenchTools()
await buildSite()
const sizes = measureSizes()
const beaconBytes = await funnelBeaconBytes()
// The pages alone need neither the certificate's dry run nor the seeded rows: a quieter machine for Lighthouse.
const pagesAlone = pagesOnly || blockingOnly
const certificate = pagesAlone ? null : await measureCertificate()
if (certificateOnly) {
  printCertificate(certificate!)
  process.exit(0)
}
await migrateLocal()
const seedStarted = performance.now()
if (!pagesAlone) await seedRegistrations()
const seedSeconds = (performance.now() - seedStarted) / 1000
if (!pagesAlone) await seedLargeCohort()
if (!pagesAlone) await seedCardsCohort()
const BENCH_USER = 'bench'
const BENCH_PASSWORD = 'quartz lantern timing runs'
execFileSync(binary('tsx'), ['scripts/operator/users.ts', 'add', BENCH_USER], {
  input: `${BENCH_PASSWORD}\n`,
  env: process.env,
  stdio: ['pipe', 'ignore', 'inherit'],
})
const server = spawnStack(PORT)
try {
  await waitForHealth(BASE)
  if (cohortsOnly) {
    printCohortPages(await measureCohortPages(BASE))
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  if (seatsOnly) {
    printSeatRush(await measureSeatRush(BASE))
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  if (pagesOnly) {
    console.log(`\nWhat each figure downloads (gzip -9)\n${chunkTable('register')}\n${chunkTable('homeBeforeScroll')}`)
    printGoals(sizes, await measurePages())
    printPartnerFacts(await measurePartnerFacts({ 'this build': BASE }))
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  if (blockingOnly) {
    await openNextCohort()
    printBlockingFloor(await measureBlockingFloor(OUR_PAGES))
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  if (cardsOnly) {
    printEmergencyCards(await measureEmergencyCards(BASE, BENCH_USER, BENCH_PASSWORD))
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  if (limitsOnly) {
    printRegistrationLimit(await measureRegistrationLimit(BASE))
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  const adminTimings = await measureConsole(BASE, BENCH_USER, BENCH_PASSWORD)
  console.log(
    `\nStaff console, ${SEEDED_REGISTRATIONS.toLocaleString('en-US')} registrations (seeded in ${seedSeconds.toFixed(1)} s), ${30} sequential calls each`,
  )
  for (const t of adminTimings)
    console.log(
      `  ${t.name.padEnd(44)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  (${t.rows} rows)`,
    )
  const cohortTimings = await measureCohortScreens(BASE, BENCH_USER, BENCH_PASSWORD)
  console.log(
    `\nOne cohort's screens, ${LARGE_COHORT.registrations.toLocaleString('en-US')} registrations (${LARGE_COHORT.seats} seated, the rest waiting), ${30} sequential calls each`,
  )
  for (const t of cohortTimings)
    console.log(
      `  ${t.name.padEnd(44)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  (${t.rows} rows)`,
    )
  const emergencyCards = await measureEmergencyCards(BASE, BENCH_USER, BENCH_PASSWORD)
  printEmergencyCards(emergencyCards)
  if (consoleOnly) {
    process.kill(-server.pid!, 'SIGINT')
    process.exit(0)
  }
  const measured = await measurePages()
  const { lighthouse } = measured
  const api = await measureApi(BASE)
  const registrationLimit = await measureRegistrationLimit(BASE)
  const pace = await measureReadingPace(BASE)
  const partnerFacts = await measurePartnerFacts({ 'this build': BASE })
  const timeToSend = await measureTimeToSend(BASE)
  const cohortPages = await measureCohortPages(BASE)
  const seatRush = await measureSeatRush(BASE)

  const peer = sizes.at(-1)!.bytes
  console.log('\nSizes (gzip -9), against b21187c (every section hydrated by React)')
  for (const size of sizes) {
    const budget = size.budget
      ? `goal ${kb(size.budget)} ${size.bytes <= size.budget ? 'met' : `OVER by ${kb(size.bytes - size.budget)}`}`
      : ''
    const baseline = size.baseline ? `was ${kb(size.baseline)}, ×${(size.bytes / size.baseline).toFixed(2)}` : ''
    const before = previous?.sizes?.find((old) => old.name === size.name)
    const change = before
      ? `(${size.bytes - before.bytes >= 0 ? '+' : ''}${size.bytes - before.bytes} B since the last run)`
      : ''
    console.log(`  ${size.name.padEnd(44)} ${kb(size.bytes).padStart(9)}  ${baseline.padEnd(24)} ${budget} ${change}`)
  }
  console.log(`  loader / peer loader ratio: ${(sizes[0]!.bytes / peer).toFixed(2)}`)
  console.log(
    `  funnel beacon (in the forms' chunk, not the loader)  ${kb(beaconBytes).padStart(9)}  loader grows by 0 B for it`,
  )

  console.log('\nLighthouse 12.8.2, mobile, simulated throttling, median of 3')
  console.log(`  ${'page'.padEnd(36)} perf  a11y  bp   seo   FCP ms  LCP ms  TBT ms  CLS`)
  for (const [name, f] of Object.entries(lighthouse)) {
    console.log(
      `  ${name.padEnd(36)} ${String(f.performance).padEnd(5)} ${String(f.accessibility).padEnd(5)} ${String(f.bestPractices).padEnd(4)} ${String(f.seo).padEnd(5)} ${f.fcpMs.toFixed(0).padStart(6)}  ${f.lcpMs.toFixed(0).padStart(6)}  ${f.tbtMs.toFixed(0).padStart(6)}  ${f.cls.toFixed(3)}`,
    )
    const was = previous?.lighthouse?.[name]
    if (was)
      console.log(
        `  ${`  before (${previous!.measuredAt.slice(0, 10)})`.padEnd(36)} ${String(was.performance).padEnd(5)} ${''.padEnd(5)} ${''.padEnd(4)} ${''.padEnd(5)} ${was.fcpMs.toFixed(0).padStart(6)}  ${was.lcpMs.toFixed(0).padStart(6)}  ${was.tbtMs.toFixed(0).padStart(6)}  ${was.cls.toFixed(3)}`,
      )
  }

  const [host, bare] = [
    lighthouse['host page, widget below the fold']!,
    lighthouse['same host page without the widget']!,
  ]
  console.log(
    `  host page with / without the widget: FCP ${(host.fcpMs - bare.fcpMs).toFixed(0)} ms (×${(host.fcpMs / bare.fcpMs).toFixed(2)}), LCP ${(host.lcpMs - bare.lcpMs).toFixed(0)} ms (×${(host.lcpMs / bare.lcpMs).toFixed(2)}) (goal: within 50 ms)`,
  )
  const home = lighthouse['home page /']!
  console.log(
    `  home page goals: performance 100 (${home.performance}), TBT at most 30 ms (${home.tbtMs.toFixed(0)}), CLS 0 (${home.cls.toFixed(3)})`,
  )

  printGoals(sizes, measured)
  printPartnerFacts(partnerFacts)

  console.log('\nA visitor meeting a disabled registration form (Lighthouse mobile throttling, 5 runs each)')
  for (const figure of pace)
    console.log(
      `  ${figure.scenario.padEnd(40)} ${figure.rule.padEnd(26)} disabled in ${figure.disabledRuns}/${figure.runs} runs, median wait ${figure.medianWaitMs.toFixed(0)} ms`,
    )

  console.log(
    '\nTime until the registration form can be sent: "Register Now" tapped at once on /, Lighthouse mobile throttling, medians of the same runs',
  )
  console.log(
    `  before (sent by the script only: button disabled until it took over) ${timeToSend.beforeMs.toFixed(0).padStart(6)} ms`,
  )
  console.log(
    `  now (a plain HTML form that posts to the page)                     ${timeToSend.nowMs.toFixed(0).padStart(6)} ms  (×${(timeToSend.nowMs / timeToSend.beforeMs).toFixed(2)})`,
  )
  console.log(
    `  the form's first paint on screen after the tap (the goal)          ${timeToSend.onScreenMs.toFixed(0).padStart(6)} ms  (${timeToSend.runs} runs)`,
  )

  console.log(`\nAPI on the local worker (${BASE}), 16 concurrent, at most 5 s or 5000 requests each`)
  for (const r of api)
    console.log(
      `  ${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.requests} requests, ${r.unexpected} unexpected statuses)`,
    )
  const ratio = api[1]!.rps / api[0]!.rps
  console.log(`  ratio signup/health: ${ratio.toFixed(2)} (goal at least 0.5)`)

  printCertificate(certificate!)
  printRegistrationLimit(registrationLimit)
  printCohortPages(cohortPages)
  printSeatRush(seatRush)

  const results = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    sizes,
    certificate,
    peerLoaderRatio: sizes[0]!.bytes / peer,
    lighthouse,
    readingPace: pace,
    timeToSend,
    api,
    signupToHealthRatio: ratio,
    registrationLimit,
    cohortPages,
    seatRush,
    staffConsole: { registrations: SEEDED_REGISTRATIONS, timings: adminTimings },
    cohortScreens: { registrations: LARGE_COHORT.registrations, timings: cohortTimings },
    emergencyCards,
  }
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('\nwritten to bench/results.json')
} finally {
  process.kill(-server.pid!, 'SIGINT')
}
