import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A page paints from the rules inlined in its head; the site's stylesheet and the scripts load after that
// paint (lib/runtime/first-paint.ts, after-first-paint.ts). Drawn from those rules alone, a page must look
// exactly as with the whole sheet.

interface Family {
  uuid: string;
}

/**
 * The page as the server sent it, drawn from what is inlined (its loader taken out, so neither the sheet nor a
 * script comes: see `withoutLoader`); then the sheets the loader lists are linked at the end of its head, in
 * front of the page, and the page is drawn again.
 * Every computed property of every element is compared, by the element's place in the document; custom
 * properties (Chakra's tokens) count through the properties that read them, since only those are drawn.
 */
async function drawnBeforeAndAfterTheSheet(page: Page, url: string) {
  let sheets: string[] = [];
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    sheets = (JSON.parse(/data-boot='([^']*)'/.exec(html)?.[1] ?? '{"sheets":[]}') as { sheets: [string, string][] }).sheets.map(
      ([href]) => href,
    );
    await route.fulfill({ response, body: html.replace(/<script[^>]* data-boot='[^']*'>.*?<\/script>/, '') });
  });
  await page.goto(url);
  await page.unroute(url);
  const inlined = await page.locator('head style[data-first-paint]').count();
  const differences = await page.evaluate(async (hrefs) => {
    const drawn = () => {
      const styles = new Map<string, Map<string, string>>();
      document.querySelectorAll('html, body, body *').forEach((element, place) => {
        if (element.closest('script, style, noscript, template')) return;
        const style = getComputedStyle(element);
        const values = new Map<string, string>();
        for (const property of Array.from(style)) if (!property.startsWith('--')) values.set(property, style.getPropertyValue(property));
        const classes =
          typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        styles.set(`${place} ${element.tagName.toLowerCase()}${classes}`, values);
      });
      return styles;
    };
    await document.fonts.ready;
    const before = drawn();
    await Promise.all(
      hrefs.map(
        (href) =>
          new Promise((resolve, reject) => {
            // With the nonce of the page's own styles, as the loader links it.
            const { nonce } = document.querySelector<HTMLStyleElement>('style[data-first-paint]')!;
            const link = Object.assign(document.createElement('link'), {
              rel: 'stylesheet',
              href,
              nonce,
              onload: resolve,
              onerror: reject,
            });
            document.head.append(link);
          }),
      ),
    );
    await document.fonts.ready;
    const after = drawn();
    const found = [...after.keys()].filter((element) => !before.has(element)).map((element) => `${element} only with the sheet`);
    for (const [element, values] of after)
      for (const [property, value] of values)
        if (before.get(element)?.get(property) !== value && before.has(element))
          found.push(`${element} ${property}: ${before.get(element)?.get(property)} ≠ ${value}`);
    return found;
  }, sheets);
  return { sheets, inlined, differences };
}

test.describe('a page before its stylesheet has arrived', () => {
  test('each kind of page looks the same drawn from its inlined rules as with the whole sheet', async ({ browser, page, request }) => {
    test.setTimeout(60_000);
    const [family] = ((await (await request.get('/api/vehicle/family/v1')).json()) as { data: Family[] }).data;
    // Without the build's scripts: the page as its first paint draws it, which nothing changes meanwhile.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const plain = await context.newPage();
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
      const { sheets, inlined, differences } = await drawnBeforeAndAfterTheSheet(plain, url);
      expect(sheets, `${url} loads the site's stylesheet after its first paint`).toHaveLength(1);
      expect(inlined, `${url} carries its first paint's rules`).toBe(1);
      expect(differences, url).toEqual([]);
    }
    await context.close();
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
