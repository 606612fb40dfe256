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
export const LOADER_AFTER_PAINT = [
  "(function(){var done=0;function load(){if(done)return;done=1;var s=document.createElement('script');",
  "s.type='module';s.src='/bootcamp.js';document.head.append(s)}",
  "if(document.hidden)return load();addEventListener('visibilitychange',load);setTimeout(load,3e3);",
  "new PerformanceObserver(load).observe({type:'paint',buffered:true})})()",
].join('')
