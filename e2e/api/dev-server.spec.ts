import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { API_CODES } from '@/lib/api/codes';
import { freePort, rawRequest } from './own-server';

// `npm run dev` serves through the same guards as `npm start` (lib/runtime/dev.mjs): plain `next dev`
// answered a method it does not serve with a bare 500 and let a client's X-Forwarded-For through. A
// development server of its own on a fresh PGlite; the guards answer before Next compiles anything.

test.skip(Boolean(process.env.DATABASE_URL), 'runs once, on the embedded database');
test.setTimeout(180_000);

let folder: string;
let dev: ChildProcess;
let port: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'portal-dev-'));
  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '',
    PGLITE_DIR: folder,
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_ORIGIN: '',
  };
  delete (env as Record<string, string | undefined>).NODE_ENV;
  // Its own process group, so that npm, the shell and the server all stop with it.
  dev = spawn('npm', ['run', '--silent', 'dev'], { cwd: process.cwd(), env, stdio: 'ignore', detached: true });
  for (const until = Date.now() + 150_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (
      await rawRequest(port, '/', { method: 'OPTIONS' }).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > until || dev.exitCode !== null) throw new Error('the development server did not start');
  }
});

test.afterAll(() => {
  if (dev.exitCode === null) process.kill(-dev.pid!, 'SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

test('a method Next does not serve is refused by the guards, in the envelope under /api', async () => {
  const api = await rawRequest(port, '/api/vehicle/family/v1', { method: 'TRACE' });
  expect(api.status).toBe(404);
  expect(JSON.parse(api.body)).toEqual({ code: 'N00404', message: API_CODES.N00404.message, data: null });
  expect(api.headers['x-frame-options']).toBe('DENY');
  const page = await rawRequest(port, '/', { method: 'TRACE' });
  expect([page.status, page.body, page.headers.allow]).toEqual([405, 'Method Not Allowed', 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE']);
});

test('a path that does not decode and an oversized body are refused before Next sees them', async () => {
  const malformed = await rawRequest(port, '/api/%ff');
  expect(malformed.status).toBe(400);
  expect(JSON.parse(malformed.body)).toMatchObject({ code: 'V00001', message: API_CODES.V00001.message });
  const oversized = await rawRequest(port, '/api/member/member/v1/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024) },
  });
  expect(oversized.status).toBe(422);
  expect(JSON.parse(oversized.body)).toEqual({
    code: 'V00001',
    message: API_CODES.V00001.message,
    data: { errors: [{ path: '', message: '資料量過大' }] },
  });
});

test('SIGTERM stops it gracefully: the server leaves and its port is free again', async () => {
  const left = new Promise((resolve) => dev.once('exit', resolve));
  process.kill(-dev.pid!, 'SIGTERM');
  await left;
  // npm may leave before the server it started: poll until nothing listens on the port.
  await expect
    .poll(
      () =>
        rawRequest(port, '/', { method: 'OPTIONS' }).then(
          () => 'answered',
          () => 'refused',
        ),
      { timeout: 15_000 },
    )
    .toBe('refused');
});
