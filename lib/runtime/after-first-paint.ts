// The site's stylesheet and the build's scripts load once the page has painted its content (issue 39).
// Next's <script async> elements and the sheet first-paint.ts took out of the head are listed on one inline
// script, last in the body, which asks for them when the browser reports the first contentful paint and a
// frame has passed (where it cannot say, after the next frame; at once in a tab that is not shown or on a
// page that shows nothing before its scripts; after 3 s at the latest). Loaded with the page, the scripts
// arrived before the first frame on this machine and ran ahead of it, and Lighthouse, which models the
// paint from what was fetched and run before it, put every script into the largest paint (docs/runs/web.md). The cost: the scripts are no longer fetched while the
// HTML is parsed but from the first paint on, so hydration comes that much later (a round trip on a phone's
// network; components/layout/shell-client.tsx marks <html> data-hydrated when it has). The stylesheet goes
// into the head as React rendered it (data-precedence), so React adopts it.
// Once the sheet has loaded, the cookie SHEET_COOKIE names it: the browser holds it from then on, and the next
// page links it as Next rendered it instead of carrying its rules again (first-paint-response.ts); that page
// waits for the sheet from the browser's cache, as every page did before.
import type { DeferredSheet } from './first-paint';

/** The cookie naming the site's stylesheet the browser has loaded (its file name, content-hashed by the build); a year. */
export const SHEET_COOKIE = 'sheet';

// A child of the body that shows something. A body without one paints nothing until the scripts render it: Next sends a
// page whose notFound() came from its data (a news item that does not exist) as the flight alone, and waiting for its
// paint held its scripts for the 3 s fallback. One :not() per kind: older browsers take no list inside it.
const SHOWN = 'body>:not(script):not([hidden]):not(template):not(noscript)';

// Next's scripts as React renders them: src, then async and the nonce in either order.
const BUILD_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)"((?: async=""| nonce="[^"]*"){1,2})><\/script>/g;
const NONCE = / nonce="[^"]*"/;
// Next's own early fetch of its bootstrap script, which the list below starts with the rest.
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="low")?(?: nonce="[^"]*")? href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g;

/** Loads what its data-boot lists after the first contentful paint. Constant text: a kept page's policy names it by one hash. */
export const AFTER_FIRST_PAINT = [
  '(function(d,me){',
  "var boot=JSON.parse(me.getAttribute('data-boot')),nonce=me.nonce,started=false;",
  'function start(){if(started)return;started=true;',
  "boot.sheets.forEach(function(sheet){var l=d.createElement('link');l.rel='stylesheet';l.href=sheet[0];l.setAttribute('data-precedence',sheet[1]);l.nonce=nonce;",
  `l.onload=function(){d.cookie='${SHEET_COOKIE}='+sheet[0].split('/').pop()+';path=/;max-age=31536000;samesite=lax'+(location.protocol==='https:'?';secure':'')};`,
  'd.head.appendChild(l)});',
  "boot.scripts.forEach(function(src){var s=d.createElement('script');s.src=src;s.async=true;s.nonce=nonce;d.head.appendChild(s)})}",
  'function soon(){requestAnimationFrame(function(){setTimeout(start,0)})}',
  'var P=window.PerformanceObserver;',
  `if(d.visibilityState!=='visible'||!d.querySelector('${SHOWN}'))return start();`,
  "d.addEventListener('visibilitychange',start);",
  'setTimeout(start,3000);',
  "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return soon();",
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();soon()}}).observe({type:'paint',buffered:true})",
  "})(document,document.querySelector('script[data-boot]'))",
].join('');

/**
 * The page without the build's scripts (nor Next's preload of one), and with AFTER_FIRST_PAINT last in its body (with the nonce of the
 * page's scripts) to load them and `sheets` after its first paint; a page with neither as it was.
 */
export function withScriptsAfterFirstPaint(html: string, sheets: DeferredSheet[] = []): string {
  let nonce = NONCE.exec(html)?.[0] ?? '';
  const scripts: string[] = [];
  const rest = html
    .replace(BUILD_SCRIPT, (tag, src: string, attributes: string) => {
      nonce = NONCE.exec(attributes)?.[0] ?? nonce;
      scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, '');
  const end = rest.lastIndexOf('</body>');
  if (end < 0 || (!scripts.length && !sheets.length)) return html;
  // Addresses of the build's files ([\w./-]) and React's precedence ([\w-]), so nothing needs escaping inside the quotes.
  const boot = JSON.stringify({ sheets, scripts });
  return `${rest.slice(0, end)}<script${nonce} data-boot='${boot}'>${AFTER_FIRST_PAINT}</script>${rest.slice(end)}`;
}
