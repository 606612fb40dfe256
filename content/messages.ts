import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * The words of the family's messages that are not one feature's own: the greeting every email to a
 * registration's address opens with (a parent or the participant may read it, so it greets the
 * reader and names the participant in the body), what is owed and by when, and the emails of the
 * events that had none (a claimed seat, a lapsed hold, a cancellation). The registry of events and
 * their messages is worker/messages/events.ts.
 */
export const MESSAGES = inEveryLanguage(
  {
    hello: 'Hello,',
    /** What a held seat owes and until when it is held for it; the link opens the payment page. */
    paymentDue: {
      heading: 'Payment',
      owed: (participant: string, amount: string) => `${participant}'s place: ${amount} to pay.`,
      deadline: (until: string) =>
        `Please pay by ${until} (New York time). If it is not paid by then, the seat goes to the next family on the waitlist.`,
      link: 'Pay, or ask for financial assistance',
    },
    /** The emails' line for financial assistance: the payment page has its own request form. */
    assistanceOffer:
      'Financial Assistance: ask for it on your payment page, from the link "Pay, or ask for financial assistance" in our emails',
    waitlistPlace: (participant: string, place: number) =>
      `${participant} is number ${place} in line on the waitlist. If a seat frees up, we will email you a link to claim it.`,
    claimed: {
      subject: 'Your seat is confirmed: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `${participant}'s seat in the cohort starting ${start} is confirmed.`,
    },
    lapsed: {
      subject: 'The seat was released: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `The seat held for ${participant} in the cohort starting ${start} was not paid in time, so it has gone to the next family on the waitlist.`,
      again: `To take part, register again on our page: we will tell you at once whether a seat is free or where you are on the waitlist. If something went wrong with the payment, write to ${BRAND.email}.`,
      link: 'Register again',
    },
    cancelled: {
      subject: 'Registration cancelled: VITAL Youth Leadership Bootcamp',
      body: (participant: string) =>
        `${participant}'s registration is cancelled, as you asked on your registration page.`,
      refunded: (amount: string) => `${amount} is refunded to the card that paid; it may take a few days to appear.`,
      notRefunded: (amount: string) =>
        `Your payment of ${amount} is not refunded: cancellations after the refund deadline are not refunded.`,
      nothingPaid: 'Nothing was paid, so nothing is owed or refunded.',
      again: 'Changed your mind? Register again on our page; the cancelled place cannot be brought back.',
    },
  },
  {
    hello: 'Hola:',
    paymentDue: {
      heading: 'Pago',
      owed: (participant: string, amount: string) => `El lugar de ${participant}: ${amount} por pagar.`,
      deadline: (until: string) =>
        `Por favor, paga antes del ${until} (hora de Nueva York). Si no está pagado para entonces, el lugar pasa a la siguiente familia de la lista de espera.`,
      link: 'Pagar o pedir ayuda económica',
    },
    assistanceOffer:
      'Ayuda económica: pídela en tu página de pago, desde el enlace «Pagar o pedir ayuda económica» de nuestros correos',
    waitlistPlace: (participant: string, place: number) =>
      `${participant} tiene el número ${place} en la lista de espera. Si se libera un lugar, te enviaremos por correo un enlace para reclamarlo.`,
    claimed: {
      subject: 'Tu lugar está confirmado: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `El lugar de ${participant} en la cohorte que empieza el ${start} está confirmado.`,
    },
    lapsed: {
      subject: 'El lugar se liberó: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `El lugar reservado para ${participant} en la cohorte que empieza el ${start} no se pagó a tiempo, así que pasó a la siguiente familia de la lista de espera.`,
      again: `Para participar, inscríbete de nuevo en nuestra página: te diremos enseguida si hay un lugar libre o qué número tienes en la lista de espera. Si algo falló con el pago, escribe a ${BRAND.email}.`,
      link: 'Inscribirse de nuevo',
    },
    cancelled: {
      subject: 'Inscripción cancelada: VITAL Youth Leadership Bootcamp',
      body: (participant: string) =>
        `La inscripción de ${participant} está cancelada, como pediste en tu página de inscripción.`,
      refunded: (amount: string) =>
        `Te devolvemos ${amount} a la tarjeta con la que pagaste; puede tardar unos días en aparecer.`,
      notRefunded: (amount: string) =>
        `Tu pago de ${amount} no se devuelve: las cancelaciones después de la fecha límite de reembolso no se reembolsan.`,
      nothingPaid: 'No se pagó nada, así que no se debe ni se devuelve nada.',
      again: '¿Cambiaste de opinión? Inscríbete de nuevo en nuestra página; el lugar cancelado no se puede recuperar.',
    },
  },
)
