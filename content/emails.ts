import { BOOTCAMP_TIME_ZONE } from '../contract/constants'
import { AGE_MAX, AGE_MIN, AGE_RANGE, BRAND } from './brand'
import { FORMS } from './forms'
import { GUIDE } from './guide'
import { inEveryLanguage, LOCALES, type Language } from './language'

/** An instant as the family reads it: date and time in the bootcamp's zone ("March 8, 2027 at 3:00 PM"). */
export const momentIn = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BOOTCAMP_TIME_ZONE,
  }).format(new Date(iso))

/**
 * Every email the bootcamp sends, as copy. Each feature's composer (the table in `worker/emails.ts`) turns each into plain
 * text and HTML; values a visitor typed are escaped there. No tracking pixels, no tracked links.
 * What families receive is in their language (the one they used on the form); what staff
 * receive is in English.
 */
export const EMAILS = inEveryLanguage(
  {
    signature: `The ${BRAND.fullName} team`,
    footer: `${BRAND.fullName} · ${BRAND.location} · ${BRAND.email}`,
    guide: {
      subject: 'Your free confidence guide from VITAL',
      greeting: 'Hi there,',
      body: `Thanks for signing up. Here is your free guide: ${GUIDE.en.exercises.length} short exercises to build confidence, written for teens and young adults (${AGE_RANGE}).`,
      linkLabel: 'Open the confidence guide',
      next: (cohort: string) =>
        `${cohort}. We will send you news about it now and then, never more than twice a month.`,
      unsubscribe: 'Do not want these emails? Unsubscribe with one click:',
    },
    confirmation: {
      subject: 'Registration received: VITAL Youth Leadership Bootcamp',
      body: (fullName: string) =>
        `Thank you for registering ${fullName} for the ${BRAND.fullName}. Here is what we received.`,
      detailsHeading: 'Your registration',
      labels: {
        participant: 'Participant',
        age: 'Age',
        session: 'Session preference',
        emergencyContact: 'Emergency contact',
        phone: 'Phone',
      },
      noSession: 'Not chosen yet',
      whenHeading: 'When and where',
      pricesHeading: 'Prices and offers',
      nextHeading: 'Next steps',
      /** What happens next, by where the registration stands: each a message some code sends. */
      next: {
        seated: [
          'Pay from the payment link above to keep the seat: we email you a receipt when it is paid, and a reminder a day before the hold ends if it is not.',
          'A week before the first session, and again the day before, we email you the dates.',
          'Questions? Reply to this email or call us.',
        ],
        waitlisted: [
          'If a seat frees up, we email you a link to claim it, held for you for a limited time.',
          'Questions? Reply to this email or call us.',
        ],
        interest: ['Questions? Reply to this email or call us.'],
      },
      consentHeading: 'Consents',
      consentsGiven: (firstName: string) =>
        `The consents needed for ${firstName} (taking part, emergency medical treatment) are on record. Your registration page shows each one, and photos and surveys can be changed there at any time.`,
      minorMissing: (firstName: string) =>
        `${firstName} is under 18, so a parent or guardian must give consent (taking part, emergency medical treatment) before the first session. The box on the form is not enough: it takes a minute on your registration page (the link below).`,
      adultMissing: (firstName: string) =>
        `${firstName}, you are 18 or over, so you give your own consents (taking part, emergency medical treatment) before the first session. It takes a minute on your registration page (the link below).`,
    },
    offer: {
      subject: 'A seat is free for you: VITAL Youth Leadership Bootcamp',
      body: (fullName: string, start: string, until: string) =>
        `A seat has opened in the cohort starting ${start}, and it is held for ${fullName} until ${until} (New York time).`,
      how: 'Use the link below to take it. If it is not claimed by then, it goes to the next family on the waitlist.',
      link: 'Claim the seat',
      notWanted:
        'No longer interested? You need not do anything: the seat goes to the next family when the offer ends.',
    },
    acknowledgement: {
      subject: 'We received your message',
      greeting: (name: string) => `Hi ${name},`,
      body: `Thanks for writing to us. ${FORMS.en.contact.promise.body} If it is urgent, call ${BRAND.phone}.`,
      yourMessage: 'Your message',
    },
    repeat: {
      subject: 'Someone sent your registration form again',
      greeting: 'Hello,',
      body: (fullName: string) =>
        `Someone sent our registration form again for ${fullName}, with this email address. We changed nothing: the registration stays exactly as it was.`,
      changes:
        'To change a detail (phone, emergency contact, consent, sessions), use your registration page: the link below. Details change only there, or when you ask us.',
      notYou:
        'If it was not you, you need not do anything. If it happens again, reply to this email and we will look into it.',
    },
  },
  {
    signature: `El equipo del ${BRAND.fullName}`,
    footer: `${BRAND.fullName} · ${FORMS.es.contact.location} · ${BRAND.email}`,
    guide: {
      subject: 'Tu guía de confianza gratis de VITAL',
      greeting: '¡Hola!',
      body: `Gracias por registrarte. Aquí tienes tu guía gratis: ${GUIDE.es.exercises.length} ejercicios cortos para ganar confianza, pensados para adolescentes y jóvenes (de ${AGE_MIN} a ${AGE_MAX} años).`,
      linkLabel: 'Abrir la guía de confianza',
      next: (cohort: string) => `${cohort}. De vez en cuando te enviaremos noticias, nunca más de dos veces al mes.`,
      unsubscribe: '¿No quieres recibir estos correos? Date de baja con un clic:',
    },
    confirmation: {
      subject: 'Inscripción recibida: VITAL Youth Leadership Bootcamp',
      body: (fullName: string) =>
        `Gracias por inscribir a ${fullName} en el ${BRAND.fullName}. Esto es lo que recibimos.`,
      detailsHeading: 'Tu inscripción',
      labels: {
        participant: 'Participante',
        age: 'Edad',
        session: 'Sesión preferida',
        emergencyContact: 'Contacto de emergencia',
        phone: 'Teléfono',
      },
      noSession: 'Todavía no elegida',
      whenHeading: 'Cuándo y dónde',
      pricesHeading: 'Precios y ofertas',
      nextHeading: 'Próximos pasos',
      next: {
        seated: [
          'Paga con el enlace de pago de arriba para conservar el lugar: te enviamos un recibo cuando esté pagado, y un recordatorio un día antes de que termine la reserva si no lo está.',
          'Una semana antes de la primera sesión, y otra vez el día anterior, te enviamos las fechas por correo.',
          '¿Preguntas? Responde a este correo o llámanos.',
        ],
        waitlisted: [
          'Si se libera un lugar, te enviamos por correo un enlace para reclamarlo, reservado para ti por un tiempo limitado.',
          '¿Preguntas? Responde a este correo o llámanos.',
        ],
        interest: ['¿Preguntas? Responde a este correo o llámanos.'],
      },
      consentHeading: 'Consentimientos',
      consentsGiven: (firstName: string) =>
        `Los consentimientos necesarios para ${firstName} (participación, atención médica de emergencia) están registrados. Tu página de inscripción muestra cada uno, y allí puedes cambiar los de fotos y encuestas en cualquier momento.`,
      minorMissing: (firstName: string) =>
        `${firstName} es menor de 18 años, así que su madre, padre o tutor debe dar su consentimiento (participación, atención médica de emergencia) antes de la primera sesión. La casilla del formulario no basta: toma un minuto en tu página de inscripción (el enlace de abajo).`,
      adultMissing: (firstName: string) =>
        `${firstName}, tienes 18 años o más, así que das tus propios consentimientos (participación, atención médica de emergencia) antes de la primera sesión. Toma un minuto en tu página de inscripción (el enlace de abajo).`,
    },
    offer: {
      subject: 'Hay un lugar libre para ti: VITAL Youth Leadership Bootcamp',
      body: (fullName: string, start: string, until: string) =>
        `Se liberó un lugar en la cohorte que empieza el ${start}, y está reservado para ${fullName} hasta el ${until} (hora de Nueva York).`,
      how: 'Usa el enlace de abajo para tomarlo. Si no se reclama antes de esa hora, pasa a la siguiente familia de la lista de espera.',
      link: 'Reclamar el lugar',
      notWanted:
        '¿Ya no te interesa? No tienes que hacer nada: el lugar pasa a la siguiente familia cuando termine la oferta.',
    },
    acknowledgement: {
      subject: 'Recibimos tu mensaje',
      greeting: (name: string) => `Hola, ${name}:`,
      body: `Gracias por escribirnos. ${FORMS.es.contact.promise.body} Si es urgente, llama al ${BRAND.phone}.`,
      yourMessage: 'Tu mensaje',
    },
    repeat: {
      subject: 'Alguien volvió a enviar tu formulario de inscripción',
      greeting: 'Hola:',
      body: (fullName: string) =>
        `Alguien volvió a enviar nuestro formulario de inscripción de ${fullName} con este correo electrónico. No cambiamos nada: la inscripción sigue exactamente como estaba.`,
      changes:
        'Para cambiar un dato (teléfono, contacto de emergencia, consentimiento, sesiones), usa tu página de inscripción: el enlace de abajo. Los datos solo cambian allí, o cuando nos lo pides.',
      notYou: 'Si no fuiste tú, no tienes que hacer nada. Si vuelve a pasar, responde a este correo y lo revisaremos.',
    },
  },
)

