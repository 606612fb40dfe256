import { inEveryLanguage } from './language'

/**
 * Financial assistance after the first decision: the family's email when staff change it (in
 * the family's language), and the staff's alert when a family asks (in English, as staff work).
 */
export const ASSISTANCE_CHANGE = inEveryLanguage(
  {
    subject: 'A change to your financial assistance',
    opening: (participant: string) => `We looked again at your request for financial assistance for ${participant}.`,
    granted: (amount: string) => `You now pay ${amount} for the bootcamp.`,
    waived: 'There is now nothing to pay: the seat is confirmed.',
    declined:
      'We cannot grant financial assistance after all: the full amount on your payment page is what is owed. Reply to this email if anything has changed.',
    link: 'See what you owe and pay',
  },
  {
    subject: 'Un cambio en tu ayuda económica',
    opening: (participant: string) => `Revisamos de nuevo tu solicitud de ayuda económica para ${participant}.`,
    granted: (amount: string) => `Ahora pagas ${amount} por el bootcamp.`,
    waived: 'Ahora no hay nada que pagar: el lugar está confirmado.',
    declined:
      'Al final no podemos conceder ayuda económica: lo que se debe es el monto completo de tu página de pago. Responde a este correo si algo ha cambiado.',
    link: 'Ver lo que debes y pagar',
  },
)

/** The staff's alert: no reason and no name in it (the record, behind the sign-in, has them). */
export const ASSISTANCE_STAFF_EMAIL = {
  subject: (deadline: string) => `Financial assistance asked: decide by ${deadline}`,
  body: (cohortStart: string, deadline: string) =>
    `A family in the cohort starting ${cohortStart} asked for financial assistance on its payment page. Please decide by ${deadline} (New York time): until then the request keeps the seat.`,
  consoleLink: 'Open the record in the staff console',
} as const
