/**
 * The home pages' one inline script (`/`, `/es`): it adds the loader once the page's first
 * contentful paint has been presented. A `<script src>` in the HTML is fetched and run while the
 * pre-rendered page is still being painted, and a phone (Lighthouse's simulation of one among
 * them) then waits for its download and its run before it shows the hero: measured, +270 ms of
 * Largest Contentful Paint against the same page without it. The page reads without script, so
 * nothing is lost while the loader comes a moment later.
 *
 * Any paint entry will do (first paint or first contentful paint, which come together here). A tab
 * loaded in the background reports no paint: it loads the loader at once, or as soon as it is
 * hidden, and so does a browser that reports no paint within 3 s (one without paint timing
 * ignores the observer). The worker allows exactly this text by its hash
 * (worker/pages/home-script.ts): the site's policy still runs no other inline script.
 */
function scriptsAfterPaint(sources: readonly string[]): string {
  const added = sources
    .map((source) => `s=document.createElement('script');s.type='module';s.src='${source}';document.head.append(s);`)
    .join('')
  return [
    `(function(){var done=0;function load(){if(done)return;done=1;var s;${added}}`,
    "if(document.hidden)return load();addEventListener('visibilitychange',load);setTimeout(load,3e3);",
    "new PerformanceObserver(load).observe({type:'paint',buffered:true})})()",
  ].join('')
}

export const LOADER_AFTER_PAINT = scriptsAfterPaint(['/bootcamp.js'])

/**
 * The iframe pages' one inline script (`/embed/<name>`): the loader and the frame's own script
 * (embed-frame.js: its height and events to the partner's page), after the frame's first paint,
 * as on the home pages. The frame's element is in its HTML already and its form posts without them.
 */
export const EMBED_SCRIPTS_AFTER_PAINT = scriptsAfterPaint(['/bootcamp.js', '/embed-frame.js'])
