import { formatsFor } from './format'
import { inEveryLanguage } from './language'

export const RESEARCH = inEveryLanguage(
  {
    eyebrow: 'Evidence, not hype',
    heading: 'What the Research Says',
    figure: {
      value: formatsFor('en').percent(0.85),
      label: 'of mentored young people report stronger leadership skills',
    },
    statements: [
      {
        source: 'Research Evidence',
        quote:
          'Young people in structured mentoring programmes are 75% more likely to hold leadership positions later in life.',
      },
      {
        source: 'Program Impact',
        quote:
          'Hands-on workshops are the most effective way to build leadership skills, ahead of lectures and online courses.',
      },
      {
        source: 'Best Practices',
        quote:
          'Leadership grows fastest when young people practise it in real projects, with feedback from mentors and peers.',
      },
    ],
  },
  {
    eyebrow: 'Evidencia, no promesas',
    heading: 'Lo que dice la investigación',
    figure: {
      value: formatsFor('es').percent(0.85),
      label: 'de los jóvenes con mentores dicen tener mejores habilidades de liderazgo',
    },
    statements: [
      {
        source: 'Evidencia de investigación',
        quote:
          'Los jóvenes en programas de mentoría estructurados tienen un 75% más de probabilidades de ocupar puestos de liderazgo en su vida adulta.',
      },
      {
        source: 'Impacto del programa',
        quote:
          'Los talleres prácticos son la forma más eficaz de desarrollar el liderazgo, por delante de las clases magistrales y los cursos en línea.',
      },
      {
        source: 'Buenas prácticas',
        quote:
          'El liderazgo crece más rápido cuando los jóvenes lo practican en proyectos reales, con comentarios de mentores y compañeros.',
      },
    ],
  },
)
