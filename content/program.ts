import { formatsFor } from './format'
import { inEveryLanguage } from './language'

export const PROGRAM = inEveryLanguage(
  {
    eyebrow: 'The VITAL Program',
    heading: 'Five Principles of Leadership',
    intro: 'Every session builds one principle through real challenges, reflection and mentoring.',
    principles: [
      {
        letter: 'V',
        title: 'Vision',
        description: 'See where you want to go and paint a picture others want to follow.',
      },
      {
        letter: 'I',
        title: 'Integrity',
        description: 'Lead with honesty, keep your word, and act on your values when no one is watching.',
      },
      {
        letter: 'T',
        title: 'Teamwork',
        description: 'Listen, include every voice and turn different strengths into one result.',
      },
      {
        letter: 'A',
        title: 'Action',
        description: 'Turn ideas into plans and plans into results, one deliberate step at a time.',
      },
      {
        letter: 'L',
        title: 'Leadership',
        description: 'Bring it all together to serve, inspire and lift up the people around you.',
      },
    ],
    imageAlt: 'Illustration: five young people climbing steps together towards a flag on a summit.',
    evidenceBadge: 'Evidence-Based',
    evidenceDetail: 'Built on youth development research',
    benefits: [
      {
        icon: 'users',
        value: formatsFor('en').percent(0.85),
        title: 'Better Performance',
        description: 'Young people with mentors perform better at school and in their communities.',
      },
      {
        icon: 'bolt',
        value: '',
        title: 'Confidence Building',
        description: 'Public speaking, decision making and feedback in a safe, encouraging group.',
      },
      {
        icon: 'heart',
        value: '',
        title: 'Community Impact',
        description: 'Each participant plans and leads a project that serves their own community.',
      },
    ],
  },
  {
    eyebrow: 'El programa VITAL',
    heading: 'Cinco principios de liderazgo',
    intro: 'Cada sesión trabaja un principio con retos reales, reflexión y mentoría.',
    // V, I, T, A, L: the principles spell VITAL in Spanish too.
    principles: [
      {
        letter: 'V',
        title: 'Visión',
        description: 'Ve hacia dónde quieres ir y pinta un futuro que otros quieran seguir.',
      },
      {
        letter: 'I',
        title: 'Integridad',
        description: 'Lidera con honestidad, cumple tu palabra y actúa según tus valores aunque nadie te vea.',
      },
      {
        letter: 'T',
        title: 'Trabajo en equipo',
        description: 'Escucha, incluye cada voz y convierte fortalezas distintas en un solo resultado.',
      },
      {
        letter: 'A',
        title: 'Acción',
        description: 'Convierte ideas en planes y planes en resultados, paso a paso y con intención.',
      },
      {
        letter: 'L',
        title: 'Liderazgo',
        description: 'Une todo para servir, inspirar y apoyar a las personas que te rodean.',
      },
    ],
    imageAlt: 'Ilustración: cinco jóvenes suben juntos unos escalones hacia una bandera en la cima.',
    evidenceBadge: 'Basado en evidencia',
    evidenceDetail: 'Diseñado a partir de investigaciones sobre desarrollo juvenil',
    benefits: [
      {
        icon: 'users',
        value: formatsFor('es').percent(0.85),
        title: 'Mejor desempeño',
        description: 'Los jóvenes con mentores rinden más en la escuela y en sus comunidades.',
      },
      {
        icon: 'bolt',
        value: '',
        title: 'Más confianza',
        description: 'Hablar en público, tomar decisiones y recibir comentarios en un grupo seguro que te anima.',
      },
      {
        icon: 'heart',
        value: '',
        title: 'Impacto en la comunidad',
        description: 'Cada participante planea y dirige un proyecto al servicio de su propia comunidad.',
      },
    ],
  },
)
