import { inEveryLanguage } from './language'

/** Release at the end of the session, on the family page: who may take the participant home. */
export const RELEASE = inEveryLanguage(
  {
    heading: 'Going home after each session',
    intro: (firstName: string) =>
      `Who may take ${firstName} home when a session ends. Staff at the door check out each participant to someone these rules allow, and to no one else.`,
    adultIntro:
      'From 18, participants leave on their own unless you choose otherwise. You may also list who must not collect you.',
    modeLegend: (firstName: string) => `How may ${firstName} leave?`,
    modes: {
      guardian: 'Only with me (the parent or guardian)',
      listed: 'With me or one of the adults listed below',
      'on-own': 'On their own',
    },
    adultsHeading: 'Adults who may collect',
    adultsHint: 'Fill in a full row for each adult: name, relationship and phone. Leave the other rows empty.',
    adult: (n: number) => `Adult ${n}`,
    name: 'Full name',
    relationship: 'Relationship',
    phone: 'Phone',
    mustNotCollect: 'Must not collect (one full name per line)',
    mustNotCollectHint: 'Staff will refuse these people and call you.',
    onOwnConsent: (firstName: string) => `I allow ${firstName} to leave on their own at the end of each session.`,
    signedName: (adult: boolean) =>
      adult ? 'Your full name (the participant)' : 'Your full name (parent or guardian)',
    button: 'Save release rules',
    saved: 'Release rules saved.',
    notSet: 'Not set yet.',
    current: {
      guardian: (name: string) => `Only with ${name}.`,
      listed: (name: string, adults: string) => `With ${name} or: ${adults}.`,
      'on-own': 'On their own.',
    },
    adultDefault: 'On their own (the default from 18).',
    lastSet: (name: string, when: string) => `Set by ${name} on ${when}.`,
    closed: 'The cohort has ended: the release rules can no longer be changed.',
    problems: {
      row: 'Fill in the name, relationship and phone, or leave the row empty.',
      noAdults: 'List at least one adult, or choose another option.',
      consent: 'Tick the box to allow leaving on their own, or choose another option.',
      mode: 'Choose how they may leave.',
      name: 'Type your full name (up to 100 characters).',
      tooLong: (max: number) => `Keep this under ${max} characters.`,
      tooMany: (max: number) => `List at most ${max} names.`,
      both: 'A name cannot be both allowed and on the "must not collect" list.',
    },
  },
  {
    heading: 'Salida después de cada sesión',
    intro: (firstName: string) =>
      `Quién puede llevarse a ${firstName} a casa al terminar una sesión. El personal en la puerta entrega a cada participante solo a alguien que estas reglas permiten.`,
    adultIntro:
      'Desde los 18 años, los participantes salen solos salvo que elijas otra cosa. También puedes indicar quién no debe recogerlos.',
    modeLegend: (firstName: string) => `¿Cómo puede salir ${firstName}?`,
    modes: {
      guardian: 'Solo conmigo (madre, padre o tutor legal)',
      listed: 'Conmigo o con uno de los adultos indicados abajo',
      'on-own': 'Por su cuenta',
    },
    adultsHeading: 'Adultos que pueden recoger',
    adultsHint: 'Completa una fila entera por cada adulto: nombre, parentesco y teléfono. Deja vacías las demás filas.',
    adult: (n: number) => `Adulto ${n}`,
    name: 'Nombre completo',
    relationship: 'Parentesco',
    phone: 'Teléfono',
    mustNotCollect: 'No debe recoger (un nombre completo por línea)',
    mustNotCollectHint: 'El personal rechazará a estas personas y te llamará.',
    onOwnConsent: (firstName: string) => `Autorizo a ${firstName} a salir por su cuenta al final de cada sesión.`,
    signedName: (adult: boolean) =>
      adult ? 'Tu nombre completo (el participante)' : 'Tu nombre completo (madre, padre o tutor legal)',
    button: 'Guardar reglas de salida',
    saved: 'Reglas de salida guardadas.',
    notSet: 'Aún no se han indicado.',
    current: {
      guardian: (name: string) => `Solo con ${name}.`,
      listed: (name: string, adults: string) => `Con ${name} o con: ${adults}.`,
      'on-own': 'Por su cuenta.',
    },
    adultDefault: 'Por su cuenta (lo habitual desde los 18 años).',
    lastSet: (name: string, when: string) => `Indicadas por ${name} el ${when}.`,
    closed: 'La cohorte ya terminó: las reglas de salida ya no se pueden cambiar.',
    problems: {
      row: 'Completa el nombre, el parentesco y el teléfono, o deja la fila vacía.',
      noAdults: 'Indica al menos un adulto, o elige otra opción.',
      consent: 'Marca la casilla para autorizar la salida por su cuenta, o elige otra opción.',
      mode: 'Elige cómo puede salir.',
      name: 'Escribe tu nombre completo (hasta 100 caracteres).',
      tooLong: (max: number) => `Usa menos de ${max} caracteres.`,
      tooMany: (max: number) => `Indica como máximo ${max} nombres.`,
      both: 'Un nombre no puede estar a la vez entre los permitidos y en la lista de "no debe recoger".',
    },
  },
)

/** The console's words for check-out at the door (staff read English). */
export const CHECK_OUT_STAFF = {
  heading: 'Check out',
  intro: 'Who is collecting? Pick from the people the family allows, then how you checked who they are.',
  open: (name: string) => `Check out ${name}`,
  collector: 'Who is collecting',
  guardian: (name: string) => `${name} (parent or guardian)`,
  adult: (name: string, relationship: string) => `${name} (${relationship})`,
  self: 'Leaves on their own',
  other: 'Someone else',
  otherName: 'Their full name',
  verified: 'How did you check who they are?',
  verifications: {
    'photo-id': 'Photo ID checked',
    'known-to-staff': 'Known to staff',
    'called-guardian': 'Called the parent or guardian',
  },
  confirm: 'Check out',
  cancel: 'Cancel',
  noRules: 'The family has not set who may collect. Do not release: call the parent or guardian.',
  refused: {
    'no-rules': 'The family has not set who may collect. Do not release: call the parent or guardian.',
    'must-not-collect':
      'Do not release. This person is on the family’s “must not collect” list. Keep the participant with staff and call the parent or guardian.',
    'not-listed':
      'Do not release. This person is not on the family’s list. Keep the participant with staff and call the parent or guardian.',
    'not-on-own':
      'Do not release. The family has not allowed leaving alone. Keep the participant with staff and call the parent or guardian.',
  },
  pickVerification: 'Tick how you checked who they are.',
  typeName: 'Type the full name of the person collecting.',
  done: (name: string, to: string) => `${name} checked out to ${to}.`,
  checkedOut: (to: string, time: string) => `Checked out to ${to} at ${time}`,
  queued: (count: number) => `${count} check-out${count === 1 ? '' : 's'} waiting for a connection`,
  overrideHeading: 'Override (director or coordinator)',
  overrideReason: 'Why release to this person? (written reason, at least 10 characters)',
  overrideButton: 'Release anyway',
  overrideOffline: 'An override needs a connection: it cannot be made offline.',
  overrideDone: (name: string, to: string) => `${name} released to ${to} by override. Recorded in the audit log.`,
  refusedLater: (count: number) =>
    `${count} queued check-out${count === 1 ? ' was' : 's were'} refused when it arrived: the family's rules changed. Call the parent or guardian.`,
} as const
