import { AGE_RANGE, BRAND } from './brand'

export const HERO = {
  eyebrow: `Ages ${AGE_RANGE} · ${BRAND.region}`,
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
