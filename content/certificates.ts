import { inEveryLanguage } from './language'

/**
 * The graduation certificate, as the family and anyone checking it read it: the PDF's words, its
 * section on the family's page, and the verification page (`/verify/:code`).
 */
export const CERTIFICATE = inEveryLanguage(
  {
    pdf: {
      title: 'Certificate of Graduation',
      programme: 'VITAL Youth Leadership Bootcamp',
      certifies: 'This certifies that',
      completed: 'completed the four-week leadership bootcamp:',
      principles: 'vision, integrity, teamwork, action and leadership',
      dates: (from: string, to: string) => `${from} to ${to}`,
      code: (code: string) => `Verification code: ${code}`,
      verifyAt: 'Scan the code or open this address to check it:',
      documentTitle: (name: string) => `Certificate of Graduation: ${name}`,
    },
    family: {
      heading: 'Graduation certificate',
      rule: (minimum: number, sessions: number) =>
        `Earned by attending at least ${minimum} of the ${sessions} sessions and taking the leadership check-in at the last session.`,
      earned: (firstName: string) => `${firstName} earned the graduation certificate. Congratulations!`,
      download: 'Download the certificate (PDF)',
      code: (code: string) => `Verification code: ${code}`,
      revoked: 'This certificate was withdrawn. Questions? Reply to any of our emails.',
    },
    verify: {
      title: 'Certificate check',
      name: 'Graduate',
      cohort: 'Bootcamp dates',
      status: 'Status',
      valid: 'Valid: this certificate was issued by the VITAL Youth Leadership Bootcamp.',
      revoked: 'Revoked: this certificate is no longer valid.',
      notFoundTitle: 'No certificate has this code',
      notFoundBody: 'Check the code printed on the certificate, letter by letter.',
      throttledTitle: 'Too many tries',
      throttledBody: 'Please wait a minute, then try again.',
    },
  },
  {
    pdf: {
      title: 'Certificado de Graduación',
      programme: 'Bootcamp de Liderazgo Juvenil VITAL',
      certifies: 'Se certifica que',
      completed: 'completó el bootcamp de liderazgo de cuatro semanas:',
      principles: 'visión, integridad, trabajo en equipo, acción y liderazgo',
      dates: (from: string, to: string) => `Del ${from} al ${to}`,
      code: (code: string) => `Código de verificación: ${code}`,
      verifyAt: 'Escanea el código o abre esta dirección para comprobarlo:',
      documentTitle: (name: string) => `Certificado de Graduación: ${name}`,
    },
    family: {
      heading: 'Certificado de graduación',
      rule: (minimum: number, sessions: number) =>
        `Se obtiene al asistir por lo menos a ${minimum} de las ${sessions} sesiones y hacer la evaluación de liderazgo en la última sesión.`,
      earned: (firstName: string) => `${firstName} obtuvo el certificado de graduación. ¡Felicidades!`,
      download: 'Descargar el certificado (PDF)',
      code: (code: string) => `Código de verificación: ${code}`,
      revoked: 'Este certificado fue retirado. ¿Preguntas? Responde a cualquiera de nuestros correos.',
    },
    verify: {
      title: 'Comprobar un certificado',
      name: 'Graduado',
      cohort: 'Fechas del bootcamp',
      status: 'Estado',
      valid: 'Válido: este certificado lo emitió el Bootcamp de Liderazgo Juvenil VITAL.',
      revoked: 'Revocado: este certificado ya no es válido.',
      notFoundTitle: 'Ningún certificado tiene este código',
      notFoundBody: 'Revisa el código impreso en el certificado, letra por letra.',
      throttledTitle: 'Demasiados intentos',
      throttledBody: 'Espera un minuto y vuelve a intentarlo, por favor.',
    },
  },
)
