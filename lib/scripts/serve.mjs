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

/**
 * Serves the production build; returns its origin, a stop function, and for the fault runs kill(signal)
 * (the server process only, as a crash would), restart() (a new process on the same port and database,
 * resolved once it answers), alive() and pid(). onStderr, when given, hears what the server writes to
 * stderr (which still goes to ours).
 */
export async function serveProduction(env = {}, { onStderr } = {}) {
  await ensureBuild();
  await prepareDatabase(env);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = async () => {
    const spawned = spawn(process.execPath, [join(root, 'lib', 'scripts', 'server.mjs'), String(port), '127.0.0.1'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', onStderr ? 'pipe' : 'inherit'],
    });
    // The fault runs read what the server says (an uncaught exception it survived), and pass it on.
    spawned.stderr?.on('data', (chunk) => {
      process.stderr.write(chunk);
      onStderr(String(chunk));
    });
    await waitForServer(origin, spawned);
    return spawned;
  };
  let child = await start();
  const exited = (server) => new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.on('exit', resolve)));
  const kill = async (signal = 'SIGKILL') => {
    const dying = exited(child);
    child.kill(signal);
    await dying;
  };
  const stop = () => kill('SIGTERM');
  const restart = async () => {
    await kill('SIGTERM');
    child = await start();
  };
  return { origin, stop, kill, restart, alive: () => child.exitCode === null && child.signalCode === null, pid: () => child.pid };
}
