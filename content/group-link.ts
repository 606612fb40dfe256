import { inEveryLanguage } from './language'

/** The group's terms as the notice states them, each already formatted in the page's language. */
export interface GroupLinkTerms {
  code: string
  start: string
  /** The day cancellations close, when the group rate is decided. */
  closes: string
  minimum: number
  percent: number
}

/**
 * The words of the registration form opened from a group's shared link (`?group=`): which group
 * the participant joins (by the link's code, the one name a group has, so no other family's
 * details) and what the group rate means; the success panel's line once sent; and the notice for
 * a link whose group is unknown or whose cohort is no longer open. Written by the worker into the
 * form's slots (worker/registration/group-link.ts); the group-joined email says the same.
 */
export const GROUP_LINK = inEveryLanguage(
  {
    notice: ({ code, start }: GroupLinkTerms) =>
      `You are registering through a group's link (group ${code}) for the cohort starting ${start}: this registration joins that group of friends.`,
    rate: ({ closes, minimum, percent }: GroupLinkTerms) =>
      ` The group rate: everyone pays the full price first. When cancellations close on ${closes}, if at least ${minimum} in the group have paid and still hold their seats, each who paid gets ${percent}% back. A place on the waitlist does not count.`,
    joined: ({ code, start }: GroupLinkTerms) =>
      `This registration joined group ${code} for the cohort starting ${start}. We have emailed you where the group stands.`,
    unknown:
      'This group link matches no group of a cohort open now, so this registration will join no group. You can still register below; ask whoever shared the link for a new one.',
  },
  {
    notice: ({ code, start }: GroupLinkTerms) =>
      `Te estás inscribiendo con el enlace de un grupo (grupo ${code}) en la cohorte que empieza el ${start}: esta inscripción se une a ese grupo de amigos.`,
    rate: ({ closes, minimum, percent }: GroupLinkTerms) =>
      ` La tarifa de grupo: todos pagan primero el precio completo. Cuando se cierren las cancelaciones el ${closes}, si al menos ${minimum} del grupo pagaron y conservan su lugar, a cada uno que pagó le devolvemos el ${percent}%. Un lugar en la lista de espera no cuenta.`,
    joined: ({ code, start }: GroupLinkTerms) =>
      `Esta inscripción se unió al grupo ${code} en la cohorte que empieza el ${start}. Te enviamos por correo cómo va el grupo.`,
    unknown:
      'Este enlace de grupo no corresponde a ningún grupo de una cohorte abierta ahora, así que esta inscripción no se unirá a ningún grupo. Puedes inscribirte igual aquí abajo; pide un enlace nuevo a quien te lo compartió.',
  },
)
