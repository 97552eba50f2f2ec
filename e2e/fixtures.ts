import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const MEMBER = { token: 'e2e-token', memberUuid: 'e2e-member', name: '王小明' };
const SESSION_COOKIE = 'cv-session';

type Fixtures = {
  /** Console messages and page errors a test expects (a 404 document, an aborted chunk); anything else fails it. */
  allowedConsole: RegExp[];
  consoleGuard: void;
};

export const test = base.extend<Fixtures>({
  allowedConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (!allowedConsole.some((pattern) => pattern.test(text))) problems.push(`${message.type()}: ${text}`);
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

/** A member logged in as the browser keeps it: persisted state, and the server-side cookie. */
export async function signIn(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: SESSION_COOKIE, value: MEMBER.token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((member) => {
    if (window.localStorage.getItem('persist:login') === null && !sessionStorage.getItem('e2e-seeded')) {
      sessionStorage.setItem('e2e-seeded', '1');
      const q = JSON.stringify;
      window.localStorage.setItem(
        'persist:login',
        q({ cvWebToken: q(member.token), memberUuid: q(member.memberUuid), isWebValid: q('true'), goBackPreorder: 'false', _persist: q({ version: -1, rehydrated: true }) }),
      );
    }
  }, MEMBER);
}

/** Answers the member API the way the built-in API does, until that API exists in this build. */
export async function serveMemberApi(page: Page) {
  const calls: string[] = [];
  await page.route('**/api/member/member/v1', async (route) => {
    calls.push(route.request().headers()['cv-web-token'] ?? '');
    await route.fulfill({ json: { code: '00000', message: '成功', data: { memberUuid: MEMBER.memberUuid, name: MEMBER.name } } });
  });
  await page.route('**/api/login/v1/logout', (route) => route.fulfill({ json: { code: '00000', message: '成功', data: null } }));
  return calls;
}

export async function storedToken(page: Page) {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:login');
    return raw ? (JSON.parse(JSON.parse(raw).cvWebToken ?? '""') as string) : '';
  });
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;
