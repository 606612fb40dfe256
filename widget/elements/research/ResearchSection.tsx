import { ANCHORS } from '../../../content/anchors'
import { OWN_RESULTS_ATTRIBUTE } from '../../../contract/own-results'
import { RESEARCH as RESEARCH_IN_EVERY_LANGUAGE } from '../../../content/research'
import { useLanguage } from '../../lib/element-context'
import { Icon } from '../../ui/Icon'
import { Section } from '../../ui/Section'

/** `<bootcamp-research>`: three research-based statements in place of testimonials, and the 85% figure. */
export function ResearchSection() {
  const RESEARCH = RESEARCH_IN_EVERY_LANGUAGE[useLanguage()]
  return (
    <Section anchor={ANCHORS.research} eyebrow={RESEARCH.eyebrow} heading={RESEARCH.heading} tone="canvas">
      <p className="mx-auto mb-10 max-w-md text-center">
        <span className="block text-6xl font-extrabold text-primary">{RESEARCH.figure.value}</span>
        <span className="mt-1 block text-muted">{RESEARCH.figure.label}</span>
      </p>
      {/* The programme's own figures, written in by the worker once a director turns them on (worker/results/page.ts). */}
      <p {...{ [OWN_RESULTS_ATTRIBUTE]: '' }} hidden className="mx-auto mb-10 max-w-2xl text-center text-ink" />
      <ul className="grid gap-6 md:grid-cols-3">
        {RESEARCH.statements.map((statement) => (
          <li key={statement.source}>
            <figure className="flex h-full flex-col rounded-brand bg-surface p-6 shadow-sm ring-1 ring-slate-200">
              <Icon name="quote" className="size-7 text-primary/70" />
              <blockquote className="mt-3 flex-1 text-ink">{statement.quote}</blockquote>
              <figcaption className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">
                {statement.source}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
