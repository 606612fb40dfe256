import { ANCHORS } from '../../../content/anchors'
import { HERO as HERO_IN_EVERY_LANGUAGE } from '../../../content/hero'
import { useLanguage } from '../../lib/element-context'
import { scrollsTo } from '../../static/actions'
import { ButtonLink } from '../../ui/Button'
import { buildTimeSlots } from '../../ui/cohort-slots'
import { Icon } from '../../ui/Icon'

/** `<bootcamp-hero>`: headline, the two calls to action and the two stat badges. */
export function Hero() {
  const language = useLanguage()
  const HERO = HERO_IN_EVERY_LANGUAGE[language]
  const cohort = buildTimeSlots(language)
  return (
    <section
      part="section section-hero"
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-primary-strong px-4 py-20 text-white sm:px-6 md:py-28"
    >
      {/* Soft glows as gradients: a blur filter would pull a whole family of CSS into the bundle. */}
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-48 size-[36rem] rounded-full bg-[radial-gradient(closest-side,var(--color-primary),transparent)] opacity-70"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-56 -left-48 size-[36rem] rounded-full bg-[radial-gradient(closest-side,var(--color-accent),transparent)] opacity-25"
      />
      <div className="relative mx-auto max-w-4xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/20">
          <Icon name="spark" className="size-4 text-accent" />
          <span>
            {HERO.eyebrow}
            <span {...cohort.text('venue')} />
          </span>
        </p>
        <h1
          id="hero-heading"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl"
        >
          {HERO.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-white/90 md:text-xl">{HERO.description}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink variant="accent" size="lg" part="cta cta-register" {...scrollsTo(ANCHORS.registration)}>
            {HERO.registerCta}
            <Icon name="arrow" className="size-5" />
          </ButtonLink>
          <ButtonLink
            variant="outline"
            size="lg"
            part="cta cta-learn-more"
            className="text-white"
            {...scrollsTo(ANCHORS.program)}
          >
            {HERO.learnMoreCta}
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-3 sm:grid-cols-2">
          {HERO.badges.map((badge) => (
            <li key={badge.label} className="rounded-brand bg-white/10 px-5 py-4 ring-1 ring-white/15">
              <span className="block text-3xl font-extrabold text-accent">{badge.value}</span>
              <span className="block text-sm font-medium text-white/90">{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
