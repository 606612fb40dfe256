import type { QuoteLine } from '../contract/admin'
import { BRAND } from './brand'
import { formatsFor } from './format'
import { inEveryLanguage, type Language } from './language'

/**
 * The payment pages (`/pay`, from the link in the family's emails) and the receipt email. Every
 * amount on them is the server's quote (worker/payments/pricing.ts), item by item, with no fee
 * that is not shown.
 */
export const PAYMENT = inEveryLanguage(
  {
    quoteTitle: 'Pay for your seat',
    quoteIntro: (participant: string, start: string) => `${participant}, cohort starting ${start}.`,
    lines: {
      complete: 'Complete Bootcamp (all 4 sessions)',
      sessions: (count: number, unit: string) => `${count} ${count === 1 ? 'session' : 'sessions'} × ${unit}`,
      'early-bird': 'Early bird saving',
      group: (percent: number) => `Group rate (${percent}% off)`,
      assistance: 'Financial assistance',
    },
    total: 'Total to pay',
    /** The receipt's total: what was paid, not what is owed. */
    totalPaid: 'Total paid',
    noFees: 'This is the whole amount: no fee is added at checkout.',
    sessionsLabel: 'Sessions to pay for',
    sessionsUpdate: 'Update the total',
    payButton: (amount: string) => `Pay ${amount}`,
    checkoutNote: 'You pay on Stripe’s secure page: your card never reaches our site.',
    openCheckout: (until: string) =>
      `Your payment is open on Stripe’s page until ${until} (New York time), and your seat is held for it until then. Continue it there, or start over to change what you pay for.`,
    continueCheckout: 'Continue to the payment',
    startOver: 'Start over',
    localStandIn: 'Local demo: this payment goes to a stand-in for Stripe on this computer. No money moves.',
    notSetUp: `Online payment is not available yet. Reply to any of our emails or write to ${BRAND.email}, and we will tell you how to pay.`,
    priceRange: `The price per session is not set yet for this cohort. Choose the complete bootcamp, or write to ${BRAND.email} and we will tell you the price.`,
    nothingOwed: 'Nothing to pay: financial assistance covers the whole amount. Your seat is confirmed.',
    paidTitle: 'Paid: your seat is confirmed',
    paidBody: (amount: string, day: string) =>
      `We received ${amount} on ${day}. A receipt is on its way to your inbox.`,
    processingTitle: 'Confirming your payment…',
    processingBody: 'Stripe is telling us about your payment; it usually takes a few seconds. Check again in a moment.',
    checkAgain: 'Check again',
    waitlistedTitle: 'Nothing to pay yet',
    waitlistedBody: 'You are on the waitlist. When a seat is yours, we will email you, and you can pay then.',
    endedTitle: 'Nothing to pay',
    returnedTitle: 'Your payment was refunded',
    endedBody: `This registration has no seat now. Write to ${BRAND.email} if this is a mistake.`,
    invalidTitle: 'This payment link does not work',
    invalidBody: `It may have been cut short, be more than 30 days old, or have been turned off by our staff. Write to ${BRAND.email} and we will send a new one.`,
    failedTitle: 'The payment could not start',
    failedBody: `Please try again in a minute. If it keeps failing, write to ${BRAND.email}.`,
    receipt: {
      subject: 'Your receipt: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `Thank you: we received your payment for ${participant}, cohort starting ${start}. The seat is confirmed.`,
      heading: 'Receipt',
      paidOn: (day: string) => `Paid on ${day}`,
      reference: (id: string) => `Reference: ${id}`,
      /** A payment of the rest after cash or a cheque at the office: what the office had taken. */
      paidAtOffice: 'Paid before at our office (cash or cheque)',
    },
    emailLink: 'Pay for the seat online',
    group: {
      heading: 'Registering with friends?',
      intro: (minimum: number, percent: number, closes: string) =>
        `When ${minimum} or more friends register together, each pays ${percent}% less. Everyone pays the full price first; when cancellations close on ${closes}, if at least ${minimum} in the group have paid and still hold their seats, each who paid gets ${percent}% back. Start a group and share its link: friends who register through it join it.`,
      button: 'Start a group',
      yours: 'Your group’s link, to share with friends:',
      status: (settled: number, minimum: number, percent: number, closes: string, closed: boolean) =>
        `${settled} in the group ${settled === 1 ? 'has' : 'have'} paid and ${settled === 1 ? 'holds a seat' : 'hold seats'} so far; the group rate needs ${minimum}. ${
          closed
            ? `Cancellations have closed: each who paid gets ${percent}% back once ${minimum} or more have.`
            : `When cancellations close on ${closes}, each who paid gets ${percent}% back if ${minimum} or more still do.`
        }`,
    },
    groupRefund: {
      subject: 'Group rate: part of your payment is refunded',
      body: (participant: string, amount: string, percent: number) =>
        `Cancellations have closed, and enough friends in the group of ${participant} paid and kept their seats: the group rate (${percent}% off) applies. We have refunded ${amount} to the card you paid with; it may take a few days to appear.`,
    },
    returned: {
      subject: 'Your payment was refunded: VITAL Youth Leadership Bootcamp',
      greeting: 'Hello,',
      'seat-gone': (participant: string, amount: string) =>
        `Your payment of ${amount} for ${participant} arrived after the seat was no longer held for it, and the seat has gone to the next family on the waitlist. We have refunded the whole ${amount} to the card you paid with; it may take a few days to appear.`,
      'already-paid': (participant: string, amount: string) =>
        `We received a second payment of ${amount} for ${participant}, whose seat was already paid. We have refunded this second payment in full to the card it came from; it may take a few days to appear. Nothing else changes: the seat is still confirmed.`,
      'quote-changed': (participant: string, amount: string) =>
        `Your payment of ${amount} for ${participant} no longer matched what is owed: the sessions chosen or the amount changed while you were paying. We have refunded it in full to the card you paid with; it may take a few days to appear. The seat is still held for you: pay the current amount from your payment page.`,
      registerAgain:
        'To take part, register again on our page: we will tell you at once whether a seat is free or where you are on the waitlist.',
      registerLink: 'Register again',
      payLink: 'See what you owe and pay',
    },
    reminder: {
      subject: 'Your seat is held until tomorrow: pay to keep it',
      body: (participant: string, until: string, decisionDays: number) =>
        `The seat of ${participant} is held for your payment until ${until} (New York time). After that it goes to the next family on the waitlist. If paying is hard right now, ask for financial assistance on the same page: our staff decide within ${decisionDays === 1 ? 'a day' : `${decisionDays} days`}, and the seat stays yours until then.`,
      undecided: (participant: string, until: string) =>
        `Our staff have not decided your request for financial assistance for ${participant} in time. The seat is now held for your payment until ${until} (New York time); after that it goes to the next family on the waitlist. If you can, pay on the same page to keep it; if not, write to ${BRAND.email}.`,
      link: 'See what you owe and pay',
    },
    assistance: {
      heading: 'Need help paying?',
      intro: (deadline: string) =>
        `Financial assistance is available. Tell us briefly why, and our staff will reply by email with what you would pay. Ask today and we decide by ${deadline} (New York time): your seat stays yours until then.`,
      label: 'Why are you asking? (up to 500 characters)',
      button: 'Ask for financial assistance',
      required: 'Please tell us briefly why you are asking.',
      tooLong: 'Please keep it to 500 characters.',
      open: (deadline: string) =>
        `Your request for financial assistance is with our staff: they will reply by email by ${deadline} (New York time), and your seat stays yours until then. You can still pay the full amount now if you prefer.`,
      undecided: (until: string) =>
        `Our staff have not decided your request for financial assistance in time. Your seat is now held for your payment until ${until} (New York time); after that it goes to the next family on the waitlist. If you can, pay now to keep it; if not, write to ${BRAND.email}.`,
      declined:
        'Our staff could not grant financial assistance this time; the amount below is what is owed. Write to us if anything has changed.',
    },
    decision: {
      subject: 'Your request for financial assistance',
      granted: (participant: string, amount: string) =>
        `We reviewed your request for ${participant}. You now pay ${amount} for the bootcamp.`,
      waived: (participant: string) =>
        `We reviewed your request for ${participant}: there is nothing to pay. The seat is confirmed.`,
      declined: (participant: string) =>
        `We reviewed your request for ${participant} and could not grant financial assistance this time. Reply to this email if anything has changed.`,
      link: 'See what you owe and pay',
    },
  },
  {
    quoteTitle: 'Paga tu lugar',
    quoteIntro: (participant: string, start: string) => `${participant}, cohorte que empieza el ${start}.`,
    lines: {
      complete: 'Bootcamp completo (las 4 sesiones)',
      sessions: (count: number, unit: string) => `${count} ${count === 1 ? 'sesión' : 'sesiones'} × ${unit}`,
      'early-bird': 'Descuento por inscripción anticipada',
      group: (percent: number) => `Tarifa de grupo (${percent}% de descuento)`,
      assistance: 'Ayuda económica',
    },
    total: 'Total a pagar',
    totalPaid: 'Total pagado',
    noFees: 'Este es el monto completo: no se agrega ningún cargo al pagar.',
    sessionsLabel: 'Sesiones a pagar',
    sessionsUpdate: 'Actualizar el total',
    payButton: (amount: string) => `Pagar ${amount}`,
    checkoutNote: 'Pagas en la página segura de Stripe: tu tarjeta nunca llega a nuestro sitio.',
    openCheckout: (until: string) =>
      `Tu pago está abierto en la página de Stripe hasta el ${until} (hora de Nueva York), y tu lugar está reservado para él hasta entonces. Continúalo allí, o vuelve a empezar para cambiar lo que pagas.`,
    continueCheckout: 'Continuar con el pago',
    startOver: 'Volver a empezar',
    localStandIn: 'Demostración local: este pago va a un sustituto de Stripe en esta computadora. No se mueve dinero.',
    notSetUp: `El pago en línea aún no está disponible. Responde a cualquiera de nuestros correos o escribe a ${BRAND.email} y te diremos cómo pagar.`,
    priceRange: `El precio por sesión de esta cohorte aún no está fijado. Elige el bootcamp completo o escribe a ${BRAND.email} y te diremos el precio.`,
    nothingOwed: 'Nada que pagar: la ayuda económica cubre el monto completo. Tu lugar está confirmado.',
    paidTitle: 'Pagado: tu lugar está confirmado',
    paidBody: (amount: string, day: string) => `Recibimos ${amount} el ${day}. El recibo va en camino a tu correo.`,
    processingTitle: 'Confirmando tu pago…',
    processingBody:
      'Stripe nos está avisando de tu pago; suele tardar unos segundos. Vuelve a comprobarlo en un momento.',
    checkAgain: 'Comprobar de nuevo',
    waitlistedTitle: 'Todavía no hay nada que pagar',
    waitlistedBody: 'Estás en la lista de espera. Cuando tengas un lugar te escribiremos y podrás pagar entonces.',
    endedTitle: 'Nada que pagar',
    returnedTitle: 'Te devolvimos tu pago',
    endedBody: `Esta inscripción ya no tiene lugar. Escribe a ${BRAND.email} si es un error.`,
    invalidTitle: 'Este enlace de pago no funciona',
    invalidBody: `Puede que esté incompleto, que tenga más de 30 días o que nuestro equipo lo haya desactivado. Escribe a ${BRAND.email} y te enviaremos uno nuevo.`,
    failedTitle: 'El pago no pudo iniciarse',
    failedBody: `Inténtalo de nuevo en un minuto. Si sigue fallando, escribe a ${BRAND.email}.`,
    receipt: {
      subject: 'Tu recibo: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `Gracias: recibimos tu pago por ${participant}, cohorte que empieza el ${start}. El lugar está confirmado.`,
      heading: 'Recibo',
      paidOn: (day: string) => `Pagado el ${day}`,
      reference: (id: string) => `Referencia: ${id}`,
      paidAtOffice: 'Pagado antes en nuestra oficina (efectivo o cheque)',
    },
    emailLink: 'Pagar el lugar en línea',
    group: {
      heading: '¿Te inscribes con amigos?',
      intro: (minimum: number, percent: number, closes: string) =>
        `Cuando ${minimum} o más amigos se inscriben juntos, cada uno paga un ${percent}% menos. Todos pagan primero el precio completo; cuando se cierren las cancelaciones el ${closes}, si al menos ${minimum} del grupo pagaron y conservan su lugar, a cada uno que pagó le devolvemos el ${percent}%. Crea un grupo y comparte su enlace: quienes se inscriban con él se unen al grupo.`,
      button: 'Crear un grupo',
      yours: 'El enlace de tu grupo, para compartir con tus amigos:',
      status: (settled: number, minimum: number, percent: number, closes: string, closed: boolean) =>
        `Por ahora ${settled} del grupo ${settled === 1 ? 'pagó y conserva su lugar' : 'pagaron y conservan su lugar'}; la tarifa de grupo necesita ${minimum}. ${
          closed
            ? `Las cancelaciones ya se cerraron: a cada uno que pagó le devolvemos el ${percent}% en cuanto ${minimum} o más lo hayan hecho.`
            : `Cuando se cierren las cancelaciones el ${closes}, a cada uno que pagó le devolvemos el ${percent}% si ${minimum} o más siguen así.`
        }`,
    },
    groupRefund: {
      subject: 'Tarifa de grupo: te devolvemos parte de tu pago',
      body: (participant: string, amount: string, percent: number) =>
        `Las cancelaciones se cerraron y suficientes amigos del grupo de ${participant} pagaron y conservaron su lugar: se aplica la tarifa de grupo (${percent}% de descuento). Te devolvimos ${amount} a la tarjeta con la que pagaste; puede tardar unos días en aparecer.`,
    },
    returned: {
      subject: 'Te devolvimos tu pago: VITAL Youth Leadership Bootcamp',
      greeting: 'Hola:',
      'seat-gone': (participant: string, amount: string) =>
        `Tu pago de ${amount} por ${participant} llegó cuando el lugar ya no estaba reservado para él, y el lugar pasó a la siguiente familia de la lista de espera. Te devolvimos los ${amount} completos a la tarjeta con la que pagaste; puede tardar unos días en aparecer.`,
      'already-paid': (participant: string, amount: string) =>
        `Recibimos un segundo pago de ${amount} por ${participant}, cuyo lugar ya estaba pagado. Te devolvimos este segundo pago completo a la tarjeta de la que vino; puede tardar unos días en aparecer. Nada más cambia: el lugar sigue confirmado.`,
      'quote-changed': (participant: string, amount: string) =>
        `Tu pago de ${amount} por ${participant} ya no correspondía a lo que se debe: las sesiones elegidas o el monto cambiaron mientras pagabas. Te lo devolvimos completo a la tarjeta con la que pagaste; puede tardar unos días en aparecer. El lugar sigue reservado para ti: paga el monto actual desde tu página de pago.`,
      registerAgain:
        'Para participar, inscríbete de nuevo en nuestra página: te diremos enseguida si hay un lugar libre o en qué puesto de la lista de espera estás.',
      registerLink: 'Inscribirse de nuevo',
      payLink: 'Ver lo que debes y pagar',
    },
    reminder: {
      subject: 'Tu lugar está reservado hasta mañana: paga para conservarlo',
      body: (participant: string, until: string, decisionDays: number) =>
        `El lugar de ${participant} está reservado para tu pago hasta el ${until} (hora de Nueva York). Después pasará a la siguiente familia de la lista de espera. Si ahora te cuesta pagar, pide ayuda económica en la misma página: nuestro equipo decide en ${decisionDays === 1 ? 'un día' : `${decisionDays} días`} como máximo y el lugar sigue siendo tuyo hasta entonces.`,
      undecided: (participant: string, until: string) =>
        `Nuestro equipo no decidió a tiempo tu solicitud de ayuda económica para ${participant}. Ahora el lugar está reservado para tu pago hasta el ${until} (hora de Nueva York); después pasará a la siguiente familia de la lista de espera. Si puedes, paga en la misma página para conservarlo; si no, escribe a ${BRAND.email}.`,
      link: 'Ver lo que debes y pagar',
    },
    assistance: {
      heading: '¿Necesitas ayuda para pagar?',
      intro: (deadline: string) =>
        `Hay ayuda económica disponible. Cuéntanos brevemente por qué y nuestro equipo te responderá por correo con lo que pagarías. Si la pides hoy, decidimos a más tardar el ${deadline} (hora de Nueva York): tu lugar sigue siendo tuyo hasta entonces.`,
      label: '¿Por qué la pides? (hasta 500 caracteres)',
      button: 'Pedir ayuda económica',
      required: 'Cuéntanos brevemente por qué la pides.',
      tooLong: 'Usa como máximo 500 caracteres.',
      open: (deadline: string) =>
        `Tu solicitud de ayuda económica está con nuestro equipo: te responderán por correo a más tardar el ${deadline} (hora de Nueva York) y tu lugar sigue siendo tuyo hasta entonces. Si prefieres, puedes pagar el monto completo ahora.`,
      undecided: (until: string) =>
        `Nuestro equipo no decidió a tiempo tu solicitud de ayuda económica. Ahora tu lugar está reservado para tu pago hasta el ${until} (hora de Nueva York); después pasará a la siguiente familia de la lista de espera. Si puedes, paga ahora para conservarlo; si no, escribe a ${BRAND.email}.`,
      declined:
        'Esta vez nuestro equipo no pudo conceder ayuda económica; el monto de abajo es lo que se debe. Escríbenos si algo ha cambiado.',
    },
    decision: {
      subject: 'Tu solicitud de ayuda económica',
      granted: (participant: string, amount: string) =>
        `Revisamos tu solicitud para ${participant}. Ahora pagas ${amount} por el bootcamp.`,
      waived: (participant: string) =>
        `Revisamos tu solicitud para ${participant}: no hay nada que pagar. El lugar está confirmado.`,
      declined: (participant: string) =>
        `Revisamos tu solicitud para ${participant} y esta vez no pudimos conceder ayuda económica. Responde a este correo si algo ha cambiado.`,
      link: 'Ver lo que debes y pagar',
    },
  },
)

/** A quote's line as the family reads it ("3 sessions × $60.00", "Group rate (15% off)"), on the page and in the receipt. */
export function quoteLineLabel(language: Language, line: QuoteLine): string {
  const lines = PAYMENT[language].lines
  if (line.item === 'sessions') return lines.sessions(line.count, formatsFor(language).cents(line.unitCents))
  return line.item === 'group' ? lines.group(line.percent) : lines[line.item]
}
