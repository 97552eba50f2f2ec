import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');

const jsonLdScripts = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

/** The parsed JSON-LD of the page itself (every page also carries the site's @graph of the root layout). */
export async function jsonLd(page: Page) {
  const own = (await jsonLdScripts(page)).filter((data) => !data['@graph']);
  expect(own, 'one JSON-LD of the page').toHaveLength(1);
  return own[0];
}

/** The site's JSON-LD (Organization and WebSite) that every page carries. */
export async function siteJsonLd(page: Page) {
  const site = (await jsonLdScripts(page)).filter((data) => data['@graph']);
  expect(site, 'one site JSON-LD').toHaveLength(1);
  return site[0]['@graph'] as Array<Record<string, unknown>>;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card are there and agree with each other
 * and with the page; the shared image is a PNG that loads.
 */
export async function expectPageMetadata(
  page: Page,
  request: APIRequestContext,
  expected: { title: RegExp; path: string; type?: 'website' | 'article' },
) {
  await expect(page).toHaveTitle(expected.title);
  const description = await meta(page, 'meta[name="description"]');
  expect(description?.length ?? 0, 'description').toBeGreaterThan(20);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(expected.path);
  expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
  expect(await meta(page, 'meta[property="og:type"]')).toBe(expected.type ?? 'website');
  expect(await meta(page, 'meta[property="og:locale"]')).toBe('zh_TW');
  expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
  expect(await meta(page, 'meta[name="twitter:description"]')).toBe(description);
  const ogTitle = await meta(page, 'meta[property="og:title"]');
  expect(ogTitle).toBeTruthy();
  expect(await page.title()).toContain(ogTitle!);
  expect(await meta(page, 'meta[name="twitter:title"]')).toBe(ogTitle);
  expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  const image = await meta(page, 'meta[property="og:image"]');
  expect(image).toMatch(/^https?:\/\/.+\.png$/);
  expect(await meta(page, 'meta[name="twitter:image"]')).toBe(image);
  expect(await meta(page, 'meta[property="og:image:alt"]')).toBeTruthy();
  const picture = await request.get(new URL(image!).pathname);
  expect(picture.status(), image!).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
}

/** A full-page screenshot at the project's width, attached to the report and kept in test-results/screenshots. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: nothing wider than the screen`).toBeLessThanOrEqual(0);
  const path = join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  const body = await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
