import { BRAND } from './brand'

/** The free confidence guide: a real page at /guide, linked from the sign-up email and panel. */
export const GUIDE = {
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
} as const
