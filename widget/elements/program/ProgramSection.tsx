import { ANCHORS } from '../../../content/anchors'
import { PROGRAM as PROGRAM_IN_EVERY_LANGUAGE } from '../../../content/program'
import { useLanguage } from '../../lib/element-context'
import { Icon } from '../../ui/Icon'
import { Section } from '../../ui/Section'
import { SummitIllustration } from './SummitIllustration'

/** `<bootcamp-program>`: the five VITAL principles, the illustration and three benefits (anchor `program`). */
export function ProgramSection() {
  const PROGRAM = PROGRAM_IN_EVERY_LANGUAGE[useLanguage()]
  return (
    <Section
      anchor={ANCHORS.program}
      eyebrow={PROGRAM.eyebrow}
      heading={PROGRAM.heading}
      intro={PROGRAM.intro}
      tone="canvas"
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <ol className="space-y-4">
          {PROGRAM.principles.map((principle) => (
            <li
              key={principle.title}
              className="flex gap-4 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary text-xl font-black text-on-primary"
              >
                {principle.letter}
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{principle.title}</h3>
                <p className="text-muted">{principle.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <figure className="relative">
          <div className="overflow-hidden rounded-brand shadow-xl ring-1 ring-slate-200">
            <SummitIllustration label={PROGRAM.imageAlt} />
          </div>
          <figcaption className="absolute -bottom-5 left-4 flex items-center gap-3 rounded-brand bg-surface px-4 py-3 shadow-lg ring-1 ring-slate-200 sm:left-6">
            <span className="grid size-10 place-items-center rounded-full bg-success text-white">
              <Icon name="award" />
            </span>
            <span>
              <span className="block font-bold text-ink">{PROGRAM.evidenceBadge}</span>
              <span className="block text-sm text-muted">{PROGRAM.evidenceDetail}</span>
            </span>
          </figcaption>
        </figure>
      </div>
      <ul className="mt-16 grid gap-4 md:grid-cols-3">
        {PROGRAM.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-brand bg-surface p-6 shadow-sm ring-1 ring-slate-200">
            <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon name={benefit.icon} />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">
              {benefit.value && <span className="text-primary">{`${benefit.value} `}</span>}
              {benefit.title}
            </h3>
            <p className="mt-1 text-muted">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
