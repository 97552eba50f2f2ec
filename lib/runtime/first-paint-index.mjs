// @ts-check
// The end of `npm run build`: each stylesheet of the build (.next/static/chunks/*.css) taken apart into
// what a page's first paint may need of it, written to .next/runtime/first-paint.json for first-paint.ts.
// Per rule: its at-rules (@layer, @media), each selector with the classes it requires, and each declaration
// with the custom property it defines and those it reads. A page then gets, inlined, only the rules its
// HTML's classes can match and the tokens those rules read (3–4 kB compressed of the sheet's 19 kB).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { root } from './prepare.mjs';
import { chunksDir, firstPaintIndexPath } from './static-chunks.mjs';

/**
 * @typedef {[text: string, defines: string | null, reads: string[]]} Declaration
 * @typedef {{ at: string[], selectors: [text: string, classes: string[]][], declarations: Declaration[] }} RuleEntry
 * @typedef {{ at: string[], keyframes: string, text: string, reads: string[] }} KeyframesEntry
 * @typedef {{ at: string[], text: string }} KeptEntry
 * @typedef {{ layers: string[], entries: (RuleEntry | KeyframesEntry | KeptEntry)[] }} SheetIndex
 */

// Inside these a class is an alternative or a negation, so the selector can match without it.
const OPTIONAL_CLASSES = /:(?:not|is|where|has|matches)\(/g;
const CLASS = /\.((?:\\.|[\w-])+)/g;
const VAR = /var\(\s*(--(?:\\.|[\w-])+)/g;

/** The custom properties a value reads with var(), a name possibly escaped (Chakra's half steps: --spacing-0\.5). */
const readsOf = (/** @type {string} */ value) => [...new Set([...value.matchAll(VAR)].map(([, name]) => name))];

/**
 * The classes an element needs for `selector` to match it (those inside :not(), :is()… left out).
 * @param {string} selector
 */
export function requiredClasses(selector) {
  let plain = '';
  let depth = 0;
  let from = 0;
  for (const match of selector.matchAll(OPTIONAL_CLASSES)) {
    if (match.index < from) continue;
    plain += selector.slice(from, match.index);
    let at = match.index + match[0].length;
    for (depth = 1; at < selector.length && depth > 0; at += 1) depth += selector[at] === '(' ? 1 : selector[at] === ')' ? -1 : 0;
    from = at;
  }
  plain += selector.slice(from);
  return [...new Set([...plain.matchAll(CLASS)].map(([, name]) => name.replace(/\\(.)/g, '$1')))];
}

/**
 * The at-rules around a node, outermost first: `@layer tokens`, `@media (min-width: 48em)`.
 * @param {import('postcss').ChildNode} node
 */
function atRulesOf(node) {
  const at = [];
  /** @type {import('postcss').Node | undefined} */
  let parent = node.parent;
  for (; parent?.type === 'atrule'; parent = parent.parent) {
    const rule = /** @type {import('postcss').AtRule} */ (parent);
    at.unshift(`@${rule.name} ${rule.params}`.trim());
  }
  return at;
}

/** @param {string} css @returns {SheetIndex} */
export function indexSheet(css) {
  const sheet = postcss.parse(css);
  /** @type {SheetIndex} */
  const index = { layers: [], entries: [] };
  const layer = (/** @type {string} */ name) => {
    for (const one of name.split(',').map((part) => part.trim())) if (one && !index.layers.includes(one)) index.layers.push(one);
  };
  /** @param {import('postcss').ChildNode} node */
  const visit = (node) => {
    if (node.type === 'atrule' && node.name === 'layer') layer(node.params);
    if (node.type === 'atrule' && node.name === 'keyframes') {
      const text = node.toString();
      index.entries.push({ at: atRulesOf(node), keyframes: node.params.trim(), text, reads: readsOf(text) });
    } else if (node.type === 'atrule' && node.name === 'font-face') index.entries.push({ at: atRulesOf(node), text: node.toString() });
    else if (node.type === 'atrule') node.each(visit);
    else if (node.type === 'rule') {
      /** @type {Declaration[]} */
      const declarations = [];
      node.each((child) => {
        if (child.type !== 'decl') return;
        declarations.push([child.toString(), child.prop.startsWith('--') ? child.prop : null, readsOf(child.value)]);
      });
      index.entries.push({
        at: atRulesOf(node),
        selectors: node.selectors.map((selector) => [selector, requiredClasses(selector)]),
        declarations,
      });
    }
  };
  sheet.each(visit);
  return index;
}

/** Indexes every stylesheet of the build by its file name; returns how many. */
export function writeFirstPaintIndex(dir = chunksDir(root)) {
  const names = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'));
  const sheets = Object.fromEntries(names.map((name) => [name.split('\\').join('/'), indexSheet(readFileSync(join(dir, name), 'utf8'))]));
  writeFileSync(firstPaintIndexPath(root), JSON.stringify(sheets));
  return names.length;
}

if (process.argv[1] === import.meta.filename) console.log(`first paint: indexed ${writeFirstPaintIndex()} stylesheets`);
