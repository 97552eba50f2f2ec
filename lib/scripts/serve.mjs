// Starts the production build (`next start`) on a free loopback port for scripts, and stops it again.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

const SOURCES = ['app', 'components', 'store', 'lib', 'public', 'middleware.ts', 'next.config.js', 'package.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** Builds when there is no build or a source is newer than it. */
export async function ensureBuild() {
  const buildId = join(root, '.next', 'BUILD_ID');
  const stale =
    !existsSync(buildId) ||
    SOURCES.filter((s) => existsSync(join(root, s))).some((s) => newestChange(join(root, s)) > statSync(buildId).mtimeMs);
  if (stale) await run('npm', ['run', 'build']);
}

/**
 * Migrates the configured database before the server takes traffic; the embedded default (no
 * DATABASE_URL) is also seeded with the demo data when it is empty.
 */
export async function prepareDatabase(env = {}) {
  const merged = { ...process.env, ...env };
  await run('npm', ['run', '--silent', merged.DATABASE_URL ? 'db:migrate' : 'db:seed'], { env: merged });
}

async function waitForServer(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Serves the production build; returns its origin and a stop function. */
export async function serveProduction(env = {}) {
  await ensureBuild();
  await prepareDatabase(env);
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'lib', 'scripts', 'server.mjs'), String(port), '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(origin, child);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
  return { origin, stop };
}