/** What staff receive: in English, the language the team works in. */
export const STAFF_EMAILS = {
  registration: {
    subject: (fullName: string, age: number) => `New registration: ${fullName} (${age})`,
    body: 'A new registration arrived through the site. The family is being emailed its confirmation: where the registration stands and what comes next.',
    consentMissing:
      "Consents for taking part and emergency treatment not yet given on the family page (the form's box is not one): needed before the first session.",
    cohort: (start: string) => `Cohort: starts ${start}`,
    interest:
      'Cohort: none open, so this is interest in the next one (when one opens, the family is emailed a link to take a place first)',
    consoleLink: 'Open it in the staff console',
    /** Which language the family wrote in: their confirmation went out in it, and the reply should too. */
    language: { en: 'Language: English', es: 'Language: Spanish (the family was answered in Spanish)' },
  },
  contact: {
    subject: (subject: string) => `New message: ${subject}`,
    noSubject: 'No subject',
    body: 'A new message arrived through the contact form. Reply within 24 hours: the page promises it. Replying to this email answers the sender.',
    consoleLink: 'Mark it replied in the staff console',
    language: { en: 'Language: English', es: 'Language: Spanish (reply in Spanish)' },
  },
  /** One email for an hour's alerts past the hourly threshold (STAFF_ALERTS_PER_HOUR). */
  summary: {
    subject: (total: number, hour: string) =>
      `${total} more new ${total === 1 ? 'arrival' : 'arrivals'} on the site, ${hour}`,
    body: (perHour: number) =>
      `More than ${perHour} registrations and messages arrived in this hour. The first ${perHour} were emailed one by one; the rest are counted here instead of one email each. Every one of them is in the staff console.`,
    registrations: (count: number) => `New registrations: ${count}`,
    messages: (count: number) => `New messages: ${count}`,
    registrationsLink: 'Open the registrations in the staff console',
    messagesLink: 'Open the messages waiting for a reply',
    /** The hour, in the bootcamp's time zone. */
    hour: (start: string, end: string) => `${start} to ${end} (New York time)`,
  },
  /** A director's invitation to a new console account (worker/staff/invitation-email.ts). */
  invitation: {
    subject: 'Your VITAL staff console account',
    body: (username: string, role: string, by: string) =>
      `${by} invited you to the VITAL staff console as ${role}, with the username ${username}. Open the link and choose your own password: nobody else knows it or types it for you.`,
    expiry: (hours: number) =>
      `The link works once, for ${hours} hours. If it has expired, ask the director for a new one.`,
    link: 'Choose your password',
    ignore: 'If you did not expect this, ignore this email: no account is made until the link is used.',
    roles: {
      director: 'a director',
      coordinator: 'a coordinator',
      'health-lead': 'the health lead',
      volunteer: 'a volunteer',
    },
  },
} as const

