import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { SERVER_ENTRY } from '@/lib/runtime/entry.mjs';
import { DEMO, plainPreorder } from './support';

// A deploy stops the portal with SIGTERM: a pre-order under way must still be made and answered, and
// the embedded database closed (its lock file gone), before the process leaves with 0. A server of
// its own on a fresh PGlite, so the suite's server is untouched; once, not again on PostgreSQL.

const run = promisify(execFile);
const root = process.cwd();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let folder: string;
let server: ChildProcess;
let origin: string;

test.skip(Boolean(process.env.DATABASE_URL), 'runs once, on the embedded database');
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(90_000);
  folder = mkdtempSync(join(tmpdir(), 'portal-stop-'));
  const env = { ...process.env, PGLITE_DIR: folder, NODE_ENV: 'production' as const, LOG_LEVEL: 'warn', SMTP_URL: '' };
  await run('npm', ['run', '--silent', 'db:seed'], { cwd: root, env });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(root, SERVER_ENTRY), String(port), '127.0.0.1'], { cwd: root, env, stdio: 'ignore' });
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    if (
      await fetch(`${origin}/api/vehicle/family/v1`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error('the server did not start');
});

test.afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

async function api<T>(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  return (await response.json()) as { code: string; data: T };
}

test('SIGTERM lets a pre-order under way finish, then closes the database and exits 0', async () => {
  const login = await api<{ token: string }>('/login/v1', {
    method: 'POST',
    body: JSON.stringify({ account: DEMO.individual, password: DEMO.password }),
  });
  expect(login.code).toBe('L00001');
  const [family] = (await api<{ uuid: string }[]>('/vehicle/family/v1')).data;
  const detail = (await api<Parameters<typeof plainPreorder>[0]>(`/vehicle/family/v1/${family.uuid}`)).data;
  const body = JSON.stringify(plainPreorder(detail));
  expect(existsSync(join(folder, 'portal.pid'))).toBe(true);

  // The request is under way when the signal comes: its head and half its body are sent, the rest after.
  const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(`${origin}/api/order/order/v1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'cv-web-token': login.data.token,
        'Idempotency-Key': crypto.randomUUID(),
      },
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
    });
    outgoing.on('error', reject);
    outgoing.write(body.slice(0, 40));
    setTimeout(() => {
      server.kill('SIGTERM');
      setTimeout(() => outgoing.end(body.slice(40)), 300);
    }, 300);
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const { status, connection, text } = await answer;
  expect(status).toBe(201);
  expect(JSON.parse(text)).toMatchObject({
    code: '00000',
    data: { status: 'submitted', number: expect.stringMatching(/^PO\d{8}-\d{6}$/) },
  });
  expect(connection).toBe('close');
  expect(await exited).toBe(0);
  // The database was closed and its lock given back.
  expect(existsSync(join(folder, 'portal.pid'))).toBe(false);
});
