/** Copy of the not-found page. */
export const NOT_FOUND = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
  backLink: 'Go to the home page',
} as const
