import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { someIp } from './api/support';

/** The seeded demo individual (README, lib/server/seed/member-data.ts). */
export const MEMBER = { account: 'wang.xiaoming@example.com', password: 'Tailan-Demo-2026', name: '王小明' };
const SESSION_COOKIE = 'cv-session';

/**
 * After a page has loaded, until it has hydrated: the site starts its scripts after its first paint
 * (lib/runtime/after-first-paint.ts), which can come after the load event Playwright waits for, and a click
 * before the page's code has started would be lost. A page without the site's scripts has nothing to wait for.
 */
async function untilHydrated(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('script[data-boot]'), null, {
      timeout: 15_000,
    })
    .catch((error: Error) => {
      throw new Error(`${page.url()} loaded but did not hydrate within 15 s (no data-hydrated on <html>): ${error.message}`);
    });
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const;
const WATCHED = new WeakSet<Page>();

/**
 * Makes each navigation of `page` that waits for the load (the default) also wait for the page to hydrate, as a
 * person waits for a page; one that asks for less ('commit', 'domcontentloaded') gets what it asks for.
 */
function waitForHydration(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled || WATCHED.has(page)) return;
  WATCHED.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const result = await navigate(...args);
      const options = args.find(
        (arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null && !(arg instanceof RegExp),
      );
      const html =
        !result ||
        String((result as { headers(): Record<string, string> }).headers?.()['content-type'] ?? 'text/html').startsWith('text/html');
      if (html && ['load', 'networkidle', undefined].includes(options?.waitUntil)) await untilHydrated(page);
      return result;
    };
  }
}

/** Every page of `context`, now and to come. */
function watchContext(context: BrowserContext, javaScriptEnabled: boolean) {
  for (const page of context.pages()) waitForHydration(page, javaScriptEnabled);
  context.on('page', (page) => waitForHydration(page, javaScriptEnabled));
}

/** A second browser for a test (another desk, a phone), whose pages wait for hydration as the test's own do. */
export async function openContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  watchContext(context, options.javaScriptEnabled !== false);
  return context;
}

type Fixtures = {
  /** Console messages and page errors a test expects (a 404 document, an aborted chunk); anything else fails it. */
  allowedConsole: RegExp[];
  consoleGuard: void;
};

export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  // The test's own context waits for hydration; one a test opens itself does through openContext.
  context: async ({ context, javaScriptEnabled }, provide) => {
    watchContext(context, javaScriptEnabled !== false);
    await provide(context);
  },
  // Each test is its own client address (the test server trusts one proxy hop), so per-IP limits
  // spent by one test never reach another.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => provide({ ...extraHTTPHeaders, 'X-Forwarded-For': someIp() }),
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        // A failed resource's message does not name it; its location does.
        const where = message.location().url;
        if (!allowedConsole.some((pattern) => pattern.test(text))) problems.push(`${message.type()}: ${text}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => {
        if (!allowedConsole.some((pattern) => pattern.test(error.message))) problems.push(`pageerror: ${error.message}`);
      });
      await use();
      expect(problems, 'browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Logs the demo member in through the API and gives the browser what a login leaves behind: the
 * persisted login state and the server-side cookie. Returns the session token.
 */
export async function signIn(
  context: BrowserContext,
  baseURL: string,
  as: { account: string; password: string } = MEMBER,
): Promise<string> {
  const response = await context.request.post(`${baseURL}/api/login/v1`, { data: { account: as.account, password: as.password } });
  const { code, data } = (await response.json()) as { code: string; data: { token: string; memberUuid: string } };
  expect(code, 'demo login').toBe('L00001');
  await context.addCookies([{ name: SESSION_COOKIE, value: data.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((session) => {
    if (window.localStorage.getItem('persist:login') === null && !sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', '1');
      const q = JSON.stringify;
      window.localStorage.setItem(
        'persist:login',
        q({
          cvWebToken: q(session.token),
          memberUuid: q(session.memberUuid),
          isWebValid: q('true'),
          goBackPreorder: 'false',
          _persist: q({ version: -1, rehydrated: true }),
        }),
      );
    }
  }, data);
  return data.token;
}

export async function storedToken(page: Page) {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:login');
    return raw ? (JSON.parse(JSON.parse(raw).cvWebToken ?? '""') as string) : '';
  });
}

/** The persisted login's token and validity ("" and "false" once nothing is stored). */
export async function storedLogin(page: Page) {
  return page.evaluate(() => {
    const fields = JSON.parse(window.localStorage.getItem('persist:login') ?? '{}') as Record<string, string>;
    return { token: JSON.parse(fields.cvWebToken ?? '""') as string, isWebValid: JSON.parse(fields.isWebValid ?? '"false"') as string };
  });
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

/** The site's frame once, as on every page: one header (the banner), one main, one footer (the contentinfo). */
export async function expectOneFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
}
