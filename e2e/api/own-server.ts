import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { SERVER_ENTRY } from '@/lib/runtime/entry.mjs';

// For the specs that need a server of their own (the compiled lib/runtime/server.ts, as `npm start` runs it):
// its process id, its settings, or a refusal to start. (Playwright cannot load lib/testing/serve-production.mjs,
// which does the same for the scripts.)

const root = process.cwd();

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** An IPv4 address of this machine other than loopback, to call from as another machine would; null if none. */
export function nonLoopbackAddress(): string | null {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return addresses.find((entry) => entry.family === 'IPv4' && !entry.internal)?.address ?? null;
}

/**
 * The production server on a fresh, seeded embedded database, without SMTP_URL and with `settings`
 * added; `stop` also removes the database.
 */
export async function ownServer(settings: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-own-'));
  const env = { PGLITE_DIR: folder, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'fatal', TRUSTED_PROXY_HOPS: '0', ...settings };
  await promisify(execFile)('npm', ['run', '--silent', 'db:seed'], { cwd: root, env: { ...process.env, ...env } });
  const port = await freePort();
  const server = runScript([SERVER_ENTRY, String(port), '127.0.0.1'], env, 600_000);
  for (const until = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/vehicle/family/v1`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > until) throw new Error('the server did not start');
  }
  const stop = async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  return { port, pid: server.pid, stop };
}

/**
 * Another instance of the portal on the same PostgreSQL as the test server (the PostgreSQL run's
 * DATABASE_URL), as a second machine behind the load balancer would run it; `stop` ends it.
 */
export async function secondInstance() {
  const port = await freePort();
  // Behind the same one proxy hop as the test server (lib/testing/test-server.mjs), as instances behind one load balancer are.
  const env = { DATABASE_URL: process.env.DATABASE_URL!, SMTP_URL: '', MAIL_CATCHER_PORT: '', LOG_LEVEL: 'fatal', TRUSTED_PROXY_HOPS: '1' };
  const server = runScript([SERVER_ENTRY, String(port), '127.0.0.1'], env, 600_000);
  for (const until = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const up = await fetch(`http://127.0.0.1:${port}/api/vehicle/family/v1`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the second instance did not start: ${(await server.stop()).stderr}`);
  }
  return { origin: `http://127.0.0.1:${port}`, stop: server.stop };
}

/**
 * Runs a script of the project with `env`; `done` resolves when it leaves, or after `timeoutMs` when
 * it is killed (code null); `stop` ends it earlier.
 */
export function runScript(args: string[], env: Record<string, string>, timeoutMs = 30_000) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
  const stop = async () => {
    child.kill('SIGKILL');
    return done;
  };
  return { done, stop, pid: child.pid! };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from the start of the request to the status line. */
  ms: number;
}

/**
 * One HTTP request through node:http: from `localAddress` when given, with `body` streamed as it is
 * produced (chunked unless a Content-Length is set). The answer counts as soon as its head arrives; the
 * upload is then stopped.
 */
export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Readable; localAddress?: string } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.localAddress,
      agent: false,
    });
    outgoing.on('response', (response) => {
      answered = true;
      const ms = performance.now() - started;
      options.body?.unpipe(outgoing);
      options.body?.destroy();
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms });
      });
      response.on('error', reject);
    });
    // Once the server has answered and closed, the rest of the upload fails to write: that is expected.
    outgoing.on('error', (error) => {
      if (!answered) setTimeout(() => answered || reject(error), 500);
    });
    if (options.body) options.body.pipe(outgoing);
    else outgoing.end();
  });
}
