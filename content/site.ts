import { AGE_MAX, AGE_MIN } from '../contract/constants'
import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/** The home page's title and description, and where each language's pages live: `/` and `/guide` in English, `/es` and `/es/guide` in Spanish. */
export const SITE = inEveryLanguage(
  {
    title: BRAND.fullName,
    description: `${BRAND.name}: a four-week leadership bootcamp for ages ${AGE_MIN} to ${AGE_MAX}. Programme, schedule, pricing and registration.`,
    path: '/',
    guide: '/guide',
  },
  {
    title: BRAND.fullName,
    description: `${BRAND.name}: un bootcamp de liderazgo de cuatro semanas para jóvenes de ${AGE_MIN} a ${AGE_MAX} años. Programa, horario, precios e inscripción.`,
    path: '/es',
    guide: '/es/guide',
  },
)
