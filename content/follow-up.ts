import { inEveryLanguage } from './language'

/** The follow-up after the Complete Bootcamp: its three emails and the page that stops them. */
export const FOLLOW_UP = inEveryLanguage(
  {
    subject: (days: number) => `${days} days after the bootcamp: how is it going?`,
    body: (firstName: string, days: number) =>
      `It has been ${days} days since ${firstName}'s last bootcamp session. Leadership grows with practice: what has gone well since, and what has felt hard?`,
    goalIntro: (firstName: string) => `At the last session, ${firstName} set this goal:`,
    noGoal: (firstName: string) => `What is one small step ${firstName} could take this week?`,
    /** The family page's link, named for what waits there: the report once the last assessment is done, the certificate once earned. */
    pageLink: {
      reportAndCertificate: 'See the leadership report and the certificate',
      report: 'See the leadership report',
      certificate: 'See the certificate',
    },
    stopNote: 'Would you rather not get these follow-up emails?',
    stopLink: 'Stop the follow-up emails',
    stop: {
      confirmTitle: 'Stop the follow-up emails',
      confirmBody: 'Press the button and we will send no more follow-up emails about this participant.',
      confirmButton: 'Stop the follow-up emails',
      doneTitle: 'No more follow-up emails',
      doneBody:
        'We will send no more follow-up emails about this participant. Other messages, such as receipts, still arrive.',
      invalidTitle: 'This link does not work',
      invalidBody:
        'It may have been cut short or have expired. Reply to any of our emails and we will stop them by hand.',
    },
  },
  {
    subject: (days: number) => `${days} días después del bootcamp: ¿cómo va todo?`,
    body: (firstName: string, days: number) =>
      `Han pasado ${days} días desde la última sesión del bootcamp de ${firstName}. El liderazgo crece con la práctica: ¿qué ha salido bien desde entonces y qué ha costado?`,
    goalIntro: (firstName: string) => `En la última sesión, ${firstName} se puso esta meta:`,
    noGoal: (firstName: string) => `¿Qué paso pequeño podría dar ${firstName} esta semana?`,
    pageLink: {
      reportAndCertificate: 'Ver el informe de liderazgo y el certificado',
      report: 'Ver el informe de liderazgo',
      certificate: 'Ver el certificado',
    },
    stopNote: '¿Prefieres no recibir estos correos de seguimiento?',
    stopLink: 'Dejar de recibir los correos de seguimiento',
    stop: {
      confirmTitle: 'Dejar de recibir los correos de seguimiento',
      confirmBody: 'Presiona el botón y no enviaremos más correos de seguimiento sobre este participante.',
      confirmButton: 'Dejar de recibirlos',
      doneTitle: 'No más correos de seguimiento',
      doneBody:
        'No enviaremos más correos de seguimiento sobre este participante. Otros mensajes, como los recibos, siguen llegando.',
      invalidTitle: 'Este enlace no funciona',
      invalidBody:
        'Puede que esté incompleto o que haya vencido. Responde a cualquiera de nuestros correos y los detendremos a mano.',
    },
  },
)
