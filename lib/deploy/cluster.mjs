// @ts-check
// npm run cluster [-- --instances 2 --port 8080]: the portal as a truck maker runs it when one machine is not
// enough (issue 21), on this machine: a throwaway PostgreSQL with the demo data, N instances of one
// production build (started at once: one migrates, the others wait on its lock) on loopback ports, and
// Debian's nginx in front (lib/deploy/nginx.conf) with passive failover, its upstream kept by the health
// watcher (lib/deploy/health-watch.mjs). Prints the address; Ctrl-C stops everything and deletes the data.
// `npm run scale:check` uses startCluster() too.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DB_ENTRY, SERVER_ENTRY } from '../runtime/entry.mjs';
import { ensureBuild, root, run } from '../runtime/prepare.mjs';
import { startPostgres } from '../testing/postgres.mjs';
import { freePort, waitForServer } from '../testing/serve-production.mjs';
import { installDebianPackages } from '../tools/debian-packages.mjs';
import { watchHealth } from './health-watch.mjs';

const NGINX_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** Debian's nginx, installed when missing (lib/tools/debian-packages.mjs). */
function ensureNginx() {
  if (spawnSync('nginx', ['-v']).status !== 0) installDebianPackages(['nginx']);
}

/**
 * Starts the cluster; answers its address, the instances' ports, how to stop, kill or restart one, the database's URL and nginx's access log.
 * `build: false` takes the build in .next as it is, even when sources are newer (scale:check --skip-build).
 * @param {{ instances?: number; port?: number; env?: Record<string, string>; build?: boolean }} [options]
 */
export async function startCluster({ instances = 2, port = 8080, env = {}, build = true } = {}) {
  ensureNginx();
  if (build) await ensureBuild();
  const postgres = await startPostgres();
  const origin = `http://127.0.0.1:${port}`;
  const settings = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: postgres.url,
    PUBLIC_ORIGIN: origin,
    TRUSTED_PROXY_HOPS: '1',
    DRAIN_DELAY_MS: '2500',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  for (const folder of NGINX_FOLDERS) mkdirSync(join(prefix, folder));
  const conf = join(prefix, 'nginx.conf');
  /** @type {Map<number, import('node:child_process').ChildProcess>} */
  const running = new Map();
  let nginx = /** @type {import('node:child_process').ChildProcess | null} */ (null);
  let stopWatch = () => {};

  const startInstance = async (/** @type {number} */ at) => {
    const child = spawn(process.execPath, [join(root, SERVER_ENTRY), String(at), '127.0.0.1'], {
      cwd: root,
      env: settings,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    running.set(at, child);
    await waitForServer(`http://127.0.0.1:${at}/readyz`, { child, timeoutMs: 90_000, ready: true });
  };
  /** Sends the signal to the instance on that port and waits until it has left. */
  const signal = async (/** @type {number} */ at, /** @type {NodeJS.Signals} */ name) => {
    const child = running.get(at);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const left = new Promise((resolve) => child.once('exit', resolve));
    child.kill(name);
    await left;
  };
  const stop = async () => {
    stopWatch();
    nginx?.kill('SIGQUIT');
    await Promise.all([...running.keys()].map((at) => signal(at, 'SIGTERM')));
    postgres.stop();
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    // The demo data, written once by the migrate-and-seed command; the instances then only migrate (nothing is left to do).
    // Without SMTP_URL: a seed sends no mail.
    await run(process.execPath, ['--conditions=react-server', join(root, DB_ENTRY), 'seed'], { env: { ...settings, SMTP_URL: '' } });
    const ports = [];
    for (let i = 0; i < instances; i += 1) {
      let next = await freePort();
      while (ports.includes(next) || next === port) next = await freePort();
      ports.push(next);
    }
    await Promise.all(ports.map(startInstance));
    const reload = () => spawnSync('nginx', ['-p', prefix, '-c', conf, '-s', 'reload'], { stdio: 'inherit' });
    stopWatch = await watchHealth({ listen: `127.0.0.1:${port}`, prefix, ports, conf, reload });
    nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    await waitForServer(`${origin}/api/vehicle/family/v1`, { child: nginx, timeoutMs: 30_000, ready: true });
    return {
      origin,
      ports,
      databaseUrl: postgres.url,
      /** nginx's access log: each request with the instance that answered it (upstream=127.0.0.1:port). */
      accessLog: join(prefix, 'access.log'),
      stop,
      /** Ends an instance as a crash or a deploy would (SIGKILL, SIGTERM). */
      kill: signal,
      /** Stops the instance on that port gracefully and starts it again; resolved once it is ready. */
      restart: async (/** @type {number} */ at) => {
        await signal(at, 'SIGTERM');
        await startInstance(at);
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } } });
  const cluster = await startCluster({ instances: Number(values.instances), port: Number(values.port) });
  console.log(
    `cluster: ${cluster.ports.length} instances (ports ${cluster.ports.join(', ')}) behind nginx at ${cluster.origin}; Ctrl-C stops it`,
  );
  const leave = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', leave);
  process.once('SIGTERM', leave);
}
