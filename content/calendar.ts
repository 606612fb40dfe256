import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * The cohort's calendar file (`/api/cohorts/<id>/calendar.ics`): the calendar's name and each
 * session's title and description, as a family's calendar app shows them.
 */
export const CALENDAR = inEveryLanguage(
  {
    name: `${BRAND.name} leadership bootcamp`,
    session: (number: number, of: number) => `${BRAND.name} bootcamp: session ${number} of ${of}`,
    description: (site: string) =>
      `Four Saturdays of leadership training. Questions: ${BRAND.email}. More about the programme: ${site}`,
    fileName: 'vital-bootcamp.ics',
  },
  {
    name: `Campamento de liderazgo ${BRAND.name}`,
    session: (number: number, of: number) => `Campamento ${BRAND.name}: sesión ${number} de ${of}`,
    description: (site: string) =>
      `Cuatro sábados de formación en liderazgo. Preguntas: ${BRAND.email}. Más sobre el programa: ${site}`,
    fileName: 'campamento-vital.ics',
  },
)
