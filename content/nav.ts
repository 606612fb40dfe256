import { ANCHORS } from './anchors'
import { inEveryLanguage } from './language'

export const NAV = inEveryLanguage(
  {
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    label: 'Main',
    links: [
      { label: 'Program', anchor: ANCHORS.program },
      { label: 'Schedule', anchor: ANCHORS.schedule },
      { label: 'Pricing', anchor: ANCHORS.pricing },
      { label: 'Contact', anchor: ANCHORS.contact },
    ],
    /** The language switch: each language names itself, in its own language. */
    languages: { label: 'Language', en: { short: 'EN', name: 'English' }, es: { short: 'ES', name: 'Español' } },
  },
  {
    menuOpen: 'Abrir menú',
    menuClose: 'Cerrar menú',
    label: 'Principal',
    links: [
      { label: 'Programa', anchor: ANCHORS.program },
      { label: 'Horario', anchor: ANCHORS.schedule },
      { label: 'Precios', anchor: ANCHORS.pricing },
      { label: 'Contacto', anchor: ANCHORS.contact },
    ],
    languages: { label: 'Idioma', en: { short: 'EN', name: 'English' }, es: { short: 'ES', name: 'Español' } },
  },
)
