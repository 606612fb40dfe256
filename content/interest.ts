import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * The words of interest becoming a place in line (worker/interest/): the email that tells each
 * family in line that a cohort is open, the page of its link that takes the place, and what the
 * family page says meanwhile. The head start is the cohort's (`head_start_hours`, 48 by default):
 * until it ends only the families in line take its seats, in their order of interest.
 */
export const INTEREST = inEveryLanguage(
  {
    email: {
      subject: 'Registration is open: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `Registration is open for the cohort starting ${start}, and ${participant} is in line for it: you registered interest while no cohort was open.`,
      headStart: (until: string) =>
        `Until ${until} (New York time), only families already in line can take its seats, in the order they registered interest. Anyone else who registers meanwhile joins the waitlist behind them.`,
      how: 'One tap on the link below takes the place: a seat if one is free, or else the waitlist in your order of interest. After the head start the link still works, but the place is then taken among everyone who registers.',
      nothingYet: 'Nothing is held or owed until you take the place. Not interested any more? Do nothing.',
      cohortHeading: 'The cohort',
    },
    link: (firstName: string) => `Take ${firstName}'s place`,
    page: {
      confirmTitle: 'Take your place in line',
      confirmBody: (participant: string, start: string) =>
        `Registration is open for the cohort starting ${start}. Press the button to place ${participant} in it: a seat if one is free, or else the waitlist.`,
      headStart: (until: string) =>
        `Until ${until} (New York time), families already in line take its seats first, in the order they registered interest.`,
      button: 'Take the place',
      seatedTitle: 'A seat is held',
      seatedBody: (participant: string, start: string) =>
        `A seat in the cohort starting ${start} is held for ${participant}. We are emailing you now the confirmation, with what is owed and your payment link.`,
      waitlistedTitle: 'On the waitlist',
      waitlistedBody: (participant: string, start: string, place: number) =>
        `The cohort starting ${start} has no free seat now, so ${participant} is number ${place} in line on its waitlist. We are emailing you the confirmation now; if a seat frees up, we will email you a link to claim it.`,
      takenTitle: 'This place is taken already',
      takenBody:
        'This participant is already registered for this cohort. Your registration page, from the link in our emails, shows where it stands.',
      closedTitle: 'This cohort is not taking registrations',
      closedBody: `Registration for this cohort has closed, or this registration is no longer waiting for a cohort. Write to ${BRAND.email} and we will help.`,
      invalidTitle: 'This link does not work',
      invalidBody: `It may have been cut short, or have been turned off by our staff. Write to ${BRAND.email} and we will help.`,
    },
    family: {
      open: (start: string) =>
        `Registration is open for the cohort starting ${start}: take a place from the button below.`,
      headStart: (start: string, until: string) =>
        `Registration is open for the cohort starting ${start}. Families already in line are being offered seats first, until ${until} (New York time): take a place from the button below.`,
    },
  },
  {
    email: {
      subject: 'La inscripción está abierta: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string) =>
        `La inscripción está abierta para la cohorte que empieza el ${start}, y ${participant} está en la fila para ella: te inscribiste cuando no había ninguna cohorte abierta.`,
      headStart: (until: string) =>
        `Hasta el ${until} (hora de Nueva York), solo las familias que ya están en la fila pueden tomar sus lugares, en el orden en que se inscribieron. Quien se inscriba mientras tanto pasa a la lista de espera, detrás de ellas.`,
      how: 'Un toque en el enlace de abajo toma el lugar: un lugar libre si lo hay, o si no la lista de espera en tu orden de inscripción. Después de ese plazo el enlace sigue funcionando, pero el lugar se toma entonces junto con todos los que se inscriben.',
      nothingYet: 'No se reserva ni se debe nada hasta que tomes el lugar. ¿Ya no te interesa? No hagas nada.',
      cohortHeading: 'La cohorte',
    },
    link: (firstName: string) => `Tomar el lugar de ${firstName}`,
    page: {
      confirmTitle: 'Toma tu lugar en la fila',
      confirmBody: (participant: string, start: string) =>
        `La inscripción está abierta para la cohorte que empieza el ${start}. Presiona el botón para inscribir a ${participant}: un lugar libre si lo hay, o si no la lista de espera.`,
      headStart: (until: string) =>
        `Hasta el ${until} (hora de Nueva York), las familias que ya están en la fila toman primero sus lugares, en el orden en que se inscribieron.`,
      button: 'Tomar el lugar',
      seatedTitle: 'Hay un lugar reservado',
      seatedBody: (participant: string, start: string) =>
        `Hay un lugar reservado para ${participant} en la cohorte que empieza el ${start}. Ahora mismo te enviamos por correo la confirmación, con lo que se debe y tu enlace de pago.`,
      waitlistedTitle: 'En la lista de espera',
      waitlistedBody: (participant: string, start: string, place: number) =>
        `La cohorte que empieza el ${start} no tiene ahora ningún lugar libre, así que ${participant} tiene el número ${place} en su lista de espera. Ahora mismo te enviamos la confirmación por correo; si se libera un lugar, te enviaremos un enlace para reclamarlo.`,
      takenTitle: 'Este lugar ya está tomado',
      takenBody:
        'Este participante ya está inscrito en esta cohorte. Tu página de inscripción, desde el enlace de nuestros correos, muestra cómo va.',
      closedTitle: 'Esta cohorte no acepta inscripciones',
      closedBody: `La inscripción para esta cohorte se cerró, o esta inscripción ya no espera una cohorte. Escribe a ${BRAND.email} y te ayudaremos.`,
      invalidTitle: 'Este enlace no funciona',
      invalidBody: `Puede que esté incompleto o que nuestro equipo lo haya desactivado. Escribe a ${BRAND.email} y te ayudaremos.`,
    },
    family: {
      open: (start: string) =>
        `La inscripción está abierta para la cohorte que empieza el ${start}: toma un lugar con el botón de abajo.`,
      headStart: (start: string, until: string) =>
        `La inscripción está abierta para la cohorte que empieza el ${start}. Primero se ofrecen los lugares a las familias que ya están en la fila, hasta el ${until} (hora de Nueva York): toma un lugar con el botón de abajo.`,
    },
  },
)
