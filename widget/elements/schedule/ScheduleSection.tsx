import { ANCHORS } from '../../../content/anchors'
import { SCHEDULE as SCHEDULE_IN_EVERY_LANGUAGE } from '../../../content/schedule'
import { useLanguage } from '../../lib/element-context'
import { buildTimeSlots } from '../../ui/cohort-slots'
import { Icon } from '../../ui/Icon'
import { Section } from '../../ui/Section'
import { PricingPlans } from './PricingPlans'

/** `<bootcamp-schedule>`: schedule (anchor `schedule`) then pricing and offers (anchor `pricing`). */
export function ScheduleSection() {
  const language = useLanguage()
  const SCHEDULE = SCHEDULE_IN_EVERY_LANGUAGE[language]
  const cohort = buildTimeSlots(language)
  return (
    <Section anchor={ANCHORS.schedule} eyebrow={SCHEDULE.eyebrow} heading={SCHEDULE.heading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SCHEDULE.facts.map((fact) => (
          <li key={fact.title} className="rounded-brand border border-slate-200 p-5">
            <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
              <Icon name={fact.icon} />
            </span>
            {fact.slot ? (
              <h3 className="mt-3 font-bold text-ink" {...cohort.text(fact.slot)} />
            ) : (
              <h3 className="mt-3 font-bold text-ink">{fact.title}</h3>
            )}
            {'detailSlot' in fact ? (
              <p className="text-sm text-muted" {...cohort.text(fact.detailSlot)} />
            ) : (
              <p className="text-sm text-muted">{fact.detail}</p>
            )}
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 flex max-w-max items-center gap-2 rounded-full bg-accent px-5 py-2.5 text-center font-semibold text-on-accent">
        <Icon name="calendar" className="size-5" />
        <span {...cohort.text('next')} />
      </p>
      {/* Seats left in the next cohort, or that it is full: only while one is ahead. */}
      <p part="seats-left" className="mt-3 text-center font-semibold text-ink" {...cohort.box('seats')}>
        <span {...cohort.text('seats')} />
      </p>
      <PricingPlans />
    </Section>
  )
}
