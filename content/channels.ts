/** How to reach us and where we post: the same in every language (placeholders until the operator sets real ones). */
export const CONTACT_POINTS = { email: 'hello@vitalbootcamp.org', phone: '(614) 555-0142' } as const

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: '#' },
  { label: 'Facebook', href: '#' },
  { label: 'LinkedIn', href: '#' },
  { label: 'YouTube', href: '#' },
] as const
