import { inEveryLanguage } from './language'

/**
 * The follow-up's one-tap "how is it going": the five links in each follow-up email and the page
 * they open (the answer saved, optional words, "I would like to talk to someone").
 */
export const FOLLOW_UP_ANSWER = inEveryLanguage(
  {
    question: 'How is it going? One tap answers:',
    scale: ['Very hard', 'Hard', 'Okay', 'Good', 'Very good'],
    choice: (score: number, word: string) => `${score} · ${word}`,
    title: 'How is it going?',
    saved: (score: number, word: string) => `Thank you. We saved your answer: ${score} of 5 (${word}).`,
    intro: 'Change your answer or tell us more. Everything here is optional except the number.',
    legend: 'How is it going since the bootcamp?',
    wordsLabel: 'Anything you would like to tell us (optional)',
    wordsHint: 'The bootcamp’s staff read this.',
    talkLabel: 'I would like to talk to someone',
    talkHint: 'Someone from the bootcamp will reply by email within 24 hours.',
    save: 'Save my answer',
    doneTitle: 'Thank you',
    doneBody: (score: number) => `We saved your answer: ${score} of 5. You can change it from the same link.`,
    talkDone: 'Someone from the bootcamp will reply by email within 24 hours.',
    missingScore: 'Choose a number from 1 to 5.',
    wordsTooLong: (max: number) => `Please keep it under ${max} characters.`,
    invalidTitle: 'This link does not work',
    invalidBody: 'It may have been cut short or have expired. Reply to the email and we will read your answer there.',
    closedTitle: 'This link is closed',
    closedBody:
      'This registration no longer receives the follow-up. Reply to any of our emails if you would like to talk.',
  },
  {
    question: '¿Cómo va todo? Responde con un toque:',
    scale: ['Muy difícil', 'Difícil', 'Regular', 'Bien', 'Muy bien'],
    choice: (score: number, word: string) => `${score} · ${word}`,
    title: '¿Cómo va todo?',
    saved: (score: number, word: string) => `Gracias. Guardamos tu respuesta: ${score} de 5 (${word}).`,
    intro: 'Cambia tu respuesta o cuéntanos más. Aquí todo es opcional menos el número.',
    legend: '¿Cómo va todo desde el bootcamp?',
    wordsLabel: 'Algo que quieras contarnos (opcional)',
    wordsHint: 'Lo lee el equipo del bootcamp.',
    talkLabel: 'Me gustaría hablar con alguien',
    talkHint: 'Alguien del bootcamp responderá por correo en menos de 24 horas.',
    save: 'Guardar mi respuesta',
    doneTitle: 'Gracias',
    doneBody: (score: number) => `Guardamos tu respuesta: ${score} de 5. Puedes cambiarla desde el mismo enlace.`,
    talkDone: 'Alguien del bootcamp responderá por correo en menos de 24 horas.',
    missingScore: 'Elige un número del 1 al 5.',
    wordsTooLong: (max: number) => `Escribe menos de ${max} caracteres, por favor.`,
    invalidTitle: 'Este enlace no funciona',
    invalidBody: 'Puede que esté incompleto o que haya vencido. Responde al correo y leeremos tu respuesta allí.',
    closedTitle: 'Este enlace está cerrado',
    closedBody:
      'Esta inscripción ya no recibe el seguimiento. Responde a cualquiera de nuestros correos si quieres hablar con alguien.',
  },
)

/** The contact message an answer asking to talk puts in the console's "Waiting for a reply" (staff read English). */
export const FOLLOW_UP_TALK_MESSAGE = (days: number, score: number, words: string | null) =>
  `Asked to talk, from the follow-up email ${days} days after the bootcamp. How it is going: ${score} of 5.` +
  (words ? `\n\nTheir words: “${words}”` : '')
