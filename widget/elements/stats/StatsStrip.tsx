import { STATS as STATS_IN_EVERY_LANGUAGE } from '../../../content/stats'
import { useLanguage } from '../../lib/element-context'

/** `<bootcamp-stats>`: the four statistic cards. */
export function StatsStrip() {
  const STATS = STATS_IN_EVERY_LANGUAGE[useLanguage()]
  return (
    <section part="section section-stats" aria-labelledby="stats-heading" className="bg-surface px-4 py-12 sm:px-6">
      <h2 id="stats-heading" className="sr-only">
        {STATS.heading}
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 lg:grid-cols-4">
        {STATS.cards.map((card) => (
          <li key={card.label} className="rounded-brand border border-slate-200 bg-canvas p-5 text-center">
            <span className="block text-3xl font-extrabold text-primary md:text-4xl">{card.value}</span>
            <span className="mt-1 block font-semibold text-ink">{card.label}</span>
            <span className="mt-1 block text-sm text-muted">{card.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
