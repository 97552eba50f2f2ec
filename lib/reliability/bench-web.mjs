// npm run bench:web [-- --runs 3 --pages /,/news]: JavaScript transferred (gzip) and Lighthouse mobile
// scores, in Debian's Chromium against a production build. Prints a table and writes
// bench-results/web.json. A measurement, not a test: it never fails on a figure.
// Without --pages it measures the public pages, the first family's page, the newest news item and each
// configurator step; the steps after the first open through a share link, so they are measured with a
// vehicle and color chosen. In --pages, {family} stands for the first family's uuid, {share} for that
// share link's query and {news} for the newest news item's slug.
// Then the login drawer's first and second open, from the tap or click to the drawer on screen.
// Then autocannon on the pages of --load (default / and /news): requests per second and p99, 32
// connections for --seconds (10) after a 2 s warm-up, on the same 2 cores as the server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../testing/chromium.mjs';
import { root, serveProduction } from '../testing/serve-production.mjs';
import { encodeSelection, SHARE_QUERY } from '../configurator/share.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    load: { type: 'string', default: '/,/news' },
    seconds: { type: 'string', default: '10' },
  },
});
const runs = Number(values.runs);
const DEFAULT_PAGES = [
  '/',
  '/news',
  '/news/{news}',
  '/magazine',
  '/vehicleowner',
  '/vehicleowner/info-{family}',
  '/vehicleowner/info-{family}/components',
  '/vehicleowner/info-{family}/color?{share}',
  '/vehicleowner/info-{family}/carParts?{share}',
  '/vehicleowner/info-{family}/localCarParts?{share}',
];

/** The first family of the catalog, a share link's query choosing its first vehicle and color, and the newest news item. */
async function benchTargets(origin) {
  const data = async (path) => (await (await fetch(`${origin}/api${path}`)).json()).data;
  const [{ uuid }] = await data('/vehicle/family/v1');
  const family = await data(`/vehicle/family/v1/${uuid}`);
  const [color] = family.colors;
  const selection = {
    vehicleUuid: family.vehicles[0].uuid,
    colorUuid: color.uuid,
    colorMaterialUuid: color.materials[0]?.uuid ?? null,
    originPartUuids: [],
    localPartUuids: [],
    quantity: 1,
  };
  const news = await data('/content/news/v1');
  return { uuid, share: `${SHARE_QUERY}=${encodeSelection(selection)}`, news: news.items[0].slug };
}

function cannon(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** Requests per second and latency of one page under load, after a warm-up. */
async function throughput(origin, path) {
  const options = { url: `${origin}${path}`, connections: 32 };
  await cannon({ ...options, duration: 2 });
  const r = await cannon({ ...options, duration: Number(values.seconds) });
  return {
    page: path,
    reqPerSec: Math.round(r.requests.mean),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function transferred(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const sizes = { js: 0, html: 0, css: 0, requests: 0 };
  page.on('requestfinished', async (request) => {
    const { responseBodySize } = await request.sizes();
    sizes.requests += 1;
    const type = request.resourceType();
    if (type === 'script') sizes.js += responseBodySize;
    else if (type === 'document') sizes.html += responseBodySize;
    else if (type === 'stylesheet') sizes.css += responseBodySize;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return sizes;
}

/**
 * Milliseconds from the tap (phone) or click (desktop) on the header's 登入 to the drawer on screen, for
 * the first open of a fresh page and the one after it (median of 3 pages each); and the first open when
 * the pointer rested on the button (or the finger was down) 150 ms before, as a person's does.
 */
async function drawerOpens(browser, origin) {
  const rows = [];
  for (const [device, viewport, hasTouch] of [
    ['phone', { width: 375, height: 812 }, true],
    ['desktop', { width: 1440, height: 900 }, false],
  ]) {
    const opens = [[], [], []];
    for (let run = 0; run < 6; run += 1) {
      const pointed = run >= 3;
      const context = await browser.newContext({ viewport, hasTouch });
      const page = await context.newPage();
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      const button = page.getByRole('banner').getByRole('button', { name: '登入' });
      for (const open of pointed ? [opens[2]] : opens.slice(0, 2)) {
        const shown = page.evaluate(
          () =>
            new Promise((resolve) => {
              let start = 0;
              document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
              const tick = () => {
                const dialog = document.querySelector('[role=dialog]');
                if (start && dialog && dialog.getBoundingClientRect().width > 0) resolve(performance.now() - start);
                else requestAnimationFrame(tick);
              };
              requestAnimationFrame(tick);
            }),
        );
        if (pointed) {
          if (hasTouch) await button.dispatchEvent('pointerdown');
          else await button.hover();
          await page.waitForTimeout(150);
        }
        if (hasTouch) await button.tap();
        else await button.click();
        open.push(await shown);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      await context.close();
    }
    rows.push({
      device,
      firstOpenMs: Math.round(median(opens[0])),
      secondOpenMs: Math.round(median(opens[1])),
      firstOpenAfterPointingMs: Math.round(median(opens[2])),
    });
  }
  return rows;
}

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result.lhr.categories;
    return {
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      lcpMs: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

const server = await serveProduction();
const targets = await benchTargets(server.origin);
const pages = (values.pages?.split(',') ?? DEFAULT_PAGES).map((path) =>
  path.replaceAll('{family}', targets.uuid).replaceAll('{share}', targets.share).replaceAll('{news}', targets.news),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = [];
const load = [];
let drawer = [];
try {
  drawer = await drawerOpens(browser, server.origin);
  for (const path of pages) {
    const url = `${server.origin}${path}`;
    const bytes = await transferred(browser, url);
    const scores = [];
    for (let i = 0; i < runs; i += 1) scores.push(await lighthouseScores(url));
    const pick = (key) => median(scores.map((s) => s[key]));
    results.push({
      page: path
        .replace(targets.uuid, '{family}')
        .replace(targets.news, '{news}')
        .replace(/\?.*/, (query) => (query.includes(SHARE_QUERY) ? ' (shared)' : query)),
      jsKb: +(bytes.js / 1024).toFixed(1),
      htmlKb: +(bytes.html / 1024).toFixed(1),
      cssKb: +(bytes.css / 1024).toFixed(1),
      requests: bytes.requests,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      runs,
    });
  }
  for (const path of values.load.split(',').filter(Boolean)) load.push(await throughput(server.origin, path));
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nbench:web — Lighthouse mobile, median of ${runs}; bytes as transferred (gzip)\n`);
console.table(results);
console.log('\nthe login drawer, from the tap or click on 登入 to the drawer on screen (median of 3 fresh pages)\n');
console.table(drawer);
console.log(`\nautocannon, 32 connections, ${values.seconds} s after a 2 s warm-up, on the server's 2 cores\n`);
console.table(load);
const out = join(root, 'bench-results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'web.json'), JSON.stringify({ measuredAt: new Date().toISOString(), results, drawer, load }, null, 2));
console.log(`saved to ${join('bench-results', 'web.json')}`);
