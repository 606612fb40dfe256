/**
 * `npm run bench -- --blocking`: how much Total Blocking Time Lighthouse gives the bare HTML page
 * (no script, one small stylesheet) on this machine, beside each of our pages, run after run in
 * turn: first with the machine otherwise idle, then with two busy loops beside it (a loaded
 * machine). Lighthouse multiplies the main thread's observed tasks by four, so Chromium's own
 * tasks (those it attributes to no script) and scheduling noise give even the bare page blocking
 * time; a page of ours is held to the floor that page sets in the same minute.
 */
import { spawn } from 'node:child_process'
import { lighthouseOnce, median } from './lighthouse'

const RUNS = 7

export interface BlockingRow {
  page: string
  busyLoops: number
  tbtMs: number[]
}

export async function measureBlockingFloor(pages: Record<string, string>): Promise<BlockingRow[]> {
  const rows: BlockingRow[] = []
  for (const busyLoops of [0, 2]) {
    const loops = Array.from({ length: busyLoops }, () => spawn('sh', ['-c', 'while :; do :; done']))
    try {
      const runs = Object.fromEntries(Object.keys(pages).map((page) => [page, [] as number[]]))
      for (let run = 0; run < RUNS; run++)
        for (const [page, url] of Object.entries(pages)) runs[page]!.push((await lighthouseOnce(url)).tbtMs)
      for (const [page, tbtMs] of Object.entries(runs)) rows.push({ page, busyLoops, tbtMs })
    } finally {
      for (const loop of loops) loop.kill()
    }
  }
  return rows
}

export function printBlockingFloor(rows: BlockingRow[]) {
  console.log(`\nTotal Blocking Time, Lighthouse mobile, each page in turn ${RUNS} times (ms: median, then every run)`)
  for (const row of rows)
    console.log(
      `  ${row.page.padEnd(36)} ${row.busyLoops ? 'two busy loops beside' : 'machine otherwise idle'}  median ${median(row.tbtMs).toFixed(0).padStart(4)}  runs ${row.tbtMs.map((ms) => ms.toFixed(0)).join(', ')}`,
    )
}
