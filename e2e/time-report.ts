import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

interface Span {
  title: string
  project: string
  start: number
  end: number
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`

/**
 * Where the browser suite's time went, printed after the list: how much of it the workers spent
 * in tests, how long the suite waited for its stacks before the first test, and what ran in its
 * last minute, where the slowest tests leave workers idle. The CI run is CPU-bound on two cores,
 * so these are the figures that say whether a change to the order or the stacks gains anything.
 */
export default class TimeReport implements Reporter {
  private readonly started = Date.now()
  private readonly spans: Span[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const start = result.startTime.getTime()
    const project = test.parent.project()?.name ?? ''
    this.spans.push({ title: test.title, project, start, end: start + result.duration })
  }

  onEnd(result: FullResult) {
    if (this.spans.length === 0) return
    const first = Math.min(...this.spans.map((span) => span.start))
    const last = Math.max(...this.spans.map((span) => span.end))
    const busy = this.spans.reduce((sum, span) => sum + span.end - span.start, 0)
    const tailFrom = last - 60_000
    const tail = this.spans
      .filter((span) => span.end > tailFrom)
      .sort((a, b) => a.start - b.start)
      .map(
        (span) =>
          `    ${seconds(span.start - first).padStart(6)} +${seconds(span.end - span.start)} [${span.project}] ${span.title}`,
      )
    console.log(
      [
        '',
        `Browser suite, ${seconds(result.duration)}: stacks and setup ${seconds(first - this.started)},` +
          ` tests ${seconds(last - first)} holding ${seconds(busy)} of test time.`,
        `  In its last minute (start, length from the first test):`,
        ...tail,
      ].join('\n'),
    )
  }
}
