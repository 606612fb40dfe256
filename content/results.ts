import { formatsFor } from './format'
import { inEveryLanguage, LOCALES, type Language } from './language'

const signed = (language: Language, value: number) =>
  value.toLocaleString(LOCALES[language], {
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  })

/** The programme's own figures beside the research statements: n, the method and the date, in every language. */
export const OWN_RESULTS = inEveryLanguage(
  {
    figures: (n: number, changes: string, asOf: string) =>
      `Our own figures: ${n} Complete Bootcamp participants rated themselves, on average, ${changes} on a scale of 1 to 5 (retrospective pre/post self-assessment at the last session; n = ${n}; as of ${asOf}).`,
    change: (principle: string, value: number) => `${signed('en', value)} in ${principle}`,
    principles: {
      vision: 'vision',
      integrity: 'integrity',
      teamwork: 'teamwork',
      action: 'action',
      leadership: 'leadership',
    },
    date: (day: string) => formatsFor('en').date(day),
  },
  {
    figures: (n: number, changes: string, asOf: string) =>
      `Nuestras propias cifras: ${n} participantes del Bootcamp Completo se calificaron, en promedio, ${changes} en una escala de 1 a 5 (autoevaluación retrospectiva antes y después, en la última sesión; n = ${n}; al ${asOf}).`,
    change: (principle: string, value: number) => `${signed('es', value)} en ${principle}`,
    principles: {
      vision: 'visión',
      integrity: 'integridad',
      teamwork: 'trabajo en equipo',
      action: 'acción',
      leadership: 'liderazgo',
    },
    date: (day: string) => formatsFor('es').date(day),
  },
)
