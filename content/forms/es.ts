import type { Translation } from '../language'
import type English from './en'

/** Everything a form element shows, in Spanish (see ./en.ts). */

const forms: Translation<typeof English> = {
  registration: {
    eyebrow: 'Inscripción',
    heading: 'Inscribe a un participante',
    intro: 'Reserva un lugar en la próxima cohorte. Te confirmaremos por correo electrónico en menos de 24 horas.',
    labels: {
      firstName: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      age: 'Edad',
      sessionPreference: 'Sesión que prefieres',
      emergencyContact: 'Contacto de emergencia',
      motivation: '¿Por qué quieres participar?',
      cohortId: 'Cohorte',
      parentalConsent: 'Consentimiento de madre, padre o tutor (obligatorio para menores de 18 años)',
      mediaConsent: 'Acepto que las fotos y videos del participante se usen en materiales del programa',
      termsAgreement: 'Acepto los términos y condiciones',
    },
    consentsLegend: 'Consentimientos',
    termsLink: 'términos y condiciones',
    placeholders: {
      sessionPreference: 'Elige una opción de sesión',
      emergencyContact: 'Nombre y número de teléfono',
      motivation: 'Cuéntanos qué esperas lograr en el bootcamp',
    },
    sessions: {
      individual: 'Sesión individual',
      complete: 'Bootcamp completo',
    },
    submit: 'Completar inscripción',
    submitting: 'Enviando...',
    done: {
      title: '¡Inscripción completa!',
      body: 'Gracias por inscribirte. Revisa tu correo: en menos de 24 horas te enviaremos los detalles y los próximos pasos.',
      again: 'Inscribir a otro participante',
      placement: {
        seated: 'Hay un lugar reservado en la cohorte para este participante.',
        waitlisted:
          'Este participante está en la lista de espera, por orden de llegada: la cohorte está completa o da prioridad a las familias que ya estaban en la fila. Si se libera un lugar, te enviaremos por correo un enlace para reclamarlo.',
        interest:
          'Todavía no hay ninguna cohorte abierta: esto guarda un lugar en la fila para la próxima, y cuando abra te escribiremos primero, antes que a nadie.',
      },
    },
    notices: {
      successTitle: '¡Inscripción exitosa!',
      failureTitle: 'No se pudo completar la inscripción',
      failureFallback: 'Hubo un error al enviar tu inscripción. Inténtalo de nuevo.',
    },
  },
  signup: {
    eyebrow: 'Recurso gratis',
    heading: 'Recibe tu guía de confianza gratis',
    intro:
      'Cinco ejercicios prácticos para ganar confianza, y noticias de las próximas cohortes. Sin spam; puedes darte de baja cuando quieras.',
    labels: { email: 'Correo electrónico' },
    placeholders: { email: 'tu@ejemplo.com' },
    submit: 'Recibir la guía gratis',
    submitting: 'Registrando...',
    done: {
      title: '¡Gracias!',
      body: 'Tu guía de confianza va en camino. Revisa tu correo en unos minutos.',
      again: 'Registrar otro correo',
      link: { label: 'Abrir la guía ahora', path: '/es/guide' },
    },
    notices: {
      successTitle: '¡Listo!',
      failureTitle: 'No se pudo completar el registro',
      failureFallback: 'Hubo un error con tu registro. Inténtalo de nuevo.',
    },
  },
  contact: {
    eyebrow: 'Contacto',
    heading: 'Escríbenos',
    intro: '¿Preguntas sobre el programa, los precios o la ayuda financiera? Con gusto te ayudamos.',
    details: { email: 'Correo electrónico', phone: 'Teléfono', location: 'Ubicación' },
    location: 'Centro de Columbus, OH (presencial) y en línea',
    socialHeading: 'Síguenos',
    promise: { title: 'Respuesta rápida garantizada', body: 'Respondemos cada mensaje en menos de 24 horas.' },
    labels: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
    subjects: {
      'program-info': 'Información del programa',
      registration: 'Inscripción',
      pricing: 'Precios',
      scheduling: 'Horarios',
      other: 'Otro',
    },
    placeholders: { subject: 'Elige un asunto', message: '¿Cómo podemos ayudarte?' },
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
    done: {
      title: '¡Mensaje enviado!',
      body: 'Gracias por escribirnos. Respondemos cada mensaje en menos de 24 horas.',
      again: 'Enviar otro mensaje',
    },
    notices: {
      successTitle: '¡Mensaje enviado!',
      failureTitle: 'No se pudo enviar el mensaje',
      failureFallback: 'Hubo un error al enviar tu mensaje. Inténtalo de nuevo.',
    },
  },
  challenge: {
    incomplete: 'Completa la verificación de seguridad e inténtalo de nuevo.',
    unavailable:
      'La verificación de seguridad no se cargó, así que todavía no se puede enviar este formulario. Revisa tu conexión o permite challenges.cloudflare.com en tu bloqueador de contenido y vuelve a cargar la página.',
  },
  honeypotLabel: 'Deja este campo vacío',
  notices: {
    close: 'Cerrar notificación',
    regionLabel: 'Notificaciones',
    pageLabels: {
      'bootcamp-register': 'Notificaciones de inscripción',
      'bootcamp-signup': 'Notificaciones de registro',
      'bootcamp-contact': 'Notificaciones de contacto',
    },
  },
  dialog: {
    close: 'Cerrar',
    noticesLabel: 'Notificaciones del formulario',
    triggers: { registration: 'Inscríbete ahora', signup: 'Recibir la guía gratis', contact: 'Contáctanos' },
  },
  validation: {
    firstName: 'El nombre es obligatorio',
    lastName: 'El apellido es obligatorio',
    email: 'Escribe un correo electrónico válido',
    phone: 'Escribe un número de teléfono válido',
    terms: 'Debes aceptar los términos',
    name: 'El nombre es obligatorio',
    message: 'El mensaje debe tener al menos 10 caracteres',
    required: 'Obligatorio',
    tooLong: (max: number) => `Debe tener como máximo ${max} caracteres`,
    forbiddenCharacters: 'Contiene caracteres no permitidos',
    unrecognizedField: 'Campo no reconocido',
    invalidPartner: 'Socio no válido',
    invalidCohort: 'Elige una cohorte de la lista.',
    invalidCampaignTag: 'Etiqueta de campaña no válida',
  },
}

export default forms
