/**
 * The element of the research section that the worker fills with the programme's own figures
 * when a director turned them on and enough participants are counted (worker/results/page.ts);
 * hidden and empty in the build, so the page stays the spec's until then. Its own module, with
 * no imports, so the widget's chunk carries only this name.
 */
export const OWN_RESULTS_ATTRIBUTE = 'data-bootcamp-own-results'
