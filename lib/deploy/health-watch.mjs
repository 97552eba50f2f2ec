// @ts-check
// nginx's free edition has no active health checks: this asks each instance's /readyz every second and,
// when the answers change, writes nginx's configuration (lib/deploy/nginx.conf) with the instances that
// are not ready marked `down` and has nginx reload it (its workers finish what they serve). An instance
// that drains after SIGTERM (DRAIN_DELAY_MS) is so taken out before it stops taking connections.
// Used by `npm run cluster`; on a real host, lib/deploy/portal-health.service runs it:
//   node lib/deploy/health-watch.mjs --ports 3001,3002 --listen 80 --prefix /var/lib/nginx --conf /etc/nginx/nginx.conf
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const TEMPLATE = join(import.meta.dirname, 'nginx.conf');
const ASK_TIMEOUT_MS = 800;
/**
 * A ready instance that does not answer in time stays in until it has missed this many asks in a row: an
 * instance busy on a saturated machine answers late, and taking it out reloads nginx, which cuts the
 * clients' idle kept-alive connections (npm run scale:check saw it flap under load). A refusal or a 503
 * (draining, database away) takes it out at once.
 */
const MISSES_BEFORE_DOWN = 3;

/**
 * nginx's configuration for these instances: each `server` line of the upstream, `down` when not ready.
 * @param {{ listen: string; prefix: string; ports: number[]; ready: Set<number> }} options
 */
export function nginxConfig({ listen, prefix, ports, ready }) {
  // With none ready, all stay in: nginx then answers 502 from each rather than refusing the address.
  const allDown = ports.every((port) => !ready.has(port));
  const upstreams = ports
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=3s${allDown || ready.has(port) ? '' : ' down'};`)
    .join('\n    ');
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', listen)
    .replace('{{UPSTREAMS}}', upstreams);
}

/** @param {number} port @returns {Promise<'ready' | 'not ready' | 'late'>} */
const ask = (port) =>
  fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) }).then(
    (response) => (response.ok ? 'ready' : 'not ready'),
    (error) => (error instanceof Error && error.name === 'TimeoutError' ? 'late' : 'not ready'),
  );

/**
 * Writes the configuration now and whenever readiness changes, then reloads nginx; answers how to stop.
 * @param {{ listen: string; prefix: string; ports: number[]; conf: string; reload: () => void; intervalMs?: number; onChange?: (ready: Set<number>) => void }} options
 */
export async function watchHealth({ listen, prefix, ports, conf, reload, intervalMs = 1000, onChange }) {
  // The ready ports as last written; none written yet at first (none ready is an answer of its own).
  /** @type {string | null} */
  let shown = null;
  let stopped = false;
  /** @type {Map<number, number>} late answers in a row, per port */
  const misses = new Map();
  /** @type {Set<number>} */
  let wasReady = new Set();
  const look = async () => {
    const answers = await Promise.all(ports.map(ask));
    ports.forEach((port, index) => misses.set(port, answers[index] === 'late' ? (misses.get(port) ?? 0) + 1 : 0));
    const ready = new Set(
      ports.filter(
        (port, index) =>
          answers[index] === 'ready' || (answers[index] === 'late' && wasReady.has(port) && (misses.get(port) ?? 0) < MISSES_BEFORE_DOWN),
      ),
    );
    wasReady = ready;
    const key = [...ready].sort().join(',');
    if (key === shown) return false;
    writeFileSync(conf, nginxConfig({ listen, prefix, ports, ready }));
    const first = shown === null;
    shown = key;
    onChange?.(ready);
    return !first;
  };
  await look();
  const loop = async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      if (!stopped && (await look())) reload();
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      ports: { type: 'string' },
      listen: { type: 'string', default: '80' },
      prefix: { type: 'string', default: '/var/lib/nginx' },
      conf: { type: 'string', default: '/etc/nginx/nginx.conf' },
    },
  });
  const ports = String(values.ports ?? '')
    .split(',')
    .map(Number)
    .filter((port) => port > 0);
  if (!ports.length)
    throw new Error('usage: health-watch.mjs --ports 3001,3002 [--listen 80 --prefix /var/lib/nginx --conf /etc/nginx/nginx.conf]');
  await watchHealth({
    listen: values.listen,
    prefix: values.prefix,
    ports,
    conf: values.conf,
    reload: () => execFileSync('nginx', ['-s', 'reload']),
    onChange: (ready) => console.log(`ready: ${[...ready].join(', ') || 'none'}`),
  });
}
