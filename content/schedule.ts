import { AGE_MAX, AGE_MIN, AGE_RANGE, BRAND } from './brand'
import { formatsFor } from './format'
import { inEveryLanguage } from './language'
import { NEXT_COHORT_START } from './prices'

export const SCHEDULE = inEveryLanguage(
  {
    eyebrow: 'Schedule',
    heading: 'Four Weeks That Change How You Lead',
    facts: [
      { title: 'Four-Week Program', detail: 'One principle-packed session every week', icon: 'calendar' },
      { title: 'Saturdays 10AM-2PM', detail: '4-hour intensive sessions', icon: 'clock' },
      { title: 'Regional Location', detail: `${BRAND.region}, with in-person and virtual options`, icon: 'pin' },
      { title: `Ages ${AGE_RANGE}`, detail: 'Grouped by age for the right challenge', icon: 'users' },
    ],
    nextCohort: `Next cohort starts ${formatsFor('en').date(NEXT_COHORT_START)}`,
  },
  {
    eyebrow: 'Horario',
    heading: 'Cuatro semanas que cambian tu forma de liderar',
    facts: [
      { title: 'Programa de cuatro semanas', detail: 'Una sesión cada semana, llena de práctica', icon: 'calendar' },
      { title: 'Sábados de 10 a.m. a 2 p.m.', detail: 'Sesiones intensivas de 4 horas', icon: 'clock' },
      { title: 'Sede regional', detail: 'Área de Columbus, Ohio, con opciones presenciales y virtuales', icon: 'pin' },
      { title: `De ${AGE_MIN} a ${AGE_MAX} años`, detail: 'Grupos por edad para un reto a tu medida', icon: 'users' },
    ],
    nextCohort: `El próximo grupo empieza el ${formatsFor('es').date(NEXT_COHORT_START)}`,
  },
)
