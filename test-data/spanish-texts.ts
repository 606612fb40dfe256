/**
 * The Spanish texts as facts, written out by hand for the tests (like spec-texts.ts): tests never
 * import the code's own copy, so a changed or missing translation fails a test.
 */

export const VALIDATION_ES = {
  firstName: 'El nombre es obligatorio',
  lastName: 'El apellido es obligatorio',
  email: 'Escribe un correo electrónico válido',
  phone: 'Escribe un número de teléfono válido',
  terms: 'Debes aceptar los términos',
  name: 'El nombre es obligatorio',
  message: 'El mensaje debe tener al menos 10 caracteres',
  required: 'Obligatorio',
  unrecognizedField: 'Campo no reconocido',
  tooLong: (max: number) => `Debe tener como máximo ${max} caracteres`,
} as const

export const SUCCESS_ES = {
  register: '¡Gracias por inscribirte! En menos de 24 horas te enviaremos por correo los detalles del próximo grupo.',
  emailSignup: '¡Ya estás en la lista! Revisa tu correo: ahí está tu guía de confianza gratis.',
  contact: '¡Gracias por escribirnos! Te responderemos en menos de 24 horas.',
} as const

export const ERRORS_ES = {
  invalid: 'Algunos campos necesitan atención.',
  malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
  notFound: 'No encontrado',
  tooManyForAddress: 'Demasiados envíos para este correo electrónico. Espera un minuto e inténtalo de nuevo.',
} as const

/** What each form shows in Spanish: heading, submit button, notice titles, success panel. */
export const FORMS_ES = {
  registration: { heading: 'Inscribe a un participante', submit: 'Completar inscripción', submitting: 'Enviando...', successTitle: '¡Inscripción exitosa!', failureTitle: 'No se pudo completar la inscripción', done: '¡Inscripción completa!', again: 'Inscribir a otro participante', notices: 'Notificaciones de inscripción' },
  signup: { heading: 'Recibe tu guía de confianza gratis', submit: 'Recibir la guía gratis', submitting: 'Registrando...', successTitle: '¡Listo!', failureTitle: 'No se pudo completar el registro', done: '¡Gracias!', again: 'Registrar otro correo', notices: 'Notificaciones de registro' },
  contact: { heading: 'Escríbenos', submit: 'Enviar mensaje', submitting: 'Enviando...', successTitle: '¡Mensaje enviado!', failureTitle: 'No se pudo enviar el mensaje', done: '¡Mensaje enviado!', again: 'Enviar otro mensaje', notices: 'Notificaciones de contacto' },
} as const

/** The home page's section headings in Spanish, in page order. */
export const HEADINGS_ES = [
  'Descubre tu potencial de liderazgo',
  'Por qué importa formarse en liderazgo',
  'Cinco principios de liderazgo',
  'Cuatro semanas que cambian tu forma de liderar',
  'Elige tu camino',
  'Inscribe a un participante',
  'Recibe tu guía de confianza gratis',
  'Lo que dice la investigación',
  'Escríbenos',
] as const
