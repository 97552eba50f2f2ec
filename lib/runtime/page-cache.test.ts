/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidate } from '@/lib/server/cache/invalidate';
import { invalidateAt } from '@/lib/server/cache/invalidate-at';
import { createPageCache } from './page-cache';

// A stand-in for Next: each render answers with its own number; a held render says it began, then waits until released.
let renders = 0;
let hold: { began: () => void; released: Promise<void> } | null = null;
let server: Server;
let origin: string;

beforeAll(async () => {
  // A request with the cookie kind=b gets the page's other rendering (as a browser holding the stylesheet does).
  const serve = createPageCache({ ttlMs: 60_000, variant: (request) => (request.headers.cookie === 'kind=b' ? 'b' : '') });
  server = createServer((request, response) =>
    serve(request, response, async (asked: IncomingMessage, out: ServerResponse) => {
      const render = (renders += 1);
      const held = hold;
      hold = null;
      held?.began();
      await held?.released;
      if (asked.url?.includes('with-script')) {
        // As Next renders a page (its headers set one by one): its policy and its inline script carry the nonce of this render.
        out.setHeader('content-type', 'text/html');
        out.setHeader('content-security-policy', `script-src 'self' 'nonce-n${render}'`);
        out.end(`<p>render ${render}</p><script nonce="n${render}">show(${render})</script>`);
        return;
      }
      out.writeHead(200, { 'content-type': 'text/html' });
      out.end(`render ${render}`);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Holds the next render; resolves once it has begun, with the function that lets it finish. */
function holdNextRender(): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return new Promise((began) => (hold = { began: () => began(release), released }));
}

const page = async (path: string, cookie?: string) => {
  const response = await fetch(`${origin}${path}`, cookie ? { headers: { cookie } } : undefined);
  return { body: await response.text(), hit: response.headers.get('x-page-cache') === 'hit' };
};

test('a kept page goes out with its inline scripts allowed by their hashes, never with the nonce of the render it came from', async () => {
  const path = `/privacy?with-script=${Date.now()}`;
  const first = await fetch(`${origin}${path}`);
  const render = /render (\d+)/.exec(await first.text())![1];
  expect(first.headers.get('content-security-policy')).toContain(`'nonce-n${render}'`);
  const hit = await fetch(`${origin}${path}`);
  expect(hit.headers.get('x-page-cache')).toBe('hit');
  const policy = hit.headers.get('content-security-policy')!;
  expect(policy).not.toContain('nonce-');
  expect(policy).toContain(`'sha256-${createHash('sha256').update(`show(${render})`).digest('base64')}'`);
});

test("the API's public reads are kept for a caller without a token; a token's call, and the rest of the API, never", async () => {
  const family = '/api/vehicle/family/v1';
  expect((await page(family)).hit).toBe(false);
  expect(await page(family)).toEqual({ body: expect.stringMatching(/^render \d+$/), hit: true });
  for (const header of ['cv-web-token', 'cv-staff-token']) {
    const response = await fetch(`${origin}${family}`, { headers: { [header]: 'a-token' } });
    expect([header, response.headers.get('x-page-cache')]).toEqual([header, null]);
  }
  for (const path of ['/api/order/order/v1', '/api/member/member/v1', '/api/vehicle/family/v1/a/b', '/api/content/news/v1x']) {
    await page(path);
    expect([path, (await page(path)).hit]).toEqual([path, false]);
  }
});

test('invalidate(tag) drops the kept pages of that tag, and only those', async () => {
  const paths = ['/news', '/news/launch-day', '/', '/vehicleowner', '/magazine', '/privacy', '/feed.xml', '/sitemap.xml'];
  const first = new Map<string, string>();
  for (const path of paths) first.set(path, (await page(path)).body);
  for (const path of paths) expect(await page(path)).toEqual({ body: first.get(path), hit: true });

  invalidate('news');
  const dropped = ['/news', '/news/launch-day', '/', '/feed.xml', '/sitemap.xml'];
  for (const path of paths) {
    const again = await page(path);
    expect({ path, hit: again.hit, same: again.body === first.get(path) }).toEqual({
      path,
      hit: !dropped.includes(path),
      same: !dropped.includes(path),
    });
  }
  expect(await page('/news')).toMatchObject({ hit: true });

  invalidate('catalog');
  expect(await page('/vehicleowner')).toMatchObject({ hit: false });
  expect(await page('/magazine')).toMatchObject({ hit: true });
  expect(await page('/privacy')).toMatchObject({ hit: true });
});

test('a page rendered while its tag is invalidated is not kept: the old page is not stored after', async () => {
  const held = holdNextRender();
  const rendering = page('/magazine/issue-1');
  const release = await held;
  const started = renders;
  invalidate('magazine');
  release();
  expect((await rendering).body).toBe(`render ${started}`);
  const next = await page('/magazine/issue-1');
  expect(next).toEqual({ body: `render ${started + 1}`, hit: false });
  expect(await page('/magazine/issue-1')).toEqual({ body: `render ${started + 1}`, hit: true });
});

test('a page rendered while another tag is invalidated is kept', async () => {
  const held = holdNextRender();
  const rendering = page('/vehicleowner?probe=1');
  const release = await held;
  invalidate('news', 'address');
  release();
  const { body } = await rendering;
  expect(await page('/vehicleowner?probe=1')).toEqual({ body, hit: true });
});

describe('a time a read named (a scheduled item, the day of a price list)', () => {
  // Only Date is the test's clock: the server, fetch and their timers run as ever.
  beforeEach(() =>
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'hrtime',
        'performance',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  test('the pages of its tag kept before it are rendered again at it, though a read at that moment names no later time', async () => {
    const at = Date.now() + 60_000;
    jest.setSystemTime(at - 200);
    // A read of the news sees an item due at `at`; the feed, the list and a magazine page are kept without it.
    invalidateAt('news', at);
    const feed = await page('/feed.xml?scheduled=1');
    await page('/news?scheduled=1');
    const magazine = await page('/magazine?scheduled=1');
    expect(await page('/feed.xml?scheduled=1')).toEqual({ body: feed.body, hit: true });

    jest.setSystemTime(at);
    // The item's own page is read first and sees it due: nothing more to come.
    invalidateAt('news', null);
    const feedAtTime = await page('/feed.xml?scheduled=1');
    expect(feedAtTime.hit).toBe(false);
    expect((await page('/news?scheduled=1')).hit).toBe(false);
    expect(await page('/magazine?scheduled=1')).toEqual({ body: magazine.body, hit: true });
    // Rendered at the time, the new copy is kept as ever.
    jest.setSystemTime(at + 1_000);
    expect(await page('/feed.xml?scheduled=1')).toEqual({ body: feedAtTime.body, hit: true });
  });
});

test('a page rendered two ways is kept once per way, each going only to the requests it was rendered for', async () => {
  const path = `/magazine?two-ways=${Date.now()}`;
  const usual = await page(path);
  const other = await page(path, 'kind=b');
  expect(other.hit).toBe(false);
  expect(other.body).not.toBe(usual.body);
  expect(await page(path)).toEqual({ body: usual.body, hit: true });
  expect(await page(path, 'kind=b')).toEqual({ body: other.body, hit: true });
});

test('an API read is kept once, whatever way its caller gets pages', async () => {
  const path = `/api/vehicle/family/v1?two-ways=${Date.now()}`;
  const first = await page(path);
  expect(await page(path, 'kind=b')).toEqual({ body: first.body, hit: true });
});
