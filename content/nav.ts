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
    /** The language switch's name; each language names itself (LANGUAGE_NAMES). */
    languageSwitch: 'Language',
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
    languageSwitch: 'Idioma',
  },
)