/** The pages the unsubscribe link leads to, in the language of the email it came from. */
export const UNSUBSCRIBE = inEveryLanguage(
  {
    confirmTitle: 'Unsubscribe from VITAL emails',
    confirmBody: 'Press the button to stop all emails from us to this address. You can sign up again any time.',
    confirmButton: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneBody: 'We will not email this address again. Your free guide stays available on our site.',
    invalidTitle: 'This unsubscribe link does not work',
    invalidBody: `It may have been cut short or have expired. Write to ${BRAND.email} and we will take you off the list by hand.`,
    guideLink: 'Open the confidence guide',
  },
  {
    confirmTitle: 'Darte de baja de los correos de VITAL',
    confirmBody:
      'Presiona el botón para dejar de recibir todos nuestros correos en esta dirección. Puedes volver a registrarte cuando quieras.',
    confirmButton: 'Darme de baja',
    doneTitle: 'Te diste de baja',
    doneBody: 'No volveremos a escribir a esta dirección. Tu guía gratis sigue disponible en nuestro sitio.',
    invalidTitle: 'Este enlace para darte de baja no funciona',
    invalidBody: `Puede que esté incompleto o que haya vencido. Escribe a ${BRAND.email} y te quitaremos de la lista a mano.`,
    guideLink: 'Abrir la guía de confianza',
  },
)

