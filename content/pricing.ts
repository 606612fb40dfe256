import type { SessionPreference } from '../contract/constants'

/** Prices, once: the pricing cards and the session select both read them. */
export const PRICES = { individual: '$50-75', complete: '$200' } as const satisfies Record<SessionPreference, string>

export const PRICING = {
  eyebrow: 'Pricing',
  heading: 'Choose Your Path',
  plans: [
    {
      id: 'individual',
      name: 'Per Session',
      optionName: 'Individual Session',
      price: PRICES.individual,
      unit: 'per session',
      features: ['One 4-hour session', 'All materials included', 'Lunch and refreshments'],
      cta: 'Select Session',
      highlight: '',
    },
    {
      id: 'complete',
      name: 'Complete Bootcamp',
      optionName: 'Complete Bootcamp',
      price: PRICES.complete,
      unit: 'all 4 sessions',
      features: ['All 4 sessions', 'Personal leadership assessment', 'Graduation certificate', '30-day follow-up support'],
      cta: 'Register for Bootcamp',
      highlight: 'BEST VALUE',
      saving: 'Save $100+ vs. individual sessions',
    },
  ],
  offersHeading: 'Special Offers',
  offers: [
    { title: 'Early Bird', detail: 'Register by February 1st and save $30' },
    { title: 'Group Rate', detail: '3 or more friends registering together get 15% off' },
    { title: 'Financial Assistance', detail: 'Available: contact us to learn more' },
  ],
} as const satisfies { plans: readonly { id: SessionPreference; [key: string]: unknown }[]; [key: string]: unknown }

/** The session select's options: "Individual Session ($50-75)", from the plans above. */
export const SESSION_OPTIONS = PRICING.plans.map((plan) => ({ value: plan.id, label: `${plan.optionName} (${plan.price})` }))
