import { AGE_MAX, AGE_MIN, AGE_RANGE } from './brand'
import { formatsFor } from './format'
import { inEveryLanguage } from './language'

const [en, es] = [formatsFor('en'), formatsFor('es')]

export const HERO = inEveryLanguage(
  {
    /** Followed by the place (content/cohort.ts `venue`): the region, or the one staff typed on the next cohort. */
    eyebrow: `Ages ${AGE_RANGE} · `,
    headline: 'Unleash Your Leadership Potential',
    description:
      'A four-week, hands-on leadership bootcamp where teens and young adults build vision, integrity, teamwork and the confidence to act, guided by mentors who lead.',
    registerCta: 'Register Now',
    learnMoreCta: 'Learn More',
    badges: [
      { value: en.compact(106.6e9, true), label: 'Leadership Market 2024' },
      { value: en.percent(0.75), label: 'Better Leadership Outcomes' },
    ],
  },
  {
    eyebrow: `De ${AGE_MIN} a ${AGE_MAX} años · `,
    headline: 'Descubre tu potencial de liderazgo',
    description:
      'Un bootcamp práctico de liderazgo de cuatro semanas donde adolescentes y jóvenes desarrollan visión, integridad, trabajo en equipo y la confianza para actuar, con mentores que predican con el ejemplo.',
    registerCta: 'Inscríbete ahora',
    learnMoreCta: 'Más información',
    badges: [
      { value: es.compact(106.6e9, true), label: 'Mercado de liderazgo en 2024' },
      { value: es.percent(0.75), label: 'Mejores resultados de liderazgo' },
    ],
  },
)
