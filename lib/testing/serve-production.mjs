// Starts the production build (lib/runtime/server.ts, as `npm start` serves it) on a free loopback port for
// the scripts, and stops it again.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_ENTRY } from '../runtime/entry.mjs';
import { ensureBuild, prepareDatabase, root } from '../runtime/prepare.mjs';

export { root, run } from '../runtime/prepare.mjs';

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

/**
 * Waits until `url` answers (any answer; with `ready`, a 2xx one), asking every 250 ms; throws once the
 * process `child` has exited, or after `timeoutMs`.
 * @param {string} url
 * @param {{ child?: import('node:child_process').ChildProcess; timeoutMs?: number; ready?: boolean }} [options]
 */
export async function waitForServer(url, { child, timeoutMs = 60_000, ready = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(url).catch(() => null);
    if (answer && (!ready || answer.ok)) return;
    await new Promise((r) => setTimeout(r, 250));
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
    const spawned = spawn(process.execPath, [join(root, SERVER_ENTRY), String(port), '127.0.0.1'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', onStderr ? 'pipe' : 'inherit'],
    });
    // The fault runs read what the server says (an uncaught exception it survived), and pass it on.
    spawned.stderr?.on('data', (chunk) => {
      process.stderr.write(chunk);
      onStderr(String(chunk));
    });
    await waitForServer(origin, { child: spawned });
    return spawned;
  };
  let child = await start();
  const exited = (server) =>
    new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.on('exit', resolve)));
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
