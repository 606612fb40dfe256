import { AGE_MAX, AGE_MIN, AGE_RANGE, BRAND } from './brand'
import { inEveryLanguage } from './language'

export const SCHEDULE = inEveryLanguage(
  {
    eyebrow: 'Schedule',
    heading: 'Four Weeks That Change How You Lead',
    facts: [
      { title: 'Four-Week Program', detail: 'One principle-packed session every week', icon: 'calendar', slot: null },
      { title: 'Saturdays 10AM-2PM', detail: '4-hour intensive sessions', icon: 'clock', slot: 'hours' },
      {
        title: 'Regional Location',
        detail: `${BRAND.region}, with in-person and virtual options`,
        icon: 'pin',
        slot: null,
        detailSlot: 'venue-detail',
      },
      { title: `Ages ${AGE_RANGE}`, detail: 'Grouped by age for the right challenge', icon: 'users', slot: null },
    ],
  },
  {
    eyebrow: 'Horario',
    heading: 'Cuatro semanas que cambian tu forma de liderar',
    facts: [
      {
        title: 'Programa de cuatro semanas',
        detail: 'Una sesión cada semana, llena de práctica',
        icon: 'calendar',
        slot: null,
      },
      { title: 'Sábados de 10 a.m. a 2 p.m.', detail: 'Sesiones intensivas de 4 horas', icon: 'clock', slot: 'hours' },
      {
        title: 'Sede regional',
        detail: 'Área de Columbus, Ohio, con opciones presenciales y virtuales',
        icon: 'pin',
        slot: null,
        detailSlot: 'venue-detail',
      },
      {
        title: `De ${AGE_MIN} a ${AGE_MAX} años`,
        detail: 'Grupos por edad para un reto a tu medida',
        icon: 'users',
        slot: null,
      },
    ],
  },
)
