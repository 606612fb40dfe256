import type { ConsentKind } from '../contract/consents'
import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * Each consent text's version. Changing a text means raising its version here: every family
 * whose record is on an older version is asked again on its page, and the console's roster shows
 * them as "old version" until they agree. A record keeps the exact words it agreed to.
 */
export const CONSENT_VERSIONS = {
  participation: 1,
  'emergency-treatment': 1,
  media: 1,
  evaluation: 1,
} as const satisfies Record<ConsentKind, number>

/**
 * The consents on the family's page: each kind's text as a parent or guardian reads it (under
 * 18) and as an adult participant reads it (18 and over), and the words around them.
 * Participation's guardian text is the one families agreed to before the consents were split.
 */
export const CONSENTS = inEveryLanguage(
  {
    heading: 'Consents',
    introGuardian: (firstName: string) =>
      `${firstName} is under 18, so a parent or legal guardian gives these consents. The first two are needed before the first session; photos and surveys are your choice and can be withdrawn at any time.`,
    introParticipant:
      'You are 18 or over, so you give these consents yourself. The first two are needed before the first session; photos and surveys are your choice and can be withdrawn at any time.',
    titles: {
      participation: 'Taking part',
      'emergency-treatment': 'Emergency medical treatment',
      media: 'Photos and video',
      evaluation: 'Evaluation surveys',
    },
    guardianTexts: {
      participation: (firstName: string) =>
        `I am ${firstName}'s parent or legal guardian. I agree to ${firstName} taking part in the four sessions of the VITAL Youth Leadership Bootcamp, and I understand that staff will contact me at this email address about it.`,
      'emergency-treatment': (firstName: string) =>
        `If ${firstName} needs urgent medical care during a session and I cannot be reached, I authorise the bootcamp's staff to call emergency services and to agree to the emergency treatment a doctor advises, and to give the medical team ${firstName}'s emergency contact.`,
      media: (firstName: string) =>
        `I agree that photos and videos of ${firstName} taken at the bootcamp may be used in the programme's materials (its website, social media and printed leaflets). I can withdraw this at any time on this page; from then on no new photo of ${firstName} is used.`,
      evaluation: (firstName: string) =>
        `I agree that ${firstName}'s answers to the programme's evaluation surveys count in its results, reported only as totals that name no one. Without this, ${firstName} can still take the assessment and earn the certificate. I can withdraw this at any time on this page.`,
    },
    participantTexts: {
      participation: () =>
        'I am 18 or over. I agree to take part in the four sessions of the VITAL Youth Leadership Bootcamp, and I understand that staff will contact me at this email address about it.',
      'emergency-treatment': () =>
        "If I need urgent medical care during a session and cannot decide for myself, I authorise the bootcamp's staff to call emergency services and to agree to the emergency treatment a doctor advises, and to give the medical team my emergency contact.",
      media: () =>
        "I agree that photos and videos of me taken at the bootcamp may be used in the programme's materials (its website, social media and printed leaflets). I can withdraw this at any time on this page; from then on no new photo of me is used.",
      evaluation: () =>
        "I agree that my answers to the programme's evaluation surveys count in its results, reported only as totals that name no one. Without this I can still take the assessment and earn the certificate. I can withdraw this at any time on this page.",
    },
    needed: 'Needed before the first session.',
    optional: 'Your choice.',
    ended:
      'This registration has ended, so no consent is needed. Consents for photos and surveys can still be withdrawn here.',
    over: 'The bootcamp is over, so no consent is needed any more. Consents for photos and surveys can still be withdrawn here.',
    notGiven: 'Not given.',
    givenBy: (name: string, relationship: string, date: string) => `Given by ${name} (${relationship}) on ${date}.`,
    givenBySelf: (name: string, date: string) => `Given by ${name} on ${date}.`,
    givenOnForm: (date: string) => `Given with the box on the registration form on ${date}.`,
    outdated: (date: string) =>
      `The text changed after it was agreed to on ${date}. Please read it again and agree to the new text.`,
    withdrawn: (date: string) => `Withdrawn on ${date}.`,
    guardianName: 'Your full name',
    participantName: 'Type your full name to sign',
    relationship: 'Your relationship to the participant',
    relationships: { parent: 'Parent', guardian: 'Legal guardian' },
    agree: 'I agree',
    withdraw: 'Withdraw this consent',
    saved: 'Saved.',
    withdrawnSaved: 'Withdrawn. Our staff see it within a minute.',
    nameProblem: 'Type your full name (up to 100 characters).',
    ownNameProblem: (fullName: string) => `Type your own name as registered: ${fullName}.`,
    guardianOnly:
      'The participant is under 18: a parent or legal guardian gives this consent, with their own name and relationship.',
    participantOnly:
      'The participant is 18 or over and gives this consent themselves: a parent or guardian cannot give it for them.',
    notWithdrawable: `This consent cannot be withdrawn here: to stop taking part, cancel the registration below, or write to ${BRAND.email}.`,
  },
  {
    heading: 'Consentimientos',
    introGuardian: (firstName: string) =>
      `${firstName} es menor de 18 años, así que su madre, padre o tutor legal da estos consentimientos. Los dos primeros son necesarios antes de la primera sesión; las fotos y las encuestas son opcionales y se pueden retirar en cualquier momento.`,
    introParticipant:
      'Tienes 18 años o más, así que das estos consentimientos tú mismo. Los dos primeros son necesarios antes de la primera sesión; las fotos y las encuestas son opcionales y se pueden retirar en cualquier momento.',
    titles: {
      participation: 'Participación',
      'emergency-treatment': 'Atención médica de emergencia',
      media: 'Fotos y video',
      evaluation: 'Encuestas de evaluación',
    },
    guardianTexts: {
      participation: (firstName: string) =>
        `Soy la madre, el padre o el tutor legal de ${firstName}. Acepto que ${firstName} participe en las cuatro sesiones del Campamento de Liderazgo Juvenil VITAL, y entiendo que el equipo me escribirá a este correo sobre ello.`,
      'emergency-treatment': (firstName: string) =>
        `Si ${firstName} necesita atención médica urgente durante una sesión y no se me puede localizar, autorizo al equipo del campamento a llamar a los servicios de emergencia y a aceptar el tratamiento de emergencia que indique un médico, y a dar al equipo médico el contacto de emergencia de ${firstName}.`,
      media: (firstName: string) =>
        `Acepto que las fotos y videos de ${firstName} tomados en el campamento se usen en los materiales del programa (su sitio web, redes sociales y folletos impresos). Puedo retirarlo en cualquier momento en esta página; desde entonces no se usa ninguna foto nueva de ${firstName}.`,
      evaluation: (firstName: string) =>
        `Acepto que las respuestas de ${firstName} a las encuestas de evaluación del programa cuenten en sus resultados, que se publican solo como totales sin nombres. Sin esto, ${firstName} puede hacer la evaluación y obtener el certificado igualmente. Puedo retirarlo en cualquier momento en esta página.`,
    },
    participantTexts: {
      participation: () =>
        'Tengo 18 años o más. Acepto participar en las cuatro sesiones del Campamento de Liderazgo Juvenil VITAL, y entiendo que el equipo me escribirá a este correo sobre ello.',
      'emergency-treatment': () =>
        'Si necesito atención médica urgente durante una sesión y no puedo decidir por mí mismo, autorizo al equipo del campamento a llamar a los servicios de emergencia y a aceptar el tratamiento de emergencia que indique un médico, y a dar al equipo médico mi contacto de emergencia.',
      media: () =>
        'Acepto que las fotos y videos míos tomados en el campamento se usen en los materiales del programa (su sitio web, redes sociales y folletos impresos). Puedo retirarlo en cualquier momento en esta página; desde entonces no se usa ninguna foto nueva mía.',
      evaluation: () =>
        'Acepto que mis respuestas a las encuestas de evaluación del programa cuenten en sus resultados, que se publican solo como totales sin nombres. Sin esto puedo hacer la evaluación y obtener el certificado igualmente. Puedo retirarlo en cualquier momento en esta página.',
    },
    needed: 'Necesario antes de la primera sesión.',
    optional: 'Opcional.',
    ended:
      'Esta inscripción terminó, así que no hace falta ningún consentimiento. Los consentimientos de fotos y encuestas todavía se pueden retirar aquí.',
    over: 'El bootcamp terminó, así que ya no hace falta ningún consentimiento. Los consentimientos de fotos y encuestas todavía se pueden retirar aquí.',
    notGiven: 'No dado.',
    givenBy: (name: string, relationship: string, date: string) => `Dado por ${name} (${relationship}) el ${date}.`,
    givenBySelf: (name: string, date: string) => `Dado por ${name} el ${date}.`,
    givenOnForm: (date: string) => `Dado con la casilla del formulario de inscripción el ${date}.`,
    outdated: (date: string) =>
      `El texto cambió después de aceptarlo el ${date}. Por favor, léelo de nuevo y acepta el texto nuevo.`,
    withdrawn: (date: string) => `Retirado el ${date}.`,
    guardianName: 'Tu nombre completo',
    participantName: 'Escribe tu nombre completo para firmar',
    relationship: 'Tu relación con el participante',
    relationships: { parent: 'Madre o padre', guardian: 'Tutor legal' },
    agree: 'Acepto',
    withdraw: 'Retirar este consentimiento',
    saved: 'Guardado.',
    withdrawnSaved: 'Retirado. Nuestro equipo lo ve en menos de un minuto.',
    nameProblem: 'Escribe tu nombre completo (hasta 100 caracteres).',
    ownNameProblem: (fullName: string) => `Escribe tu propio nombre tal como está inscrito: ${fullName}.`,
    guardianOnly:
      'El participante es menor de 18 años: este consentimiento lo da su madre, padre o tutor legal, con su propio nombre y relación.',
    participantOnly:
      'El participante tiene 18 años o más y da este consentimiento él mismo: su madre, padre o tutor no puede darlo por él.',
    notWithdrawable: `Este consentimiento no se puede retirar aquí: para dejar de participar, cancela la inscripción abajo, o escríbenos a ${BRAND.email}.`,
  },
)
