import { AGE_MAX, AGE_MIN, AGE_RANGE } from './brand'
import { inEveryLanguage } from './language'
import { NAV } from './nav'

export const FOOTER = inEveryLanguage(
  {
    about: `A four-week leadership bootcamp helping teens and young adults aged ${AGE_RANGE} lead with vision, integrity, teamwork and action.`,
    quickLinksHeading: 'Quick Links',
    /** The same four destinations as the navigation bar. */
    quickLinks: NAV.en.links,
    faq: 'FAQ',
    followHeading: 'Follow Us',
    /** The legal pages the worker serves (content/legal/), in the footer's order. */
    legal: [
      { id: 'privacy', label: 'Privacy Policy' },
      { id: 'terms', label: 'Terms of Service' },
      { id: 'accessibility', label: 'Accessibility' },
    ],
    rights: 'All rights reserved.',
  },
  {
    about: `Un bootcamp de liderazgo de cuatro semanas que ayuda a adolescentes y jóvenes de ${AGE_MIN} a ${AGE_MAX} años a liderar con visión, integridad, trabajo en equipo y acción.`,
    quickLinksHeading: 'Enlaces rápidos',
    quickLinks: NAV.es.links,
    faq: 'Preguntas frecuentes',
    followHeading: 'Síguenos',
    legal: [
      { id: 'privacy', label: 'Política de privacidad' },
      { id: 'terms', label: 'Términos del servicio' },
      { id: 'accessibility', label: 'Accesibilidad' },
    ],
    rights: 'Todos los derechos reservados.',
  },
)
