import { AnchorTarget } from '../../ui/Section'
import { ANCHORS } from '../../../content/anchors'
import { PRICING as PRICING_IN_EVERY_LANGUAGE } from '../../../content/pricing'
import { useLanguage } from '../../lib/element-context'
import { buildTimeSlots } from '../../ui/cohort-slots'
import { isAnchored } from '../../markup'
import { scrollsTo } from '../../static/actions'
import { ButtonLink } from '../../ui/Button'
import { Icon } from '../../ui/Icon'

/** The two pricing cards and the offers; both buttons scroll to the registration form. */
export function PricingPlans() {
  const language = useLanguage()
  const PRICING = PRICING_IN_EVERY_LANGUAGE[language]
  const cohort = buildTimeSlots(language)
  return (
    <section
      id={ANCHORS.pricing}
      {...isAnchored}
      part="pricing"
      aria-labelledby="pricing-heading"
      className="mt-20 outline-none"
    >
      <AnchorTarget anchor={ANCHORS.pricing} />
      <header className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{PRICING.eyebrow}</p>
        <h2 id="pricing-heading" className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
          {PRICING.heading}
        </h2>
      </header>
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {PRICING.plans.map((plan) => {
          const featured = Boolean(plan.highlight)
          return (
            <article
              key={plan.id}
              part={`plan plan-${plan.id}`}
              aria-labelledby={`plan-${plan.id}`}
              className={`relative flex flex-col rounded-brand p-6 sm:p-8 ${featured ? 'bg-primary-strong text-white shadow-2xl ring-2 ring-accent' : 'bg-surface text-ink ring-1 ring-slate-200'}`}
            >
              {featured && (
                <p className="absolute inset-x-0 -top-3.5 mx-auto w-max rounded-full bg-accent px-4 py-1 text-xs font-extrabold tracking-wider text-on-accent">
                  {plan.highlight}
                </p>
              )}
              <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
                {plan.name}
              </h3>
              <p className="mt-3" {...cohort.box(`price-${plan.id}`)}>
                <span className="text-4xl font-extrabold" {...cohort.text(`price-${plan.id}`)} />
                <span className={`ml-2 ${featured ? 'text-white/85' : 'text-muted'}`}>{plan.unit}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon
                      name="check"
                      className={`mt-0.5 size-5 shrink-0 ${featured ? 'text-accent' : 'text-success'}`}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              {featured && (
                <p className="mt-4 font-semibold text-accent" {...cohort.box('saving')} {...cohort.text('saving')} />
              )}
              <ButtonLink
                variant={featured ? 'accent' : 'primary'}
                size="lg"
                className="mt-6 w-full"
                {...scrollsTo(ANCHORS.registration)}
              >
                {plan.cta}
              </ButtonLink>
            </article>
          )
        })}
      </div>
      <section
        aria-labelledby="offers-heading"
        className="mx-auto mt-12 max-w-4xl rounded-brand bg-canvas p-6 ring-1 ring-slate-200"
      >
        <h3 id="offers-heading" className="text-lg font-bold text-ink">
          {PRICING.offersHeading}
        </h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {PRICING.offers.map((offer) => (
            <li key={offer.title} {...(offer.slot ? cohort.box(offer.slot) : {})}>
              <p className="font-semibold text-ink">{offer.title}</p>
              {offer.slot ? (
                <p className="text-sm text-muted" {...cohort.text(offer.slot)} />
              ) : (
                <p className="text-sm text-muted">{offer.detail}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  )
}