/** The page a seat offer's claim link leads to, in the language of the offer email. */
export const SEAT_CLAIM = inEveryLanguage(
  {
    confirmTitle: 'Claim your seat',
    confirmBody: (start: string, until: string) =>
      `A seat in the cohort starting ${start} is held for you until ${until} (New York time). Press the button to take it.`,
    confirmButton: 'Claim the seat',
    doneTitle: 'Your seat is confirmed',
    doneBody: (start: string) =>
      `The seat in the cohort starting ${start} is yours. We are emailing you now what to pay, the date to pay by and your payment link.`,
    lapsedTitle: 'This offer has ended',
    lapsedBody: `The seat was held for a limited time and has gone to the next family on the waitlist. To join the waitlist again, register again on our site or write to ${BRAND.email}.`,
    invalidTitle: 'This claim link does not work',
    invalidBody: `It may have been cut short, or have been turned off by our staff. Write to ${BRAND.email} and we will help.`,
  },
  {
    confirmTitle: 'Reclama tu lugar',
    confirmBody: (start: string, until: string) =>
      `Hay un lugar reservado para ti en la cohorte que empieza el ${start}, hasta el ${until} (hora de Nueva York). Presiona el botón para tomarlo.`,
    confirmButton: 'Reclamar el lugar',
    doneTitle: 'Tu lugar está confirmado',
    doneBody: (start: string) =>
      `El lugar en la cohorte que empieza el ${start} es tuyo. Ahora mismo te enviamos por correo cuánto pagar, la fecha límite y tu enlace de pago.`,
    lapsedTitle: 'Esta oferta terminó',
    lapsedBody: `El lugar estuvo reservado por un tiempo limitado y pasó a la siguiente familia de la lista de espera. Para volver a la lista de espera, inscríbete de nuevo en nuestro sitio o escribe a ${BRAND.email}.`,
    invalidTitle: 'Este enlace para reclamar el lugar no funciona',
    invalidBody: `Puede que esté incompleto o que nuestro equipo lo haya desactivado. Escribe a ${BRAND.email} y te ayudaremos.`,
  },
)
