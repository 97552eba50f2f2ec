import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_ENTRY } from '@/lib/runtime/entry.mjs';
import { freePort, nonLoopbackAddress, ownServer, rawRequest, runScript } from './own-server';

// Without SMTP_URL every sign-up and password-reset code waits at /dev/mailbox: that outbox is for the
// person at the machine only. `npm start` listens on 127.0.0.1 unless HOST says otherwise, refuses to
// listen further without SMTP_URL, and the mailbox answers only a loopback socket, whatever headers say.

const SERVER = SERVER_ENTRY;
const other = nonLoopbackAddress();

test.describe('where the server listens', () => {
  let scratch: string;
  test.beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'portal-bind-'));
  });
  test.afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const refusals: [string, string[], Record<string, string>][] = [
    ['HOST=0.0.0.0', [SERVER, '0'], { HOST: '0.0.0.0' }],
    ["server.mjs's hostname argument 0.0.0.0", [SERVER, '0', '0.0.0.0'], {}],
    ['npm start (start.mjs) with HOST=0.0.0.0', [join('lib', 'runtime', 'start.mjs')], { HOST: '0.0.0.0' }],
    ...(other ? ([[`HOST=${other}`, [SERVER, '0'], { HOST: other }]] as [string, string[], Record<string, string>][]) : []),
  ];
  for (const [label, args, env] of refusals) {
    test(`${label} without SMTP_URL refuses to start with one sentence and code 1, before the database is touched`, async () => {
      const database = join(scratch, 'pglite');
      const { code, stderr } = await runScript(args, { ...env, SMTP_URL: '', PGLITE_DIR: database, DATABASE_URL: '' }, 20_000).done;
      expect(code, stderr).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines, stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/SMTP_URL/);
      expect(lines[0]).toMatch(/\/dev\/mailbox/);
      expect(existsSync(database), 'the database folder').toBe(false);
    });
  }

  test('by default the server listens on 127.0.0.1 only', async () => {
    test.skip(!other, 'this machine has no address but loopback');
    const port = await freePort();
    const server = runScript(
      [SERVER, String(port)],
      { HOST: '', SMTP_URL: '', PGLITE_DIR: join(scratch, 'pglite'), DATABASE_URL: '' },
      60_000,
    );
    try {
      await expect.poll(() => reachable('127.0.0.1', port), { timeout: 45_000 }).toBe(true);
      expect(await reachable(other!, port), `reachable on ${other}`).toBe(false);
    } finally {
      await server.stop();
    }
  });
});

const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    }).on('error', () => resolve(false));
  });

test.describe('/dev/mailbox without SMTP_URL', () => {
  let server: Awaited<ReturnType<typeof ownServer>>;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await ownServer();
  });
  test.afterAll(async () => server?.stop());

  test('answers the person at the machine', async () => {
    const page = await rawRequest(server.port, '/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('本機信箱');
  });

  test('is the 404 of a missing page through a proxy on this machine that nobody declared (TRUSTED_PROXY_HOPS=0)', async () => {
    const proxied: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { 'X-Forwarded-For': '127.0.0.1' },
      { Forwarded: 'for=203.0.113.9' },
      { Via: '1.1 nginx' },
      { 'X-Real-IP': '203.0.113.9' },
    ];
    for (const headers of proxied) {
      const page = await rawRequest(server.port, '/dev/mailbox', { headers });
      expect(page.status, JSON.stringify(headers)).toBe(404);
    }
  });

  test('is the 404 of a missing page for a caller on another socket, whatever headers it sends', async () => {
    test.skip(!other, 'this machine has no address but loopback: lib/runtime/request-guards.ts markLocal is then untested over a socket');
    const attempts: Record<string, string>[] = [
      {},
      { 'X-Forwarded-For': '127.0.0.1' },
      { 'X-Portal-Local': 'x', 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1', Forwarded: 'for=127.0.0.1', Host: '127.0.0.1' },
    ];
    for (const headers of attempts) {
      const page = await rawRequest(server.port, '/dev/mailbox', { headers, localAddress: other! });
      expect(page.status, JSON.stringify(headers)).toBe(404);
      expect(page.body).not.toContain('驗證碼');
    }
  });
});

test('plain `next start` (without lib/runtime/server.ts) never shows the outbox', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'portal-next-'));
  const next = runScript(
    [join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { SMTP_URL: '', PGLITE_DIR: folder },
    90_000,
  );
  try {
    await expect.poll(() => reachable('127.0.0.1', port), { timeout: 60_000 }).toBe(true);
    expect((await rawRequest(port, '/dev/mailbox')).status).toBe(404);
  } finally {
    await next.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
