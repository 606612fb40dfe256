/** One of the site's legal pages as people read it: its title, version and date, then its sections. */
export interface LegalPage {
  title: string
  /**
   * Raised whenever the text changes in substance (what a family agrees to, what is kept, for how
   * long, who sees it); shown at the top with the date it took effect. A change of wording that
   * leaves every meaning as it was (one word used throughout for the same thing, a typo) keeps it.
   */
  version: string
  /** The day this version took effect (YYYY-MM-DD), written out in the page's language. */
  date: string
  intro: string
  sections: readonly { heading: string; paragraphs: readonly string[] }[]
}
