import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/** The free confidence guide: a real page at /guide (and /es/guide), linked from the sign-up email and panel. */
export const GUIDE = inEveryLanguage(
  {
    title: 'The VITAL Confidence Guide',
    intro:
      'Five short exercises to build confidence, one for each day of a school week. Each takes ten minutes or less. You need a notebook, a pen and a little honesty with yourself.',
    exercises: [
      {
        title: 'The evidence list',
        time: '10 minutes',
        steps: [
          'Write down five things you have done that once felt hard: a test you passed, a team you joined, a time you spoke up.',
          'Next to each one, write what you did to get through it.',
          'Read the list out loud. That is proof you can do hard things, not an opinion.',
        ],
      },
      {
        title: 'One small ask',
        time: '5 minutes, once a day',
        steps: [
          'Ask one question you would normally keep to yourself: in class, at practice, at a shop counter.',
          'Notice what happened. Usually: nothing bad, and sometimes something useful.',
          'Write one line about it each evening. Confidence grows from small, repeated proof.',
        ],
      },
      {
        title: 'The two-minute speech',
        time: '10 minutes',
        steps: [
          'Pick a topic you care about: a game, a cause, a place.',
          'Set a timer for two minutes and talk about it to a mirror or a phone camera.',
          'Watch it back once. Write one thing you did well and one thing to try next time. Then delete it if you like.',
        ],
      },
      {
        title: 'Rewrite the voice',
        time: '10 minutes',
        steps: [
          'Write down one thing your inner critic says, word for word ("I always mess up presentations").',
          'Rewrite it the way a good coach would say it ("I have messed up before, and I know what to practise").',
          'Put the coach version somewhere you will see it tomorrow morning.',
        ],
      },
      {
        title: 'Lead something tiny',
        time: '10 minutes to plan',
        steps: [
          'Offer to organise something small: a study group, a family dinner, a game at lunch.',
          'Decide one thing, ask for one thing, thank one person. That is leadership in miniature.',
          'Afterwards, write what went well. Leaders are not born confident; they practise.',
        ],
      },
    ],
    closing: `Want to practise with others your age? The ${BRAND.fullName} runs four Saturdays of hands-on leadership work.`,
    siteLink: 'See the programme',
  },
  {
    title: 'La guía de confianza de VITAL',
    intro:
      'Cinco ejercicios cortos para ganar confianza, uno para cada día de la semana escolar. Cada uno toma diez minutos o menos. Solo necesitas un cuaderno, una pluma y un poco de honestidad contigo.',
    exercises: [
      {
        title: 'La lista de pruebas',
        time: '10 minutos',
        steps: [
          'Escribe cinco cosas que hiciste y que alguna vez te parecieron difíciles: un examen que aprobaste, un equipo al que te uniste, una vez que alzaste la voz.',
          'Junto a cada una, escribe qué hiciste para lograrlo.',
          'Lee la lista en voz alta. Es una prueba de que puedes hacer cosas difíciles, no una opinión.',
        ],
      },
      {
        title: 'Una pequeña pregunta',
        time: '5 minutos, una vez al día',
        steps: [
          'Haz una pregunta que normalmente te guardarías: en clase, en el entrenamiento, en el mostrador de una tienda.',
          'Fíjate en lo que pasó. Casi siempre: nada malo, y a veces algo útil.',
          'Escribe una línea sobre eso cada noche. La confianza crece con pruebas pequeñas y repetidas.',
        ],
      },
      {
        title: 'El discurso de dos minutos',
        time: '10 minutos',
        steps: [
          'Elige un tema que te importe: un juego, una causa, un lugar.',
          'Pon un temporizador de dos minutos y habla del tema frente a un espejo o a la cámara del teléfono.',
          'Mírate una vez. Escribe algo que hiciste bien y algo que probarás la próxima vez. Luego bórralo si quieres.',
        ],
      },
      {
        title: 'Cambia la voz',
        time: '10 minutos',
        steps: [
          'Escribe, palabra por palabra, algo que te dice tu crítico interior ("Siempre arruino las presentaciones").',
          'Reescríbelo como lo diría un buen entrenador ("Me ha salido mal antes, y sé qué tengo que practicar").',
          'Pon la versión del entrenador donde la veas mañana temprano.',
        ],
      },
      {
        title: 'Dirige algo pequeño',
        time: '10 minutos para planear',
        steps: [
          'Ofrécete a organizar algo pequeño: un grupo de estudio, una cena familiar, un juego a la hora del almuerzo.',
          'Decide una cosa, pide una cosa, agradece a una persona. Eso es liderazgo en miniatura.',
          'Después, escribe qué salió bien. Nadie nace con confianza para liderar: se practica.',
        ],
      },
    ],
    closing: `¿Quieres practicar con otros jóvenes de tu edad? El ${BRAND.fullName} ofrece cuatro sábados de trabajo práctico de liderazgo.`,
    siteLink: 'Conoce el programa',
  },
)
