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
