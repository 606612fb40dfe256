import { BRAND } from '../brand'
import { inEveryLanguage } from '../language'
import type { LegalPage } from './types'

/**
 * `/accessibility`: the conformance report (ACCESSIBILITY.md) as families and schools read it.
 * Its version and date are the report's; when the report changes, this page changes with it.
 */
export const ACCESSIBILITY = inEveryLanguage<LegalPage>(
  {
    title: 'Accessibility',
    version: '2026-11-22',
    date: 'November 22, 2026',
    intro: `We want everyone to be able to read about the ${BRAND.name} bootcamp and register for it, whatever device, browser or assistive technology they use.`,
    sections: [
      {
        heading: 'The standard we meet',
        paragraphs: [
          'This site, the registration, guide and contact forms on it and on partner schools’ sites, and the pages we send families to conform to WCAG 2.1 Level AA and the WCAG 2.2 additions, with one exception: a notice shown after a form is sent disappears after 5 seconds, as the product specifies. It pauses while hovered or focused, and nothing is lost when it goes: errors stay under their fields, and a form that was sent shows a panel that stays.',
        ],
      },
      {
        heading: 'How it is checked',
        paragraphs: [
          'Every change is tested automatically in a real browser at phone and desktop widths, in English and Spanish: with axe-core, an HTML validator, the keyboard alone, the accessibility tree screen readers read, and with script turned off. Screenshots are reviewed at 320, 375, 768 and 1280 pixels.',
          'It has not yet been checked by hand with NVDA, JAWS, VoiceOver or TalkBack; that is the next step, and what it finds will be published here.',
        ],
      },
      {
        heading: 'The full report',
        paragraphs: [
          'The criterion-by-criterion conformance report (in the shape of a VPAT 2.5) is ACCESSIBILITY.md in the site’s code. Partner schools can ask us for a copy to file with their district.',
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: [
          `Write to ${BRAND.email} with the subject "Accessibility", or call ${BRAND.phone}. Tell us which page or school site, what you tried to do and what happened. We answer within 2 business days and tell you when it is fixed; meanwhile we will register you or answer your question by email or phone.`,
        ],
      },
    ],
  },
  {
    title: 'Accesibilidad',
    version: '2026-11-22',
    date: '22 de noviembre de 2026',
    intro: `Queremos que todas las personas puedan conocer el bootcamp ${BRAND.name} e inscribirse, con cualquier dispositivo, navegador o tecnología de apoyo.`,
    sections: [
      {
        heading: 'El estándar que cumplimos',
        paragraphs: [
          'Este sitio, los formularios de inscripción, de la guía y de contacto (aquí y en los sitios de las escuelas asociadas) y las páginas a las que enviamos a las familias cumplen las WCAG 2.1 nivel AA y los criterios añadidos en las WCAG 2.2, con una excepción: el aviso que aparece al enviar un formulario desaparece a los 5 segundos, como indica el producto. Se detiene mientras el puntero o el foco están sobre él, y no se pierde nada cuando se va: los errores siguen bajo sus campos y un formulario enviado muestra un panel que se queda.',
        ],
      },
      {
        heading: 'Cómo se comprueba',
        paragraphs: [
          'Cada cambio se prueba automáticamente en un navegador real, en anchos de teléfono y de escritorio, en inglés y en español: con axe-core, un validador de HTML, solo con el teclado, con el árbol de accesibilidad que leen los lectores de pantalla y sin script. Las capturas se revisan a 320, 375, 768 y 1280 píxeles.',
          'Aún no se ha comprobado a mano con NVDA, JAWS, VoiceOver o TalkBack; es el siguiente paso y publicaremos aquí lo que encontremos.',
        ],
      },
      {
        heading: 'El informe completo',
        paragraphs: [
          'El informe de conformidad criterio por criterio (con la forma de un VPAT 2.5) es el archivo ACCESSIBILITY.md del código del sitio. Las escuelas asociadas pueden pedirnos una copia para su distrito.',
        ],
      },
      {
        heading: 'Informa de una barrera',
        paragraphs: [
          `Escribe a ${BRAND.email} con el asunto «Accesibilidad» o llama al ${BRAND.phone}. Cuéntanos en qué página o sitio escolar, qué intentabas hacer y qué pasó. Respondemos en 2 días hábiles y te avisamos cuando esté resuelto; mientras tanto, te inscribimos o respondemos tu pregunta por correo o por teléfono.`,
        ],
      },
    ],
  },
)
