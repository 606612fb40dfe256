import { inEveryLanguage } from './language'

/**
 * The health and safety record on the family page: what the family tells the staff who care for
 * the participant on the day. Short labels, a hint where an example helps, "None" as an answer.
 */
export const HEALTH_RECORD = inEveryLanguage(
  {
    heading: 'Health and safety',
    intro: (firstName: string) =>
      `What the staff caring for ${firstName} should know. Write "None" where nothing applies: a blank answer leaves the record incomplete. Only the bootcamp director and health lead read it.`,
    fields: {
      allergies: 'Allergies',
      allergyActions: 'What to do if there is an allergic reaction',
      conditions: 'Medical conditions',
      medications: 'Medications',
      dietary: 'Dietary needs',
      accessibility: 'Accessibility needs',
      secondContactName: 'Second emergency contact: name and relationship',
      secondContactPhone: 'Second emergency contact: phone',
    },
    carries: {
      carriesEpinephrine: 'Does the participant carry an epinephrine injector (EpiPen) themselves?',
      carriesInhaler: 'Does the participant carry an inhaler themselves?',
      yes: 'Yes',
      no: 'No',
    },
    signedName: (adult: boolean) =>
      adult ? 'Your full name (the participant)' : 'Your full name (parent or guardian)',
    signedNameProblem: 'Type your full name (up to 100 characters).',
    tooLong: (max: number) => `Keep this under ${max} characters.`,
    button: 'Save health record',
    saved: 'Health record saved.',
    complete: 'Complete.',
    incomplete: 'Not complete yet: answer every question (write "None" where nothing applies).',
    lastSaved: (name: string, when: string, version: number) =>
      `Last saved by ${name} on ${when} (version ${version}). Earlier versions are kept.`,
    closed: 'The cohort has ended: the health record can no longer be changed.',
    unavailable: 'The health record cannot be shown right now. Please try again later or write to us.',
    download: 'Download your data including the health record (JSON)',
  },
  {
    heading: 'Salud y seguridad',
    intro: (firstName: string) =>
      `Lo que el personal que cuida a ${firstName} debe saber. Escribe "Ninguna" donde no aplique nada: una respuesta en blanco deja el registro incompleto. Solo la directora o el director del bootcamp y la persona responsable de salud lo leen.`,
    fields: {
      allergies: 'Alergias',
      allergyActions: 'Qué hacer si hay una reacción alérgica',
      conditions: 'Condiciones médicas',
      medications: 'Medicamentos',
      dietary: 'Necesidades de alimentación',
      accessibility: 'Necesidades de accesibilidad',
      secondContactName: 'Segundo contacto de emergencia: nombre y parentesco',
      secondContactPhone: 'Segundo contacto de emergencia: teléfono',
    },
    carries: {
      carriesEpinephrine: '¿El participante lleva consigo un autoinyector de epinefrina (EpiPen)?',
      carriesInhaler: '¿El participante lleva consigo un inhalador?',
      yes: 'Sí',
      no: 'No',
    },
    signedName: (adult: boolean) =>
      adult ? 'Tu nombre completo (el participante)' : 'Tu nombre completo (madre, padre o tutor legal)',
    signedNameProblem: 'Escribe tu nombre completo (hasta 100 caracteres).',
    tooLong: (max: number) => `Usa menos de ${max} caracteres.`,
    button: 'Guardar registro de salud',
    saved: 'Registro de salud guardado.',
    complete: 'Completo.',
    incomplete: 'Aún no está completo: responde todas las preguntas (escribe "Ninguna" donde no aplique nada).',
    lastSaved: (name: string, when: string, version: number) =>
      `Guardado por última vez por ${name} el ${when} (versión ${version}). Las versiones anteriores se conservan.`,
    closed: 'La cohorte ya terminó: el registro de salud ya no se puede cambiar.',
    unavailable: 'El registro de salud no se puede mostrar en este momento. Inténtalo más tarde o escríbenos.',
    download: 'Descargar tus datos con el registro de salud (JSON)',
  },
)

/** The console's words for the health record (staff read English). */
export const HEALTH_RECORD_STAFF = {
  heading: 'Health and safety record',
  show: 'Show health record',
  note: 'Opening it is recorded in the audit log.',
  none: 'The family has not given a health record yet.',
  version: (version: number, name: string, when: string, complete: boolean) =>
    `Version ${version}, given by ${name} on ${when}: ${complete ? 'complete' : 'not complete'}.`,
  earlier: (count: number) => `Earlier versions (${count})`,
  carries: { yes: 'Yes', no: 'No', '': 'Not answered' },
} as const
