import { LOCALES, type Language } from './language'

/**
 * Prices, figures and dates, written the way each language writes them (Intl, en-US and
 * es-US). Build-time sections and the emails use all of it; the browser only the prices of the
 * session select.
 */
export function formatsFor(language: Language) {
  const locale = LOCALES[language]
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  return {
    /** "$200" */
    price: (amount: number) => dollars.format(amount),
    /** "$144.50": an amount owed or paid, in integer cents, always with its cents. */
    cents: (amountCents: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
        amountCents / 100,
      ),
    /** "$50-75": the spec's way, one currency sign. */
    priceRange: (from: number, to: number) => `${dollars.format(from)}-${number.format(to)}`,
    /** "$238B", "1.8B"; in Spanish "238 mil M". */
    compact: (amount: number, currency = false) =>
      new Intl.NumberFormat(locale, {
        notation: 'compact',
        maximumSignificantDigits: 4,
        ...(currency ? { style: 'currency', currency: 'USD' } : {}),
      }).format(amount),
    /** "75%" */
    percent: (share: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(share),
    /** "February 15, 2025" / "15 de febrero de 2025" */
    date: (isoDate: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate)),
    /** "February 1st" / "1 de febrero" */
    dayOfMonth: (isoDate: string) => {
      const date = new Date(isoDate)
      const written = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
      return language === 'en'
        ? written + ORDINAL_SUFFIX[new Intl.PluralRules(locale, { type: 'ordinal' }).select(date.getUTCDate())]
        : written
    },
  }
}

const ORDINAL_SUFFIX = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
} as const satisfies Record<Intl.LDMLPluralRule, string>
