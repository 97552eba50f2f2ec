import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page paints from the rules inlined in its head; the site's stylesheet and the scripts load after that
// paint (lib/runtime/first-paint.ts, after-first-paint.ts). Drawn from those rules alone, a page must look
// exactly as with the whole sheet.

interface Family {
  uuid: string;
}

/**
 * Every computed property of every element, by the element's place in the document; custom properties
 * (Chakra's tokens) count through the properties that read them, since only those are drawn.
 */
async function drawnStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const styles: Record<string, Record<string, string>> = {};
    document.querySelectorAll('html, body, body *').forEach((element, place) => {
      if (element.closest('script, style, noscript, template')) return;
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (const property of Array.from(style)) if (!property.startsWith('--')) values[property] = style.getPropertyValue(property);
      styles[
        `${place} ${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
      ] = values;
    });
    return styles;
  });
}

/** The page as the server sent it, before its scripts run: with only what is inlined, or with the whole sheet added. */
async function drawn(browser: Browser, url: string, viewport: { width: number; height: number } | null, withSheet: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport ?? undefined });
  const page = await context.newPage();
  let sheets: string[] = [];
  // With the sheet: as if it were linked at the end of the head, in front of the page.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    sheets = (JSON.parse(/data-boot='([^']*)'/.exec(html)?.[1] ?? '{"sheets":[]}') as { sheets: [string, string][] }).sheets.map(
      ([href]) => href,
    );
    const links = withSheet ? sheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('') : '';
    await route.fulfill({ response, body: html.replace('</head>', `${links}</head>`) });
  });
  await page.goto(url);
  const inlined = await page.locator('head style[data-first-paint]').count();
  await page.evaluate(() => document.fonts.ready);
  const styles = await drawnStyles(page);
  await context.close();
  return { styles, sheets, inlined };
}

const differences = (inlined: Record<string, Record<string, string>>, whole: Record<string, Record<string, string>>) =>
  Object.keys(whole).flatMap((element) =>
    Object.keys(whole[element])
      .filter((property) => inlined[element]?.[property] !== whole[element][property])
      .map((property) => `${element} ${property}: ${inlined[element]?.[property]} ≠ ${whole[element][property]}`),
  );

test.describe('a page before its stylesheet has arrived', () => {
  test('each kind of page looks the same drawn from its inlined rules as with the whole sheet', async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const [family] = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Family[] }).data;
    const viewport = page.viewportSize();
    for (const url of [
      '/',
      '/vehicleowner',
      `/vehicleowner/info-${family.uuid}`,
      '/news',
      '/magazine',
      '/dealers',
      '/login/0',
      '/privacy',
      '/staff',
    ]) {
      const whole = await drawn(browser, url, viewport, true);
      const inlined = await drawn(browser, url, viewport, false);
      expect(whole.sheets, `${url} loads the site's stylesheet after its first paint`).toHaveLength(1);
      expect(whole.inlined, `${url} carries its first paint's rules`).toBe(1);
      expect(Object.keys(inlined.styles), `${url}: the same elements`).toEqual(Object.keys(whole.styles));
      expect(differences(inlined.styles, whole.styles), url).toEqual([]);
    }
  });

  test('with scripts the whole sheet arrives after the first paint, for what the page draws later', async ({ page }) => {
    await page.goto('/');
    const paintedAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.*\.(css|js)$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
    expect(loaded.length).toBeGreaterThan(1);
    for (const startedAt of loaded) expect(startedAt, 'a stylesheet or script asked for after the first paint').toBeGreaterThan(paintedAt);
    await expect(page.locator('head link[rel="stylesheet"][href^="/_next/static/chunks/"]')).toHaveCount(1);
    await expect(page.locator('head style[data-first-paint]')).toHaveCount(1);
    // The login drawer is drawn by the page's code from rules no first paint needed.
    await page.getByRole('banner').getByRole('button', { name: '登入' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toMatch(/fixed|absolute/);
  });

  test('once the browser holds the sheet, the next page links it rather than carrying its rules again', async ({ page }) => {
    await page.goto('/');
    await expect.poll(async () => (await page.context().cookies()).find(({ name }) => name === 'sheet')?.value).toMatch(/\.css$/);
    const response = await page.goto('/news');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('data-first-paint');
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/[\w.-]+\.css"/);
    expect(await page.getByRole('banner').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  });
});
