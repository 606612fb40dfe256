import { formatsFor } from './format'
import { inEveryLanguage } from './language'

const [en, es] = [formatsFor('en'), formatsFor('es')]

export const STATS = inEveryLanguage(
  {
    heading: 'Why leadership training matters',
    cards: [
      {
        value: en.compact(238e9, true),
        label: 'Global Market by 2035',
        detail: 'Leadership development keeps growing worldwide',
      },
      { value: en.percent(0.75), label: 'Mentored Youth Success', detail: 'More likely to hold leadership positions' },
      { value: en.percent(0.45), label: 'Workshop Training', detail: 'Most effective method' },
      { value: en.compact(1.8e9), label: 'Young People', detail: 'The largest youth generation in history' },
    ],
  },
  {
    heading: 'Por qué importa formarse en liderazgo',
    cards: [
      {
        value: es.compact(238e9, true),
        label: 'Mercado mundial para 2035',
        detail: 'La formación en liderazgo sigue creciendo en todo el mundo',
      },
      {
        value: es.percent(0.75),
        label: 'Éxito de jóvenes con mentores',
        detail: 'Más probabilidades de ocupar puestos de liderazgo',
      },
      { value: es.percent(0.45), label: 'Talleres prácticos', detail: 'El método más eficaz' },
      { value: es.compact(1.8e9), label: 'Jóvenes', detail: 'La generación de jóvenes más grande de la historia' },
    ],
  },
)
