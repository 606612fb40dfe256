import { BRAND } from '../brand'
import { AGE_MAX, AGE_MIN } from '../../contract/constants'
import { inEveryLanguage } from '../language'
import type { LegalPage } from './types'

/** `/terms`: what a family agrees to with the form's terms box, written for this programme. */
export const TERMS = inEveryLanguage<LegalPage>(
  {
    title: 'Terms of Service',
    version: '1.0',
    date: 'November 28, 2026',
    intro: `These terms are what you agree to when you tick "I agree to the terms and conditions" on the ${BRAND.fullName} registration form. They are written for families: if anything is unclear, write to ${BRAND.email} or call ${BRAND.phone} before you register.`,
    sections: [
      {
        heading: 'Who can take part',
        paragraphs: [
          `The bootcamp is for young people aged ${AGE_MIN} to ${AGE_MAX}. For a participant under 18, a parent or guardian registers them or agrees to the registration, and gives the guardian consent we ask for before the first session.`,
        ],
      },
      {
        heading: 'Your place in a cohort',
        paragraphs: [
          'A registration takes a seat in the cohort it names while seats are left; when the cohort is full it joins the waitlist in order of arrival, and a freed seat is offered to the next family in line by email.',
          'A seat that is not paid for is held for a limited time, which the payment page and the payment emails state; after that it goes to the next family on the waitlist.',
        ],
      },
      {
        heading: 'Prices, payment and refunds',
        paragraphs: [
          'The price is the one shown for the cohort when you register, with any early-bird or group rate it offers. You pay through our payment page; we never see or store your card number.',
          'You can cancel from your family page. A cancellation within the refund period the cohort states is refunded to the card you paid with; the family page shows what a cancellation returns before you confirm it. Financial assistance can be requested from the payment page.',
        ],
      },
      {
        heading: 'Sessions and conduct',
        paragraphs: [
          'Participants are asked to arrive on time, treat others with respect and follow staff instructions. Staff may ask a participant who puts others at risk to leave a session; we tell the family the same day.',
          'If a session must move or be cancelled, we email every family of the cohort as soon as we know.',
        ],
      },
      {
        heading: 'Photos and videos',
        paragraphs: [
          'Photos or videos in which a participant can be recognised are used in programme materials only when the media consent box was ticked. You can withdraw it at any time by writing to us.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          'What we store, why, and for how long is in the Privacy Policy. You can ask for a copy of your data or for its deletion at any time.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'When these terms change, the version and date at the top change with them. The version in effect when you registered applies to that registration.',
        ],
      },
    ],
  },
  {
    title: 'Términos del servicio',
    version: '1.0',
    date: '28 de noviembre de 2026',
    intro: `Estos términos son lo que aceptas al marcar «Acepto los términos y condiciones» en el formulario de inscripción del ${BRAND.fullName}. Están escritos para las familias: si algo no queda claro, escribe a ${BRAND.email} o llama al ${BRAND.phone} antes de inscribirte.`,
    sections: [
      {
        heading: 'Quién puede participar',
        paragraphs: [
          `El bootcamp es para jóvenes de ${AGE_MIN} a ${AGE_MAX} años. Si el participante es menor de 18 años, su madre, padre o tutor lo inscribe o acepta la inscripción, y da el consentimiento que pedimos antes de la primera sesión.`,
        ],
      },
      {
        heading: 'Tu lugar en una cohorte',
        paragraphs: [
          'Una inscripción ocupa un lugar en la cohorte que indica mientras queden lugares; si la cohorte está llena, entra en la lista de espera por orden de llegada, y un lugar que se libera se ofrece por correo a la siguiente familia de la lista.',
          'Un lugar que no se paga se reserva por un tiempo limitado, que indican la página de pago y los correos de pago; después pasa a la siguiente familia de la lista de espera.',
        ],
      },
      {
        heading: 'Precios, pagos y reembolsos',
        paragraphs: [
          'El precio es el que se muestra para la cohorte al inscribirte, con el descuento por inscripción anticipada o de grupo que ofrezca. Pagas en nuestra página de pago; nunca vemos ni guardamos el número de tu tarjeta.',
          'Puedes cancelar desde tu página familiar. Una cancelación dentro del plazo de reembolso que indica la cohorte se reembolsa a la tarjeta con la que pagaste; la página familiar muestra cuánto se devuelve antes de que lo confirmes. La ayuda económica se solicita desde la página de pago.',
        ],
      },
      {
        heading: 'Sesiones y convivencia',
        paragraphs: [
          'Pedimos a los participantes llegar a tiempo, tratar a los demás con respeto y seguir las indicaciones del personal. El personal puede pedir que se retire de una sesión a quien ponga en riesgo a otros; se lo decimos a la familia el mismo día.',
          'Si una sesión debe cambiar o cancelarse, escribimos a todas las familias de la cohorte en cuanto lo sabemos.',
        ],
      },
      {
        heading: 'Fotos y videos',
        paragraphs: [
          'Las fotos o videos en los que se reconoce a un participante se usan en materiales del programa solo si se marcó la casilla de consentimiento de imagen. Puedes retirarlo cuando quieras escribiéndonos.',
        ],
      },
      {
        heading: 'Tus datos',
        paragraphs: [
          'Qué guardamos, por qué y por cuánto tiempo está en la Política de privacidad. Puedes pedir una copia de tus datos o que los borremos en cualquier momento.',
        ],
      },
      {
        heading: 'Cambios en estos términos',
        paragraphs: [
          'Cuando estos términos cambian, cambian también la versión y la fecha de arriba. A cada inscripción se aplica la versión vigente cuando se hizo.',
        ],
      },
    ],
  },
)
