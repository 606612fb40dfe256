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
    { icon: 'users', value: '85%', title: 'Better Performance', description: 'Young people with mentors perform better at school and in their communities.' },
    { icon: 'bolt', value: '', title: 'Confidence Building', description: 'Public speaking, decision making and feedback in a safe, encouraging group.' },
    { icon: 'heart', value: '', title: 'Community Impact', description: 'Each participant plans and leads a project that serves their own community.' },
  ],
} as const
