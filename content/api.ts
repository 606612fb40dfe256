import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '../contract/responses'
import { inEveryLanguage } from './language'

/**
 * What the API answers a form, in the request's language (Accept-Language, see the README):
 * the success sentence a notice shows, and every refusal a visitor can meet. The console's own
 * messages stay English.
 */
export const API_MESSAGES = inEveryLanguage(
  { success: SUCCESS_MESSAGES, errors: ERROR_MESSAGES },
  {
    success: {
      register: '¡Gracias por inscribirte! En menos de 24 horas te enviaremos por correo los detalles del próximo grupo.',
      emailSignup: '¡Ya estás en la lista! Revisa tu correo: ahí está tu guía de confianza gratis.',
      contact: '¡Gracias por escribirnos! Te responderemos en menos de 24 horas.',
    },
    errors: {
      invalid: 'Algunos campos necesitan atención.',
      malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
      unsupportedMediaType: 'Envía el cuerpo de la solicitud como application/json.',
      tooLarge: 'El cuerpo de la solicitud es demasiado grande.',
      notFound: 'No encontrado',
      methodNotAllowed: 'Método no permitido',
      tooManyRequests: 'Demasiados envíos desde esta conexión. Espera un minuto e inténtalo de nuevo.',
      tooManyForAddress: 'Demasiados envíos para este correo electrónico. Espera un minuto e inténtalo de nuevo.',
      cohortUnavailable: 'Ya no se puede inscribir en este grupo. Elige otro, o deja la opción vacía para el próximo.',
      dailyRegistrationLimit: 'Este correo electrónico ya inscribió a 5 participantes en las últimas 24 horas. Para inscribir a otra persona, contáctanos.',
      challengeFailed: 'Completa la verificación de seguridad e inténtalo de nuevo.',
      challengeUnavailable: 'La verificación no está disponible en este momento. Inténtalo de nuevo en un minuto.',
      forbiddenOrigin: 'Este sitio no puede enviar formularios a esta API.',
      misdirected: 'Este servidor local solo responde en su dirección de loopback.',
      internal: 'Error interno',
    },
  },
)
