// Finds the Chinese UI strings (string literals, template pieces and JSX text with CJK characters) that
// occur in two or more source files of app/, components/, store/ and lib/ (tests, test helpers, seed and
// demo data, docs and data files left out), so that a label or message that names one thing lives once.
// Run: node lib/tools/repeated-words.mjs [--all]   (prints the count and the top repeats with their files)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIRS = ['app', 'components', 'store', 'lib'];
const SKIP = [
  /(^|\/)node_modules\//,
  /\.test\.tsx?$/,
  /(^|\/)__tests__\//,
  /^lib\/testing\//,
  /^lib\/reliability\//,
  /^lib\/tools\//,
  /^e2e\//,
  /(^|\/)(seed|demo|fixtures?)[^/]*(\/|\.)/,
  /(^|\/)data\//,
  /(^|\/)docs?\//,
];
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(tsx?|mjs|js)$/.test(name)) yield path;
  }
}

/** text -> set of files */
const seen = new Map();
for (const dir of DIRS) {
  for (const path of files(join(ROOT, dir))) {
    const file = relative(ROOT, path);
    if (SKIP.some((pattern) => pattern.test(file))) continue;
    const source = ts.createSourceFile(file, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      // leave out an import's path and a comment; take literals, template pieces and JSX text
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      let text;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
      else if (ts.isJsxText(node)) text = node.text;
      if (text !== undefined) {
        const trimmed = text.replace(/\s+/g, ' ').trim();
        if (CJK.test(trimmed)) {
          if (!seen.has(trimmed)) seen.set(trimmed, new Set());
          seen.get(trimmed).add(file);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const repeated = [...seen].filter(([, where]) => where.size >= 2).sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]));
console.log(`${repeated.length} Chinese strings occur in 2 or more files`);
const shown = process.argv.includes('--all') ? repeated : repeated.slice(0, 40);
for (const [text, where] of shown) console.log(`${where.size}\t${JSON.stringify(text)}\t${[...where].sort().join(' ')}`);
