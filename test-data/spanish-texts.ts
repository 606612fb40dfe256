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
  register:
    '¡Gracias por inscribirte! En menos de 24 horas te enviaremos por correo los detalles de la próxima cohorte.',
  emailSignup: '¡Ya estás en la lista! Revisa tu correo: ahí está tu guía de confianza gratis.',
  contact: '¡Gracias por escribirnos! Te responderemos en menos de 24 horas.',
} as const

export const ERRORS_ES = {
  invalid: 'Algunos campos necesitan atención.',
  malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
  notFound: 'No encontrado',
  tooManyForAddress: 'Demasiados envíos para este correo electrónico. Espera un minuto e inténtalo de nuevo.',
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

/** The /es page's texts section by section (the Spanish twin of content.spec.ts's list). */
export const SECTIONS_ES: Record<string, string[]> = {
  nav: ['VITAL', 'Programa', 'Horario', 'Precios', 'Contacto'],
  hero: [
    'Descubre tu potencial de liderazgo',
    'Inscríbete ahora',
    'Más información',
    '$106.6 mil M',
    'Mercado de liderazgo en 2024',
    '75%',
    'Mejores resultados de liderazgo',
  ],
  stats: [
    '$238 mil M',
    'Mercado mundial para 2035',
    'Éxito de jóvenes con mentores',
    'Más probabilidades de ocupar puestos de liderazgo',
    '45%',
    'Talleres prácticos',
    'El método más eficaz',
    '1800 M',
    'Jóvenes',
  ],
  program: [
    'Visión',
    'Integridad',
    'Trabajo en equipo',
    'Acción',
    'Liderazgo',
    'Basado en evidencia',
    '85%',
    'Mejor desempeño',
    'Más confianza',
    'Impacto en la comunidad',
  ],
  schedule: [
    'Programa de cuatro semanas',
    'Sábados de 10 a.m. a 2 p.m.',
    'Sesiones intensivas de 4 horas',
    'opciones presenciales y virtuales',
    'De 13 a 22 años',
    'La próxima cohorte empieza el 15 de febrero de 2025',
  ],
  pricing: [
    'Por sesión',
    '$50-75',
    'Una sesión de 4 horas',
    'Todos los materiales incluidos',
    'Almuerzo y refrigerios',
    'Elegir sesión',
    'Bootcamp completo',
    'MEJOR VALOR',
    '$200',
    'Las 4 sesiones',
    'Evaluación personal de liderazgo',
    'Certificado de graduación',
    '30 días de acompañamiento posterior',
    'Ahorra más de $100',
    'Inscribirme al bootcamp',
    'Inscripción anticipada',
    'Inscríbete antes del 1 de febrero y ahorra $30',
    'Tarifa de grupo',
    '3 o más amigos que se inscriben juntos reciben un 15% de descuento',
    'Ayuda financiera',
  ],
  registration: [
    'Nombre',
    'Apellido',
    'Correo electrónico',
    'Teléfono',
    'Edad',
    'Sesión que prefieres',
    'Contacto de emergencia',
    'Consentimiento de madre, padre o tutor (obligatorio para menores de 18 años)',
  ],
  research: ['Evidencia de investigación', 'Impacto del programa', 'Buenas prácticas', '85%'],
  contact: [
    'Respuesta rápida garantizada',
    'Respondemos cada mensaje en menos de 24 horas.',
    'hello@vitalbootcamp.org',
    '(614) 555-0142',
    'Instagram',
  ],
  footer: [
    'Enlaces rápidos',
    'Preguntas frecuentes',
    'Política de privacidad',
    'Términos del servicio',
    'Accesibilidad',
  ],
}

/** The Spanish form controls' option texts. */
export const OPTIONS_ES = {
  sessions: [
    ['', 'Elige una opción de sesión'],
    ['individual', 'Sesión individual ($50-75)'],
    ['complete', 'Bootcamp completo ($200)'],
  ],
  subjects: [
    ['', 'Elige un asunto'],
    ['program-info', 'Información del programa'],
    ['registration', 'Inscripción'],
    ['pricing', 'Precios'],
    ['scheduling', 'Horarios'],
    ['other', 'Otro'],
  ],
} as const
