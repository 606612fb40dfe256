import { formatsFor } from './format'
import { inEveryLanguage } from './language'
import { OFFERS, PRICES } from './prices'

const [en, es] = [formatsFor('en'), formatsFor('es')]

export const PRICING = inEveryLanguage(
  {
    eyebrow: 'Pricing',
    heading: 'Choose Your Path',
    plans: [
      {
        id: 'individual',
        name: 'Per Session',
        price: en.priceRange(...PRICES.individual),
        unit: 'per session',
        features: ['One 4-hour session', 'All materials included', 'Lunch and refreshments'],
        cta: 'Select Session',
        highlight: '',
        saving: '',
      },
      {
        id: 'complete',
        name: 'Complete Bootcamp',
        price: en.price(PRICES.complete),
        unit: 'all 4 sessions',
        features: ['All 4 sessions', 'Personal leadership assessment', 'Graduation certificate', '30-day follow-up support'],
        cta: 'Register for Bootcamp',
        highlight: 'BEST VALUE',
        saving: `Save ${en.price(OFFERS.completeSaving)}+ vs. individual sessions`,
      },
    ],
    offersHeading: 'Special Offers',
    offers: [
      { title: 'Early Bird', detail: `Register by ${en.dayOfMonth(OFFERS.earlyBirdDeadline)} and save ${en.price(OFFERS.earlyBirdSaving)}` },
      { title: 'Group Rate', detail: `${OFFERS.groupSize} or more friends registering together get ${en.percent(OFFERS.groupDiscount)} off` },
      { title: 'Financial Assistance', detail: 'Available: contact us to learn more' },
    ],
  },
  {
    eyebrow: 'Precios',
    heading: 'Elige tu camino',
    plans: [
      {
        id: 'individual',
        name: 'Por sesión',
        price: es.priceRange(...PRICES.individual),
        unit: 'por sesión',
        features: ['Una sesión de 4 horas', 'Todos los materiales incluidos', 'Almuerzo y refrigerios'],
        cta: 'Elegir sesión',
        highlight: '',
        saving: '',
      },
      {
        id: 'complete',
        name: 'Bootcamp completo',
        price: es.price(PRICES.complete),
        unit: 'las 4 sesiones',
        features: ['Las 4 sesiones', 'Evaluación personal de liderazgo', 'Certificado de graduación', '30 días de acompañamiento posterior'],
        cta: 'Inscribirme al bootcamp',
        highlight: 'MEJOR VALOR',
        saving: `Ahorra más de ${es.price(OFFERS.completeSaving)} frente a las sesiones sueltas`,
      },
    ],
    offersHeading: 'Ofertas especiales',
    offers: [
      { title: 'Inscripción anticipada', detail: `Inscríbete antes del ${es.dayOfMonth(OFFERS.earlyBirdDeadline)} y ahorra ${es.price(OFFERS.earlyBirdSaving)}` },
      { title: 'Tarifa de grupo', detail: `${OFFERS.groupSize} o más amigos que se inscriben juntos reciben un ${es.percent(OFFERS.groupDiscount)} de descuento` },
      { title: 'Ayuda financiera', detail: 'Disponible: contáctanos para saber más' },
    ],
  },
)
