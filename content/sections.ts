import { BRAND } from './brand'

/** Section anchors (spec section 2) and the custom element that holds each when embedded alone. */
export const ANCHORS = {
  program: 'program',
  schedule: 'schedule',
  pricing: 'pricing',
  registration: 'registration',
  signup: 'signup',
  research: 'research',
  contact: 'contact',
} as const
export type Anchor = (typeof ANCHORS)[keyof typeof ANCHORS]

export const ELEMENT_OF_ANCHOR: Record<Anchor, string> = {
  program: 'bootcamp-program',
  schedule: 'bootcamp-schedule',
  pricing: 'bootcamp-schedule',
  registration: 'bootcamp-register',
  signup: 'bootcamp-signup',
  research: 'bootcamp-research',
  contact: 'bootcamp-contact',
}

export const NAV = {
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  label: 'Main',
  links: [
    { label: 'Program', anchor: ANCHORS.program },
    { label: 'Schedule', anchor: ANCHORS.schedule },
    { label: 'Pricing', anchor: ANCHORS.pricing },
    { label: 'Contact', anchor: ANCHORS.contact },
  ],
} as const

export const HERO = {
  eyebrow: `Ages 13-22 · ${BRAND.region}`,
  headline: 'Unleash Your Leadership Potential',
  description:
    'A four-week, hands-on leadership bootcamp where teens and young adults build vision, integrity, teamwork and the confidence to act, guided by mentors who lead.',
  registerCta: 'Register Now',
  learnMoreCta: 'Learn More',
  badges: [
    { value: '$106.6B', label: 'Leadership Market 2024' },
    { value: '75%', label: 'Better Leadership Outcomes' },
  ],
} as const

export const STATS = {
  heading: 'Why leadership training matters',
  cards: [
    { value: '$238B', label: 'Global Market by 2035', detail: 'Leadership development keeps growing worldwide' },
    { value: '75%', label: 'Mentored Youth Success', detail: 'More likely to hold leadership positions' },
    { value: '45%', label: 'Workshop Training', detail: 'Most effective method' },
    { value: '1.8B', label: 'Young People', detail: 'The largest youth generation in history' },
  ],
} as const

export const PROGRAM = {
  eyebrow: 'The VITAL Program',
  heading: 'Five Principles of Leadership',
  intro: 'Every session builds one principle through real challenges, reflection and mentoring.',
  principles: [
    { letter: 'V', title: 'Vision', description: 'See where you want to go and paint a picture others want to follow.' },
    { letter: 'I', title: 'Integrity', description: 'Lead with honesty, keep your word, and act on your values when no one is watching.' },
    { letter: 'T', title: 'Teamwork', description: 'Listen, include every voice and turn different strengths into one result.' },
    { letter: 'A', title: 'Action', description: 'Turn ideas into plans and plans into results, one deliberate step at a time.' },
    { letter: 'L', title: 'Leadership', description: 'Bring it all together to serve, inspire and lift up the people around you.' },
  ],
  imageAlt: 'Illustration: five young people climbing steps together towards a flag on a summit.',
  evidenceBadge: 'Evidence-Based',
  evidenceDetail: 'Built on youth development research',
  benefits: [
    { value: '85%', title: 'Better Performance', description: 'Young people with mentors perform better at school and in their communities.' },
    { value: '', title: 'Confidence Building', description: 'Public speaking, decision making and feedback in a safe, encouraging group.' },
    { value: '', title: 'Community Impact', description: 'Each participant plans and leads a project that serves their own community.' },
  ],
} as const

export const SCHEDULE = {
  eyebrow: 'Schedule',
  heading: 'Four Weeks That Change How You Lead',
  facts: [
    { title: 'Four-Week Program', detail: 'One principle-packed session every week' },
    { title: 'Saturdays 10AM-2PM', detail: '4-hour intensive sessions' },
    { title: 'Regional Location', detail: `${BRAND.region}, with in-person and virtual options` },
    { title: 'Ages 13-22', detail: 'Grouped by age for the right challenge' },
  ],
  nextCohort: 'Next cohort starts February 15, 2025',
} as const

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

export const RESEARCH = {
  eyebrow: 'Evidence, not hype',
  heading: 'What the Research Says',
  figure: { value: '85%', label: 'of mentored young people report stronger leadership skills' },
  statements: [
    { source: 'Research Evidence', quote: 'Young people in structured mentoring programmes are 75% more likely to hold leadership positions later in life.' },
    { source: 'Program Impact', quote: 'Hands-on workshops are the most effective way to build leadership skills, ahead of lectures and online courses.' },
    { source: 'Best Practices', quote: 'Leadership grows fastest when young people practise it in real projects, with feedback from mentors and peers.' },
  ],
} as const

export const FOOTER = {
  about: 'A four-week leadership bootcamp helping teens and young adults aged 13-22 lead with vision, integrity, teamwork and action.',
  quickLinksHeading: 'Quick Links',
  quickLinks: [
    { label: 'Program', anchor: ANCHORS.program },
    { label: 'Schedule', anchor: ANCHORS.schedule },
    { label: 'Pricing', anchor: ANCHORS.pricing },
    { label: 'Contact', anchor: ANCHORS.contact },
  ],
  faq: 'FAQ',
  followHeading: 'Follow Us',
  legal: ['Privacy Policy', 'Terms of Service', 'Accessibility'],
  rights: 'All rights reserved.',
} as const
