import type { ErrorKey, SuccessKey } from '../contract/responses'
import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * What the API answers a form, in the request's language (Accept-Language, see docs/api.md):
 * the success sentence a notice shows, and every refusal a visitor can meet. The console's own
 * messages stay English.
 */
export const API_MESSAGES = inEveryLanguage(
  {
    success: {
      register: "Thank you for registering! We'll email you the details for the next cohort within 24 hours.",
      emailSignup: "You're on the list! Check your inbox for your free confidence guide.",
      contact: "Thanks for reaching out! We'll reply within 24 hours.",
    } satisfies Record<SuccessKey, string>,
    errors: {
      invalid: 'Some fields need attention.',
      malformedJson: 'The request body is not valid JSON.',
      unsupportedMediaType: 'Send the request body as application/json.',
      tooLarge: 'The request body is too large.',
      notFound: 'Not found',
      methodNotAllowed: 'Method not allowed',
      tooManyRequests: 'Too many submissions from this connection. Please wait a minute and try again.',
      tooManyForAddress: 'Too many submissions for this email address. Please wait a minute and try again.',
      cohortUnavailable:
        'This cohort is not open for registration any more. Choose another, or leave the choice empty for the next one.',
      dailyRegistrationLimit:
        'This email address has registered 5 participants in the last 24 hours. To register another, please contact us.',
      challengeFailed: 'Please complete the verification challenge and try again.',
      challengeNeedsScript: `This form checks that you are a person with a small script, which did not run in your browser. Please turn on JavaScript for this page, or write to us at ${BRAND.email}.`,
      challengeUnavailable: 'Verification is unavailable right now. Please try again in a minute.',
      forbiddenOrigin: 'This site may not send forms to this API.',
      misdirected: 'This local server answers on its loopback address only.',
      badSignature: 'The webhook signature is missing, wrong or too old.',
      internal: 'Internal error',
    } satisfies Record<ErrorKey, string>,
  },
  {
    success: {
      register:
        '¡Gracias por inscribirte! En menos de 24 horas te enviaremos por correo los detalles de la próxima cohorte.',
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
      cohortUnavailable:
        'Ya no se puede inscribir en esta cohorte. Elige otra, o deja la opción vacía para la próxima.',
      dailyRegistrationLimit:
        'Este correo electrónico ya inscribió a 5 participantes en las últimas 24 horas. Para inscribir a otra persona, contáctanos.',
      challengeFailed: 'Completa la verificación de seguridad e inténtalo de nuevo.',
      challengeNeedsScript: `Este formulario comprueba que eres una persona con un pequeño script, que no se ejecutó en tu navegador. Activa JavaScript para esta página o escríbenos a ${BRAND.email}.`,
      challengeUnavailable: 'La verificación no está disponible en este momento. Inténtalo de nuevo en un minuto.',
      forbiddenOrigin: 'Este sitio no puede enviar formularios a esta API.',
      misdirected: 'Este servidor local solo responde en su dirección de loopback.',
      badSignature: 'La firma del webhook falta, es incorrecta o es demasiado antigua.',
      internal: 'Error interno',
    },
  },
)
