// A page's first paint waits on no stylesheet: the rules its HTML can use are inlined in its head, and the
// site's stylesheet itself is loaded after that paint by after-first-paint.ts, for what the page's own code
// draws later (a drawer, a step). With the sheet render-blocking, the paint came after the scripts, and
// Lighthouse counted every one of them into the largest paint: 1.0–1.5 s behind a bare Next page on every
// page (issue 39, docs/runs/web.md). The rules are chosen from the build's index (first-paint-index.mjs):
// every rule whose selectors can match the HTML's classes, and the custom properties those rules read.
// Without scripts the inlined rules are all the page needs: nothing is drawn after the server's HTML.
import { type FirstPaintSheets, firstPaintCss, type SheetIndex } from './first-paint-select';

// Next's stylesheet element as React renders it into the head: rel, href, an optional nonce, data-precedence.
const SHEET_LINK =
  /<link rel="stylesheet" href="\/_next\/static\/chunks\/([\w./-]+\.css)"((?: nonce="[^"]*")?) data-precedence="([\w-]*)"\/>/g;

// What React is told to load in the flight data (`:HL["…css","style"]`), where a page's HTML links no sheet: an
// error page (404) is rendered without the root layout's link and got its styles only once the scripts ran.
const SHEET_HINT = /:HL\[\\"\/_next\/static\/chunks\/([\w./-]+\.css)\\",\\"style\\"/g;

// Pages of one kind carry the same classes: their CSS is chosen once (by sheet and classes), up to this many.
const REMEMBERED = 500;
const chosenOf = new WeakMap<SheetIndex, Map<string, string>>();

function cssFor(sheet: SheetIndex, classes: Set<string>): string {
  const chosen = chosenOf.get(sheet) ?? new Map<string, string>();
  chosenOf.set(sheet, chosen);
  const key = [...classes].sort().join(' ');
  let css = chosen.get(key);
  if (css === undefined) {
    css = firstPaintCss(sheet, classes);
    if (chosen.size >= REMEMBERED) chosen.delete(chosen.keys().next().value as string);
    chosen.set(key, css);
  }
  return css;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class an element of the page carries. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** A stylesheet taken out of the head, to be loaded after the first paint: its address and React's precedence. */
export type DeferredSheet = [href: string, precedence: string];

/**
 * The page with each indexed stylesheet of its head replaced by the part of it the page uses, and those
 * sheets; a sheet the index does not know, or the one the browser already holds (`held`), stays where it was.
 */
export function withFirstPaintCss(html: string, sheets: FirstPaintSheets, held = ''): { html: string; deferred: DeferredSheet[] } {
  let classes: Set<string> | undefined;
  const deferred: DeferredSheet[] = [];
  const rewritten = html.replace(SHEET_LINK, (link, name: string, nonce: string, precedence: string) => {
    const sheet = sheets[name];
    if (!sheet || name === held) return link;
    classes ??= classesOf(html);
    const css = cssFor(sheet, classes);
    // A rule's text cannot end the style element early; the sheet stays as it was if one would.
    if (/<\/style/i.test(css)) return link;
    deferred.push([`/_next/static/chunks/${name}`, precedence]);
    return `<style data-first-paint="${name}"${nonce}>${css}</style>`;
  });
  if (rewritten !== html || !rewritten.includes('</head>')) return { html: rewritten, deferred };
  // No sheet linked: the sheets React will be told to load, inlined the same way, at the end of the head.
  const hinted = [...new Set([...html.matchAll(SHEET_HINT)].map(([, name]) => name))].filter((name) => sheets[name] && name !== held);
  classes ??= classesOf(html);
  const nonce = /<script[^>]* nonce="([^"]*)"/.exec(html)?.[1];
  let styles = '';
  for (const name of hinted) {
    const css = cssFor(sheets[name], classes);
    if (/<\/style/i.test(css)) continue;
    deferred.push([`/_next/static/chunks/${name}`, 'next']);
    styles += `<style data-first-paint="${name}"${nonce ? ` nonce="${nonce}"` : ''}>${css}</style>`;
  }
  return { html: html.replace('</head>', `${styles}</head>`), deferred };
}
