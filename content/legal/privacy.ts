import { BRAND } from '../brand'
import { inEveryLanguage } from '../language'
import type { LegalPage } from './types'

/**
 * `/privacy`: what we keep about participants (most of them minors), why, and who sees it. The
 * retention schedule itself is retention.ts, shown under `scheduleHeading`.
 */
export const PRIVACY = inEveryLanguage<LegalPage & { scheduleHeading: string; scheduleColumns: readonly string[] }>(
  {
    title: 'Privacy Policy',
    version: '1.0',
    date: 'November 28, 2026',
    intro: `The ${BRAND.fullName} collects only what it needs to run the programme: most participants are minors, and we treat their data that way.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          "From the registration form: the participant's name, age, email and phone, the session they prefer, an emergency contact, why they want to join, and the consent boxes. From the sign-up form: an email address. From the contact form: a name, an email and the message.",
          'Before the first session we also ask a parent or guardian of a participant under 18 for their consent, and we record attendance at each session.',
        ],
      },
      {
        heading: 'Why, and who sees it',
        paragraphs: [
          "We use it to place the participant in a cohort, to reach the family about their place, payments and sessions, and to keep participants safe during sessions. Only our staff see it, each only what their role needs, and every look at one participant's record is logged.",
          'We never sell it, never use it for advertising, and never share it with a partner school beyond how many people registered through its site. Card payments go to our payment processor; we never see the card number.',
        ],
      },
      {
        heading: 'In your browser',
        paragraphs: [
          'While you fill in the registration or contact form, what you type is kept in that browser tab only, so a reload loses nothing; the consent boxes are never kept. We use no tracking cookies.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `A participant or their parent or guardian can ask for a copy of their data, a correction, or its deletion at any time: write to ${BRAND.email} or call ${BRAND.phone}. Deletion is done within 30 days.`,
        ],
      },
    ],
    scheduleHeading: 'How long we keep it',
    scheduleColumns: ['Data', 'Kept', 'Then'],
  },
  {
    title: 'Política de privacidad',
    version: '1.0',
    date: '28 de noviembre de 2026',
    intro: `El ${BRAND.fullName} recoge solo lo que necesita para el programa: la mayoría de los participantes son menores de edad y tratamos sus datos como tales.`,
    sections: [
      {
        heading: 'Qué recogemos',
        paragraphs: [
          'Del formulario de inscripción: el nombre, la edad, el correo y el teléfono del participante, la sesión que prefiere, un contacto de emergencia, por qué quiere participar y las casillas de consentimiento. Del formulario de la guía: un correo electrónico. Del formulario de contacto: un nombre, un correo y el mensaje.',
          'Antes de la primera sesión también pedimos el consentimiento de la madre, el padre o el tutor de cada participante menor de 18 años, y anotamos la asistencia a cada sesión.',
        ],
      },
      {
        heading: 'Para qué y quién lo ve',
        paragraphs: [
          'Lo usamos para asignar al participante a una cohorte, para escribir a la familia sobre su lugar, sus pagos y las sesiones, y para cuidar a los participantes durante las sesiones. Solo lo ve nuestro personal, cada persona solo lo que su función necesita, y cada consulta del expediente de un participante queda registrada.',
          'Nunca lo vendemos, nunca lo usamos para publicidad y nunca lo compartimos con una escuela asociada más allá de cuántas personas se inscribieron desde su sitio. Los pagos con tarjeta van a nuestro procesador de pagos; nunca vemos el número de la tarjeta.',
        ],
      },
      {
        heading: 'En tu navegador',
        paragraphs: [
          'Mientras llenas el formulario de inscripción o de contacto, lo que escribes se guarda solo en esa pestaña del navegador, para que una recarga no lo borre; las casillas de consentimiento nunca se guardan. No usamos cookies de seguimiento.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          `El participante, o su madre, padre o tutor, puede pedir en cualquier momento una copia de sus datos, una corrección o que los borremos: escribe a ${BRAND.email} o llama al ${BRAND.phone}. El borrado se hace en un plazo de 30 días.`,
        ],
      },
    ],
    scheduleHeading: 'Cuánto tiempo lo guardamos',
    scheduleColumns: ['Datos', 'Se guardan', 'Después'],
  },
)
