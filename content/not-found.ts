import { inEveryLanguage } from './language'

/** Copy of the not-found page. */
export const NOT_FOUND = inEveryLanguage(
  {
    title: '404 Page Not Found',
    hint: 'Did you forget to add the page to the router?',
    backLink: 'Go to the home page',
  },
  {
    title: '404: página no encontrada',
    hint: 'Es posible que el enlace esté mal escrito o que la página ya no exista.',
    backLink: 'Ir a la página de inicio',
  },
)
