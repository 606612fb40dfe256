import { inEveryLanguage } from './language'

/**
 * The words of the messages about a family's place that arrive without the family doing
 * anything on the page: joining a group of friends through its link, the group reaching the
 * number its rate needs, and the waitlist place moving by 3 or more (worker/messages/).
 * The greeting and the waitlist sentence are MESSAGES's (messages.ts).
 */
export const PLACE_MESSAGES = inEveryLanguage(
  {
    groupJoined: {
      subject: 'You joined a group of friends: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string, code: string) =>
        `${participant} joined group ${code}, the group of friends registering together for the cohort starting ${start}, through the group's link.`,
      waitlisted:
        'A place on the waitlist does not count toward the group rate: only a paid seat does. If a seat frees up, we will email you a link to claim it.',
    },
    groupRate: {
      subject: 'Your group has enough friends for the group rate',
      body: (participant: string, settled: number, percent: number) =>
        `${settled} friends in ${participant}'s group have now paid and hold seats: enough for the group rate (${percent}% off).`,
      when: (minimum: number, percent: number, closes: string) =>
        `Everyone pays the full price first. When cancellations close on ${closes}, if at least ${minimum} in the group still hold paid seats, each who paid gets ${percent}% back: to the card they paid with, and we email to say so; or in person at the office, for a bill paid there.`,
    },
    waitlistMoved: {
      subject: 'Your place on the waitlist has moved: VITAL Youth Leadership Bootcamp',
      cohort: (start: string) => `The waitlist of the cohort starting ${start} has moved.`,
    },
  },
  {
    groupJoined: {
      subject: 'Te uniste a un grupo de amigos: VITAL Youth Leadership Bootcamp',
      body: (participant: string, start: string, code: string) =>
        `${participant} se unió, con el enlace del grupo, al grupo ${code} de amigos que se inscriben juntos en la cohorte que empieza el ${start}.`,
      waitlisted:
        'Un lugar en la lista de espera no cuenta para la tarifa de grupo: solo cuenta un lugar pagado. Si se libera un lugar, te enviaremos por correo un enlace para reclamarlo.',
    },
    groupRate: {
      subject: 'Tu grupo ya tiene suficientes amigos para la tarifa de grupo',
      body: (participant: string, settled: number, percent: number) =>
        `${settled} amigos del grupo de ${participant} ya pagaron y tienen su lugar: suficientes para la tarifa de grupo (${percent}% de descuento).`,
      when: (minimum: number, percent: number, closes: string) =>
        `Todos pagan primero el precio completo. Cuando se cierren las cancelaciones el ${closes}, si al menos ${minimum} del grupo conservan su lugar pagado, a cada uno que pagó le devolvemos el ${percent}%: a la tarjeta con la que pagó, y te avisamos por correo; o en persona en la oficina, si pagó allí.`,
    },
    waitlistMoved: {
      subject: 'Tu lugar en la lista de espera cambió: VITAL Youth Leadership Bootcamp',
      cohort: (start: string) => `La lista de espera de la cohorte que empieza el ${start} avanzó.`,
    },
  },
)
