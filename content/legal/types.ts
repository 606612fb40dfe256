/** One of the site's legal pages as people read it: its title, version and date, then its sections. */
export interface LegalPage {
  title: string
  /** Raised whenever the text changes in substance; shown at the top with the date it took effect. */
  version: string
  /** The day this version took effect (YYYY-MM-DD), written out in the page's language. */
  date: string
  intro: string
  sections: readonly { heading: string; paragraphs: readonly string[] }[]
}
