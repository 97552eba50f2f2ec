import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_ENTRY } from '@/lib/runtime/entry.mjs';
import { ownServer, rawRequest, runScript } from './own-server';
import { individualBody, uniqueEmail } from './support';

// The public origin (PUBLIC_ORIGIN) is read when the server starts, not baked into the build: the same
// build serves https://portal.example.tw here, and its own address in the other suites. A value that is
// not an origin, or no value on a server listening on every address, stops it with one sentence.

const ORIGIN = 'https://portal.example.tw';
const SERVER = SERVER_ENTRY;

test.describe(`with PUBLIC_ORIGIN=${ORIGIN}`, () => {
  let server: Awaited<ReturnType<typeof ownServer>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await ownServer({ PUBLIC_ORIGIN: ORIGIN });
  });
  test.afterAll(async () => server?.stop());

  const get = async (path: string) => {
    const answer = await rawRequest(server.port, path);
    expect(answer.status, path).toBe(200);
    return answer.body;
  };

  test('robots.txt, the sitemap and the RSS feed name it', async () => {
    expect(await get('/robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const locs = [...(await get('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toContain(`${ORIGIN}/terms`);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}/`))).toEqual([]);
    const feed = await get('/feed.xml');
    const links = [...feed.matchAll(/<link>([^<]+)<\/link>|<guid[^>]*>([^<]+)<\/guid>|<atom:link href="([^"]+)"/g)].map(
      (match) => match[1] ?? match[2] ?? match[3],
    );
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((link) => !link.startsWith(`${ORIGIN}/`))).toEqual([]);
  });

  test('the canonical link, og:url, og:image and the JSON-LD of each kind of page name it', async () => {
    for (const path of ['/', '/privacy', '/order', '/terms', '/news', '/vehicleowner']) {
      const html = await get(path);
      // Next writes the home page's canonical URL without its slash.
      const url = path === '/' ? ORIGIN : `${ORIGIN}${path}`;
      expect(html, path).toContain(`rel="canonical" href="${url}"`);
      expect(html, path).toContain(`property="og:url" content="${url}"`);
      expect(html, path).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/images/`));
      expect(html, path).toContain(`"url":"${ORIGIN}"`);
      expect(html, path).not.toMatch(/localhost:3000|127\.0\.0\.1/);
    }
  });

  test('the registration mail links to it', async () => {
    const email = uniqueEmail('origin');
    const body = JSON.stringify(individualBody(email));
    const { Readable } = await import('node:stream');
    const registered = await rawRequest(server.port, '/api/member/member/v1/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body: Readable.from([body]),
    });
    expect(JSON.parse(registered.body).code, registered.body).toBe('00000');
    // Without SMTP_URL the mail waits in the local outbox, which answers this machine.
    let outbox = '';
    await expect.poll(async () => (outbox = (await rawRequest(server.port, '/dev/mailbox')).body).includes(email)).toBe(true);
    const link = /https?:\/\/[^\s"<]+\/verifyemail\?[^\s"<]+/.exec(outbox)?.[0];
    expect(link).toMatch(new RegExp(`^${ORIGIN}/verifyemail\\?tempUuid=`));
  });
});

test.describe('a server that cannot know its public origin does not start', () => {
  let scratch: string;
  test.beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'portal-origin-'));
  });
  test.afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const refusals: [string, Record<string, string>][] = [
    ['PUBLIC_ORIGIN with a path', { PUBLIC_ORIGIN: 'https://portal.example.tw/portal' }],
    ['PUBLIC_ORIGIN without a scheme', { PUBLIC_ORIGIN: 'portal.example.tw' }],
    ['PUBLIC_ORIGIN of another scheme', { PUBLIC_ORIGIN: 'ftp://portal.example.tw' }],
    ['the old NEXT_PUBLIC_SITE_URL with a query', { NEXT_PUBLIC_SITE_URL: 'https://portal.example.tw/?a=1' }],
    ['HOST=0.0.0.0 (with SMTP_URL) and no PUBLIC_ORIGIN', { HOST: '0.0.0.0', SMTP_URL: 'smtp://127.0.0.1:1' }],
  ];
  for (const [label, env] of refusals) {
    test(`${label}: one sentence naming PUBLIC_ORIGIN and code 1, before the database is touched`, async () => {
      const database = join(scratch, 'pglite');
      const settings = {
        PUBLIC_ORIGIN: '',
        NEXT_PUBLIC_SITE_URL: '',
        HOST: '',
        SMTP_URL: '',
        ...env,
        PGLITE_DIR: database,
        DATABASE_URL: '',
      };
      const { code, stderr } = await runScript([SERVER, '0'], settings, 20_000).done;
      expect(code, stderr).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/PUBLIC_ORIGIN/);
      expect(existsSync(database), 'the database folder').toBe(false);
    });
  }
});
