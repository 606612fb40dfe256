import type { BootcampTag } from '../widget/public-types'
import { BRAND } from './brand'
import { inEveryLanguage } from './language'

/**
 * Iframe embeds (`/embed/<name>`) for school sites that allow no script, and the embed builder
 * (`/embed`). Names are the element's tag without `bootcamp-`.
 */
export const EMBED_ELEMENTS = {
  register: { tag: 'bootcamp-register', form: true },
  signup: { tag: 'bootcamp-signup', form: true },
  contact: { tag: 'bootcamp-contact', form: true },
  page: { tag: 'bootcamp-page' },
  hero: { tag: 'bootcamp-hero' },
  stats: { tag: 'bootcamp-stats' },
  program: { tag: 'bootcamp-program' },
  schedule: { tag: 'bootcamp-schedule' },
  research: { tag: 'bootcamp-research' },
  footer: { tag: 'bootcamp-footer' },
} as const satisfies Record<
  string,
  { tag: Exclude<BootcampTag, 'bootcamp-nav'>; /** A form: it can open from a button (dialog mode). */ form?: true }
>

/** The frame's own words (its title, the link under it, a broken link's page), in the frame's `lang`. */
export const EMBED = inEveryLanguage(
  {
    titleSuffix: `${BRAND.fullName}`,
    /** What each frame holds, for its title and a screen reader's heading. */
    titles: {
      register: 'Register a participant',
      signup: 'Get the free confidence guide',
      contact: 'Contact the bootcamp',
      page: 'The whole bootcamp site',
      hero: 'About the bootcamp',
      stats: 'The bootcamp in numbers',
      program: 'The programme',
      schedule: 'Schedule and pricing',
      research: 'The research behind it',
      footer: 'Contact details',
    },
    /** Under every embed: the whole site is always one click away, even if the frame is too small. */
    fullSiteLink: `Open the full ${BRAND.name} bootcamp site`,
    invalidHeading: 'This embed link needs fixing',
    invalid: (what: string) =>
      `The link's ${what} is not one we know. Copy the snippet again from the embed builder, or write to ${BRAND.email}.`,
  },
  {
    titleSuffix: `${BRAND.fullName}`,
    titles: {
      register: 'Inscribe a un participante',
      signup: 'Recibe la guía de confianza gratis',
      contact: 'Contacta al bootcamp',
      page: 'Todo el sitio del bootcamp',
      hero: 'Sobre el bootcamp',
      stats: 'El bootcamp en cifras',
      program: 'El programa',
      schedule: 'Horario y precios',
      research: 'La investigación que lo respalda',
      footer: 'Datos de contacto',
    },
    fullSiteLink: `Abrir el sitio completo del bootcamp ${BRAND.name}`,
    invalidHeading: 'Este enlace de inserción necesita corrección',
    invalid: (what: string) =>
      `No reconocemos el valor de ${what} en el enlace. Vuelve a copiar el código desde el generador de inserción o escribe a ${BRAND.email}.`,
  },
)

/** The embed builder at /embed: the first page a new partner school is sent. */
export const BUILDER = {
  title: 'Put the bootcamp on your school site',
  intro:
    'Choose what to show, see it below, then copy one snippet into your site. Use the script snippet where your site allows a script tag, and the iframe snippet where it does not (Google Sites, Wix, many school platforms).',
  legend: 'Your embed',
  element: 'What to show',
  partner: 'Your school’s slug',
  partnerHint:
    'Lower-case letters, digits and dashes, as we agreed with you (for example lincoln-high). It is stored with every submission from your site.',
  mode: 'How the form appears',
  modes: { inline: 'In the page', dialog: 'A button that opens it' },
  modeHint: 'Only the three forms can open from a button.',
  triggerLabel: 'Button text',
  language: 'Language',
  /** The first choice sets no `lang`: the element follows the host page's `<html lang>`. */
  languages: { page: 'Your page’s language', en: 'English', es: 'Español (Spanish)' },
  languageHint:
    'Your page’s language: Spanish if your page is marked Spanish, English otherwise. An iframe cannot see your page’s language, so with that choice it shows English.',
  primary: 'Main colour',
  accent: 'Highlight colour',
  preview: 'Preview',
  snippets: 'Copy it into your site',
  scriptSnippet: 'Script snippet (sites that allow a script tag)',
  iframeSnippet: 'Iframe snippet (sites that allow no script)',
  copyScript: 'Copy the script snippet',
  copyIframe: 'Copy the iframe snippet',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Select the text and copy it by hand.',
  allowedNote: 'Before it works on your site, write to us with your site’s address so we can allow it.',
} as const
