export const STATS = {
  heading: 'Why leadership training matters',
  cards: [
    { value: '$238B', label: 'Global Market by 2035', detail: 'Leadership development keeps growing worldwide' },
    { value: '75%', label: 'Mentored Youth Success', detail: 'More likely to hold leadership positions' },
    { value: '45%', label: 'Workshop Training', detail: 'Most effective method' },
    { value: '1.8B', label: 'Young People', detail: 'The largest youth generation in history' },
  ],
} as const
