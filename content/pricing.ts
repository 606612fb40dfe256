import { inEveryLanguage } from './language'

/**
 * The pricing section's words. Its prices, the saving and the offers' figures are the next
 * cohort's (content/cohort.ts `cohortTexts`, slots named by `slot`); the build writes the state
 * with no cohort ahead and the worker or the element fills in the row's.
 */

export const PRICING = inEveryLanguage(
  {
    eyebrow: 'Pricing',
    heading: 'Choose Your Path',
    plans: [
      {
        id: 'individual',
        name: 'Per Session',
        unit: 'per session',
        features: ['One 4-hour session', 'All materials included', 'Lunch and refreshments'],
        cta: 'Select Session',
        highlight: '',
      },
      {
        id: 'complete',
        name: 'Complete Bootcamp',
        unit: 'all 4 sessions',
        features: [
          'All 4 sessions',
          'Personal leadership assessment',
          'Graduation certificate',
          '30-day follow-up support',
        ],
        cta: 'Register for Bootcamp',
        highlight: 'BEST VALUE',
      },
    ],
    offersHeading: 'Special Offers',
    offers: [
      { title: 'Early Bird', slot: 'early-bird', detail: '' },
      { title: 'Group Rate', slot: 'group', detail: '' },
      { title: 'Financial Assistance', slot: null, detail: 'Available: contact us to learn more' },
    ],
  },
  {
    eyebrow: 'Precios',
    heading: 'Elige tu camino',
    plans: [
      {
        id: 'individual',
        name: 'Por sesión',
        unit: 'por sesión',
        features: ['Una sesión de 4 horas', 'Todos los materiales incluidos', 'Almuerzo y refrigerios'],
        cta: 'Elegir sesión',
        highlight: '',
      },
      {
        id: 'complete',
        name: 'Bootcamp completo',
        unit: 'las 4 sesiones',
        features: [
          'Las 4 sesiones',
          'Evaluación personal de liderazgo',
          'Certificado de graduación',
          '30 días de acompañamiento posterior',
        ],
        cta: 'Inscribirme al bootcamp',
        highlight: 'MEJOR VALOR',
      },
    ],
    offersHeading: 'Ofertas especiales',
    offers: [
      { title: 'Inscripción anticipada', slot: 'early-bird', detail: '' },
      { title: 'Tarifa de grupo', slot: 'group', detail: '' },
      { title: 'Ayuda financiera', slot: null, detail: 'Disponible: contáctanos para saber más' },
    ],
  },
)
