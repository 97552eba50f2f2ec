// npm run bench:bundle [-- --pages /member/info,/login/0 --most 30]: where a page's JavaScript goes. Builds
// with source maps, loads each page in Debian's Chromium as bench:web does (the member pages signed in), and
// shares each script's gzip bytes among the packages and our files its source map names, in proportion to
// the minified bytes each wrote. Then builds again without maps. A measurement, not a test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { decode } from '@jridgewell/sourcemap-codec';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { root, run, serveProduction } from '../testing/serve-production.mjs';
import { benchTargets, fillIn, persistedLogin, signedIn, signInBenchMember } from './bench-pages.mjs';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '/,/login/0,/member/info' }, most: { type: 'string', default: '30' } },
});

/** A source as the table names it: a package (next by its folder), or our file. */
function owner(source) {
  const path = source.replace(/^turbopack:\/\/\/\[project\]\//, '');
  const found = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?/);
  if (!found) return path;
  if (found[1] !== 'next') return found[1];
  return `next${(found[2] ?? '').split('/').slice(0, 4).join('/')}`;
}

/** Each owner's share of one script, in gzip bytes. */
function attribute(file) {
  const code = readFileSync(file, 'utf8');
  const gzip = gzipSync(code).length;
  const ref = code.match(/sourceMappingURL=(\S+)\s*$/);
  const mapFile = ref && join(file, '..', ref[1]);
  if (!mapFile || !existsSync(mapFile)) return new Map([[`(no source map) ${file}`, gzip]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const chars = new Map();
  for (const { offset, map: section } of map.sections ?? [{ offset: { line: 0, column: 0 }, map }]) {
    decode(section.mappings).forEach((segments, index) => {
      const text = lines[offset.line + index] ?? '';
      const shift = index === 0 ? offset.column : 0;
      segments.forEach((segment, i) => {
        const end = i + 1 < segments.length ? segments[i + 1][0] + shift : text.length;
        const name = segment.length > 1 ? owner(section.sources[segment[1]] ?? '') : '(unmapped)';
        chars.set(name, (chars.get(name) ?? 0) + end - (segment[0] + shift));
      });
    });
  }
  return new Map([...chars].map(([name, n]) => [name, (n / code.length) * gzip]));
}

/** The scripts a page loads until the network is idle, as bench:web counts them. */
async function scriptsOf(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  if (session) {
    const origin = new URL(url).origin;
    await context.addCookies([{ name: 'cv-session', value: session.token, url: origin, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((value) => window.localStorage.setItem('persist:login', value), persistedLogin(session));
    await page.close();
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return scripts;
}

await run('npm', ['run', 'build'], { env: { ...process.env, SOURCE_MAPS: '1' } });
const server = await serveProduction();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const session = await signInBenchMember(server.origin);
  const targets = await benchTargets(server.origin, session.token);
  for (const path of values.pages.split(',')) {
    const scripts = await scriptsOf(browser, `${server.origin}${fillIn(path, targets)}`, signedIn(path) ? session : null);
    const totals = new Map();
    for (const script of scripts) {
      for (const [name, bytes] of attribute(join(root, '.next', script.replace(/^\/_next\//, '')))) {
        totals.set(name, (totals.get(name) ?? 0) + bytes);
      }
    }
    const sum = [...totals.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${path}: ${(sum / 1024).toFixed(1)} kB of JavaScript (gzip) in ${scripts.length} scripts`);
    const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.most));
    console.table(rows.map(([name, bytes]) => ({ kB: +(bytes / 1024).toFixed(2), from: name })));
  }
} finally {
  await browser.close();
  await server.stop();
  // The tree is left with a build that serves no source maps.
  await run('npm', ['run', 'build'], { env: { ...process.env, SOURCE_MAPS: '' } });
}
