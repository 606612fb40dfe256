import type { Principle } from '../contract/assessment'
import { inEveryLanguage } from './language'

/**
 * The personal leadership assessment (`/assessment?token=`): five principles, three statements
 * each, for ages 13 to 22. Short sentences in everyday words (about a 6th-grade reading level in
 * both languages), each about something the participant does, never about who they are.
 */
export const ASSESSMENT = inEveryLanguage(
  {
    title: 'Your leadership check-in',
    intro:
      'Fifteen short sentences about how you lead, in five parts. For each one, pick how much it is like you. There are no right or wrong answers. It takes about five minutes, and each part is saved when you go on.',
    lastIntro:
      'The bootcamp is ending. Answer the same fifteen sentences again, twice each: how you are now, and what you would have said before the bootcamp. Then write one goal for yourself.',
    part: (number: number, of: number) => `Part ${number} of ${of}`,
    principles: {
      vision: 'Vision',
      integrity: 'Integrity',
      teamwork: 'Teamwork',
      action: 'Action',
      leadership: 'Leadership',
    } satisfies Record<Principle, string>,
    statements: {
      'vision-1': 'I know what I want to achieve in the next year.',
      'vision-2': 'I can explain my goals to other people.',
      'vision-3': 'I make plans to reach my goals.',
      'integrity-1': 'I do what I say I will do.',
      'integrity-2': 'I tell the truth, even when it is hard.',
      'integrity-3': 'I admit it when I make a mistake.',
      'teamwork-1': 'I listen to other people’s ideas before I share mine.',
      'teamwork-2': 'I help others in my group do their part.',
      'teamwork-3': 'I work well with people who are different from me.',
      'action-1': 'I start things without waiting to be told.',
      'action-2': 'I keep going when something gets hard.',
      'action-3': 'I finish what I start.',
      'leadership-1': 'I speak up when something is not right.',
      'leadership-2': 'Other people come to me for help or advice.',
      'leadership-3': 'I feel ready to lead a group or a project.',
    } as Record<string, string>,
    scale: ['Not like me', 'A little like me', 'Somewhat like me', 'A lot like me', 'Just like me'],
    now: 'Now',
    before: 'Before the bootcamp I would have said',
    next: 'Save and go on',
    finish: 'Save and finish',
    missing: 'Please pick an answer.',
    goalHeading: 'Your goal',
    goalLabel: 'One thing you will do in the next 30 days to lead',
    goalHint: 'For example: “Run one meeting of my club.” We will remind you of it by email.',
    goalMissing: 'Please write a goal, in one or two sentences.',
    goalTooLong: (max: number) => `Please keep it under ${max} characters.`,
    doneFirstTitle: 'Thank you: your answers are saved',
    doneFirstBody:
      'See you at the bootcamp. At the last session you will answer again, and see how your answers changed.',
    doneLastTitle: 'Thank you: your check-in is complete',
    doneLastBody: 'Your report shows your answers before and after, and the goal you set.',
    reportLink: 'See my report',
    notOpenTitle: 'This check-in is not open for this registration',
    notOpenBody:
      'The leadership check-in is part of the Complete Bootcamp, once the seat is held. Questions? Reply to any of our emails.',
    invalidTitle: 'This link does not work',
    invalidBody: 'It may be old or copied only in part. Open the newest link from your registration page.',
    throttledTitle: 'Too many tries',
    throttledBody: 'Please wait a minute, then open the link again.',
    familyHeading: 'Leadership check-in',
    familyBody:
      'A five-minute check-in for the participant: once before the first session and once at the last. Answers are saved as they go.',
    familyLink: 'Open the leadership check-in',
  },
  {
    title: 'Tu evaluación de liderazgo',
    intro:
      'Quince frases cortas sobre cómo lideras, en cinco partes. En cada una, elige cuánto se parece a ti. No hay respuestas buenas ni malas. Toma unos cinco minutos, y cada parte se guarda cuando sigues.',
    lastIntro:
      'El bootcamp termina. Responde otra vez las mismas quince frases, dos veces cada una: cómo eres ahora y qué habrías dicho antes del bootcamp. Después escribe una meta para ti.',
    part: (number: number, of: number) => `Parte ${number} de ${of}`,
    principles: {
      vision: 'Visión',
      integrity: 'Integridad',
      teamwork: 'Trabajo en equipo',
      action: 'Acción',
      leadership: 'Liderazgo',
    },
    statements: {
      'vision-1': 'Sé lo que quiero lograr en el próximo año.',
      'vision-2': 'Puedo explicar mis metas a otras personas.',
      'vision-3': 'Hago planes para alcanzar mis metas.',
      'integrity-1': 'Hago lo que digo que voy a hacer.',
      'integrity-2': 'Digo la verdad, aunque sea difícil.',
      'integrity-3': 'Reconozco cuando cometo un error.',
      'teamwork-1': 'Escucho las ideas de los demás antes de compartir las mías.',
      'teamwork-2': 'Ayudo a otros de mi grupo a hacer su parte.',
      'teamwork-3': 'Trabajo bien con personas diferentes a mí.',
      'action-1': 'Empiezo las cosas sin esperar a que me lo pidan.',
      'action-2': 'Sigo adelante cuando algo se pone difícil.',
      'action-3': 'Termino lo que empiezo.',
      'leadership-1': 'Hablo cuando algo no está bien.',
      'leadership-2': 'Otras personas me piden ayuda o consejo.',
      'leadership-3': 'Me siento con ganas de dirigir un grupo o un proyecto.',
    },
    scale: ['Nada como yo', 'Un poco como yo', 'Algo como yo', 'Bastante como yo', 'Totalmente como yo'],
    now: 'Ahora',
    before: 'Antes del bootcamp habría dicho',
    next: 'Guardar y seguir',
    finish: 'Guardar y terminar',
    missing: 'Elige una respuesta, por favor.',
    goalHeading: 'Tu meta',
    goalLabel: 'Una cosa que harás en los próximos 30 días para liderar',
    goalHint: 'Por ejemplo: “Dirigir una reunión de mi club.” Te la recordaremos por correo.',
    goalMissing: 'Escribe una meta, en una o dos frases, por favor.',
    goalTooLong: (max: number) => `Usa menos de ${max} caracteres, por favor.`,
    doneFirstTitle: 'Gracias: tus respuestas están guardadas',
    doneFirstBody:
      'Nos vemos en el bootcamp. En la última sesión responderás otra vez y verás cómo cambiaron tus respuestas.',
    doneLastTitle: 'Gracias: tu evaluación está completa',
    doneLastBody: 'Tu informe muestra tus respuestas de antes y de después, y la meta que elegiste.',
    reportLink: 'Ver mi informe',
    notOpenTitle: 'Esta evaluación no está abierta para esta inscripción',
    notOpenBody:
      'La evaluación de liderazgo es parte del Bootcamp Completo, una vez que el lugar está reservado. ¿Preguntas? Responde a cualquiera de nuestros correos.',
    invalidTitle: 'Este enlace no funciona',
    invalidBody:
      'Puede ser antiguo o estar copiado solo en parte. Abre el enlace más reciente desde tu página de inscripción.',
    throttledTitle: 'Demasiados intentos',
    throttledBody: 'Espera un minuto y vuelve a abrir el enlace, por favor.',
    familyHeading: 'Evaluación de liderazgo',
    familyBody:
      'Una evaluación de cinco minutos para el participante: una vez antes de la primera sesión y otra en la última. Las respuestas se guardan sobre la marcha.',
    familyLink: 'Abrir la evaluación de liderazgo',
  },
)
