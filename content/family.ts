import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * The family's own page (`/family`, from the private link in every email to a family): where a
 * registration stands, the cohort's dates, what is owed, and what the family can do without
 * writing to staff. Phone first: short sentences, one action per section.
 */
export const FAMILY = inEveryLanguage(
  {
    title: (fullName: string) => `${fullName}: your registration`,
    status: {
      seated: 'A seat in the cohort is held for this participant.',
      holdEnds: (until: string) =>
        `It is held until ${until} (New York time): if it is not paid by then, the seat goes to the next family on the waitlist.`,
      paid: 'Paid: the seat is confirmed.',
      waitlisted: (place: number) =>
        `On the waitlist, number ${place} in line. If a seat frees up, we will email you a link to claim it.`,
      offered: (expires: string | null) =>
        `A seat has freed up for this participant: claim it from the link in our email before ${expires ? `${expires} (New York time)` : 'it expires'}. After that it goes to the next family in line.`,
      interest: 'No cohort is open yet: this keeps a place in line for the next one.',
      lapsed: 'This registration has ended: its seat or offer was not taken up in time.',
      cancelled: 'This registration is cancelled.',
    },
    statusHeading: 'Status',
    cohortHeading: 'When and where',
    cohortStarts: (date: string) => `Starts ${date}`,
    sessionsLabel: 'The four sessions',
    hours: (start: string, end: string) => `Each Saturday, ${start} to ${end}`,
    calendar: {
      download: 'Add to my calendar (.ics file)',
      google: 'Add to Google Calendar',
      outlook: 'Add to Outlook.com',
    },
    refundsHeading: 'Money sent back',
    refunds: {
      'seat-gone': (amount: string, day: string) =>
        `${amount} refunded on ${day}: the payment arrived after the seat was no longer held for it.`,
      'already-paid': (amount: string, day: string) =>
        `${amount} refunded on ${day}: a second payment for a seat already paid.`,
      'quote-changed': (amount: string, day: string) =>
        `${amount} refunded on ${day}: the payment no longer matched what is owed.`,
      cancelled: (amount: string, day: string) => `${amount} refunded on ${day}: the registration was cancelled.`,
      'group-rate': (amount: string, day: string) => `${amount} refunded on ${day}: the group rate.`,
    },
    refundsNote: 'Refunds go to the card that paid; they may take a few days to appear.',
    owedHeading: 'What you owe',
    owedNothing: 'Nothing is owed now.',
    payLink: 'Pay, or ask for financial assistance',
    priceRange: `The price per session is not set yet. Choose the complete bootcamp below, or write to ${BRAND.email}.`,
    change: {
      heading: 'Session preference',
      label: 'Session preference',
      button: 'Save the preference',
      saved: 'Saved.',
      paying:
        'A payment for this registration is being completed on Stripe’s page, so the preference cannot change now. Check again in a few minutes.',
    },
    details: {
      heading: 'Correct the details',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone',
      emergencyContact: 'Emergency contact (optional)',
      button: 'Save the details',
      saved: 'Saved.',
      duplicate:
        'Another registration for this cohort already has this name and email address. Nothing was changed: write to us if both are the same person.',
    },
    cancel: {
      heading: 'Cancel the registration',
      refundRule: (days: number, date: string) =>
        `A payment is refunded in full if you cancel at least ${days} days before the start, that is by ${date}. After that, it is not refunded.`,
      refundNow: (amount: string) => `If you cancel now, ${amount} is refunded to your card.`,
      noRefundNow: 'If you cancel now, your payment is not refunded.',
      confirm: (firstName: string) => `Yes, cancel ${firstName}'s registration`,
      button: 'Cancel the registration',
      done: 'The registration is cancelled.',
      seatFreed: 'Its seat goes to the next family on the waitlist.',
      refunded: (amount: string) => `${amount} is on its way back to your card.`,
      refundFailed: (amount: string) =>
        `We could not send the refund of ${amount} automatically. Our staff will refund it by hand: write to ${BRAND.email} if it has not arrived within a week.`,
      confirmProblem: 'Tick the box to confirm.',
    },
    data: {
      heading: 'Your data',
      intro: 'Download everything we hold about this registration, or erase it. Erasing removes this participant only.',
      download: 'Download (JSON)',
      eraseConfirm: (firstName: string) => `Yes, erase ${firstName}'s registration for good`,
      eraseButton: 'Erase this registration',
      erasedTitle: 'The registration is erased',
      erasedBody: 'We no longer hold it. Records of any payment stay for our books, without a name.',
    },
    invalid: {
      title: 'This link does not work',
      body: `It may be mistyped or incomplete. Open the link from our most recent email, or write to ${BRAND.email}.`,
      expiredTitle: 'This link has expired',
      expiredBody: `Each email we send brings a new link that works for 30 days. Open our most recent email, or write to ${BRAND.email} and we will send one.`,
      revokedTitle: 'This link has been turned off',
      revokedBody: `Our staff turned off the links to this page. Write to ${BRAND.email} for a new one.`,
      throttledTitle: 'Too many tries',
      throttledBody: 'Wait a minute, then open the link from our email again.',
    },
    emailLink: 'Your registration page (status, payment, consent, changes)',
    reminder: {
      weekSubject: 'One week to go: the VITAL bootcamp starts soon',
      daySubject: 'Tomorrow: the VITAL bootcamp starts',
      week: (fullName: string, date: string) =>
        `${fullName}'s first session of the VITAL bootcamp is in one week, on ${date}.`,
      day: (fullName: string, date: string) =>
        `${fullName}'s first session of the VITAL bootcamp is tomorrow, ${date}.`,
      consentMissing: (firstName: string) =>
        `A parent's or guardian's consent for ${firstName} is still missing: please give it on the registration page before the first session.`,
      consentSubject: (firstName: string) => `Consent needed before the bootcamp: ${firstName}`,
      consentBody: (fullName: string, date: string) =>
        `${fullName} is under 18, and the first session is on ${date}. A parent or guardian must give consent first: it takes a minute on the registration page.`,
      calendarLink: 'Add the four sessions to your calendar',
    },
  },
  {
    title: (fullName: string) => `${fullName}: tu inscripción`,
    status: {
      seated: 'Hay un lugar reservado en la cohorte para este participante.',
      holdEnds: (until: string) =>
        `Está reservado hasta el ${until} (hora de Nueva York): si no está pagado para entonces, el lugar pasa a la siguiente familia de la lista de espera.`,
      paid: 'Pagado: el lugar está confirmado.',
      waitlisted: (place: number) =>
        `En la lista de espera, número ${place}. Si se libera un lugar, te enviaremos un enlace para reclamarlo.`,
      offered: (expires: string | null) =>
        `Se liberó un lugar para este participante: reclámalo desde el enlace de nuestro correo antes ${expires ? `del ${expires} (hora de Nueva York)` : 'de que venza'}. Después pasa a la siguiente familia de la lista.`,
      interest: 'Aún no hay una cohorte abierta: esto guarda un lugar en la fila para la próxima.',
      lapsed: 'Esta inscripción terminó: su lugar u oferta no se tomó a tiempo.',
      cancelled: 'Esta inscripción está cancelada.',
    },
    statusHeading: 'Estado',
    cohortHeading: 'Cuándo y dónde',
    cohortStarts: (date: string) => `Empieza el ${date}`,
    sessionsLabel: 'Las cuatro sesiones',
    hours: (start: string, end: string) => `Cada sábado, de ${start} a ${end}`,
    calendar: {
      download: 'Agregar a mi calendario (archivo .ics)',
      google: 'Agregar a Google Calendar',
      outlook: 'Agregar a Outlook.com',
    },
    refundsHeading: 'Dinero devuelto',
    refunds: {
      'seat-gone': (amount: string, day: string) =>
        `${amount} devueltos el ${day}: el pago llegó cuando el lugar ya no estaba reservado para él.`,
      'already-paid': (amount: string, day: string) =>
        `${amount} devueltos el ${day}: un segundo pago por un lugar ya pagado.`,
      'quote-changed': (amount: string, day: string) =>
        `${amount} devueltos el ${day}: el pago ya no correspondía a lo que se debe.`,
      cancelled: (amount: string, day: string) => `${amount} devueltos el ${day}: la inscripción se canceló.`,
      'group-rate': (amount: string, day: string) => `${amount} devueltos el ${day}: la tarifa de grupo.`,
    },
    refundsNote: 'Los reembolsos van a la tarjeta con la que se pagó; pueden tardar unos días en aparecer.',
    owedHeading: 'Lo que debes',
    owedNothing: 'No debes nada por ahora.',
    payLink: 'Pagar o pedir ayuda económica',
    priceRange: `El precio por sesión aún no está fijado. Elige el campamento completo abajo, o escríbenos a ${BRAND.email}.`,
    change: {
      heading: 'Preferencia de sesión',
      label: 'Preferencia de sesión',
      button: 'Guardar la preferencia',
      saved: 'Guardado.',
      paying:
        'Se está completando un pago de esta inscripción en la página de Stripe, así que la preferencia no puede cambiar ahora. Vuelve a comprobarlo en unos minutos.',
    },
    details: {
      heading: 'Corregir los datos',
      firstName: 'Nombre',
      lastName: 'Apellido',
      phone: 'Teléfono',
      emergencyContact: 'Contacto de emergencia (opcional)',
      button: 'Guardar los datos',
      saved: 'Guardado.',
      duplicate:
        'Otra inscripción para esta cohorte ya tiene este nombre y correo. No se cambió nada: escríbenos si ambas son la misma persona.',
    },
    cancel: {
      heading: 'Cancelar la inscripción',
      refundRule: (days: number, date: string) =>
        `Un pago se reembolsa completo si cancelas al menos ${days} días antes del inicio, es decir, hasta el ${date}. Después, no se reembolsa.`,
      refundNow: (amount: string) => `Si cancelas ahora, se reembolsan ${amount} a tu tarjeta.`,
      noRefundNow: 'Si cancelas ahora, tu pago no se reembolsa.',
      confirm: (firstName: string) => `Sí, cancelar la inscripción de ${firstName}`,
      button: 'Cancelar la inscripción',
      done: 'La inscripción está cancelada.',
      seatFreed: 'Su lugar pasa a la siguiente familia de la lista de espera.',
      refunded: (amount: string) => `${amount} vuelven a tu tarjeta.`,
      refundFailed: (amount: string) =>
        `No pudimos enviar automáticamente el reembolso de ${amount}. Nuestro equipo lo hará a mano: escríbenos a ${BRAND.email} si no llega en una semana.`,
      confirmProblem: 'Marca la casilla para confirmar.',
    },
    data: {
      heading: 'Tus datos',
      intro: 'Descarga todo lo que guardamos de esta inscripción, o bórrala. Borrar elimina solo a este participante.',
      download: 'Descargar (JSON)',
      eraseConfirm: (firstName: string) => `Sí, borrar para siempre la inscripción de ${firstName}`,
      eraseButton: 'Borrar esta inscripción',
      erasedTitle: 'La inscripción está borrada',
      erasedBody: 'Ya no la guardamos. El registro de cualquier pago queda para nuestra contabilidad, sin nombre.',
    },
    invalid: {
      title: 'Este enlace no funciona',
      body: `Puede estar incompleto o mal copiado. Abre el enlace de nuestro correo más reciente, o escríbenos a ${BRAND.email}.`,
      expiredTitle: 'Este enlace venció',
      expiredBody: `Cada correo que enviamos trae un enlace nuevo que funciona 30 días. Abre nuestro correo más reciente, o escríbenos a ${BRAND.email} y te enviaremos uno.`,
      revokedTitle: 'Este enlace fue desactivado',
      revokedBody: `Nuestro equipo desactivó los enlaces a esta página. Escríbenos a ${BRAND.email} para recibir uno nuevo.`,
      throttledTitle: 'Demasiados intentos',
      throttledBody: 'Espera un minuto y vuelve a abrir el enlace de nuestro correo.',
    },
    emailLink: 'Tu página de inscripción (estado, pago, consentimiento, cambios)',
    reminder: {
      weekSubject: 'Falta una semana: el campamento VITAL empieza pronto',
      daySubject: 'Mañana empieza el campamento VITAL',
      week: (fullName: string, date: string) =>
        `La primera sesión de ${fullName} en el campamento VITAL es en una semana, el ${date}.`,
      day: (fullName: string, date: string) =>
        `La primera sesión de ${fullName} en el campamento VITAL es mañana, ${date}.`,
      consentMissing: (firstName: string) =>
        `Aún falta el consentimiento de la madre, el padre o el tutor de ${firstName}: por favor, dalo en la página de inscripción antes de la primera sesión.`,
      consentSubject: (firstName: string) => `Falta el consentimiento antes del campamento: ${firstName}`,
      consentBody: (fullName: string, date: string) =>
        `${fullName} es menor de 18 años y la primera sesión es el ${date}. Su madre, padre o tutor debe dar su consentimiento antes: toma un minuto en la página de inscripción.`,
      calendarLink: 'Agrega las cuatro sesiones a tu calendario',
    },
  },
)
