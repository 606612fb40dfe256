export const PRICING = {
  eyebrow: 'Pricing',
  heading: 'Choose Your Path',
  plans: [
    {
      id: 'individual',
      name: 'Per Session',
      price: '$50-75',
      unit: 'per session',
      features: ['One 4-hour session', 'All materials included', 'Lunch and refreshments'],
      cta: 'Select Session',
      highlight: '',
    },
    {
      id: 'complete',
      name: 'Complete Bootcamp',
      price: '$200',
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
} as const
