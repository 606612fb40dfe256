import { BRAND } from '../brand'
import { inEveryLanguage } from '../language'

/** What every legal page (/terms, /privacy, /accessibility) says around its own text. */
export const LEGAL_FRAME = inEveryLanguage(
  {
    versionLine: (version: string, date: string) => `Version ${version}, in effect from ${date}.`,
    otherPages: 'Also read',
    homeLink: `Back to the ${BRAND.name} bootcamp site`,
    titles: { terms: 'Terms of Service', privacy: 'Privacy Policy', accessibility: 'Accessibility' },
  },
  {
    versionLine: (version: string, date: string) => `Versión ${version}, vigente desde el ${date}.`,
    otherPages: 'Lee también',
    homeLink: `Volver al sitio del bootcamp ${BRAND.name}`,
    titles: { terms: 'Términos del servicio', privacy: 'Política de privacidad', accessibility: 'Accesibilidad' },
  },
)
