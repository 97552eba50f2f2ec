// npm run bench:api [-- --duration 10 --connections 32]: throughput and latency of a few API calls,
// measured with autocannon on loopback against a production build served from a fresh, seeded
// temporary PGlite database. Each public GET is measured side by side with a bare Node server sending
// the same bytes with the same headers (the floor of what any server could do here): the ratio is the
// portal's rate over the bare one's (issue 21 asks for at least a quarter). Prints a table and writes
// bench-results/api.json. A measurement, not a test: it exits 0 when a target is missed and non-zero
// only when the server fails.
// --connections overrides the default concurrency of every call (32 for the GETs, 16 for login).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { root, serveProduction } from '../testing/serve-production.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string' },
    warmup: { type: 'string', default: '2' },
  },
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const override = values.connections === undefined ? undefined : Number(values.connections);
for (const [name, n] of [
  ['duration', duration],
  ['warmup', warmup],
  ['connections', override ?? 1],
]) {
  if (!Number.isFinite(n) || n < (name === 'warmup' ? 0 : 1)) {
    console.error(`bench:api: --${name} must be a positive number`);
    process.exit(2);
  }
}

const LOGIN_BODY = JSON.stringify({ account: 'wang.xiaoming@example.com', password: 'Tailan-Demo-2026' });
const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

const folder = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
let server;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    await server?.stop();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => cleanup().finally(() => process.exit(130)));
}

/** One call with fetch; throws unless it answers 200 with the expected envelope code. */
async function probe(origin, path, init = {}, expectedCode = '00000') {
  const response = await fetch(`${origin}${path}`, { headers: JSON_HEADERS, ...init });
  const body = await response.json().catch(() => null);
  if (response.status !== 200 || body?.code !== expectedCode) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status} ${JSON.stringify(body)?.slice(0, 200)}`);
  }
  return body.data;
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A client address per request (the server trusts one proxy hop here), as a morning's many buyers log in from many places. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function measure(origin, { name, path, method = 'GET', body, headers, connections, spread }) {
  const options = { url: `${origin}${path}`, method, body, headers: { ...JSON_HEADERS, ...headers }, connections };
  if (spread)
    options.requests = [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }) }];
  if (warmup > 0) await cannon({ ...options, duration: warmup });
  const r = await cannon({ ...options, duration });
  return {
    name,
    request: `${method} ${path}`,
    connections,
    durationS: duration,
    requests: r.requests.total,
    reqPerSec: +r.requests.mean.toFixed(1),
    /** Answers that did what was asked (2xx): a 429 is cheap and says nothing of the call's own cost. */
    okPerSec: +(r.requests.mean * (1 - r.non2xx / Math.max(1, r.requests.total))).toFixed(1),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

/** A bare Node server answering every request with the status, headers and bytes the portal sent for `url`. */
async function bareCopyOf(url) {
  const answer = await fetch(url, { headers: JSON_HEADERS });
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = Object.fromEntries(
    [...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
  );
  const bare = createServer((_request, response) => {
    response.writeHead(answer.status, { ...headers, 'content-length': body.length });
    response.end(body);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${bare.address().port}`,
    bytes: body.length,
    close: () => new Promise((resolve) => bare.close(resolve)),
  };
}

const QUARTER = { text: '≥ ¼ of the bare server', met: (r) => r.ratio >= 0.25 };
const TARGETS = {
  'family list': {
    text: '≥ 1500 req/s, p99 ≤ 50 ms, ≥ ¼ of the bare server',
    met: (r) => r.reqPerSec >= 1500 && r.p99Ms <= 50 && r.ratio >= 0.25,
  },
  'family detail': QUARTER,
  'towns of city 01': QUARTER,
  'news list': QUARTER,
  'magazine issues': QUARTER,
  login: { text: '≥ 60 logins/s', met: (r) => r.okPerSec >= 60 },
};

let results;
let exitCode = 0;
try {
  server = await serveProduction({ PGLITE_DIR: folder, LOG_LEVEL: 'warn', TRUSTED_PROXY_HOPS: '1' });
  const { origin } = server;

  // Sanity checks before measuring: every call answers as documented.
  const families = await probe(origin, '/api/vehicle/family/v1');
  const list = Array.isArray(families) ? families : (families?.list ?? families?.families ?? []);
  const familyId = list[0]?.uuid;
  if (!familyId) throw new Error('GET /api/vehicle/family/v1 returned no family with a uuid');
  await probe(origin, `/api/vehicle/family/v1/${familyId}`);
  await probe(origin, '/api/address/address/v1?cityId=01');
  await probe(origin, '/api/login/v1', { method: 'POST', body: LOGIN_BODY }, 'L00001');

  const calls = [
    { name: 'family list', path: '/api/vehicle/family/v1', connections: override ?? 32 },
    { name: 'family detail', path: `/api/vehicle/family/v1/${familyId}`, connections: override ?? 32 },
    { name: 'towns of city 01', path: '/api/address/address/v1?cityId=01', connections: override ?? 32 },
    { name: 'news list', path: '/api/content/news/v1', connections: override ?? 32 },
    { name: 'magazine issues', path: '/api/content/magazine/v1', connections: override ?? 32 },
    { name: 'login', path: '/api/login/v1', method: 'POST', body: LOGIN_BODY, connections: override ?? 16, spread: true },
  ];
  results = [];
  for (const call of calls) {
    console.log(`measuring ${call.name} (${call.connections} connections, ${warmup} s warm-up + ${duration} s)…`);
    const result = await measure(origin, call);
    if (call.method === undefined) {
      // The same bytes from a bare server, measured the same way right after, so both see the same machine.
      const bare = await bareCopyOf(`${origin}${call.path}`);
      try {
        const floor = await measure(bare.origin, call);
        Object.assign(result, {
          bytes: bare.bytes,
          bareReqPerSec: floor.reqPerSec,
          ratio: +(result.reqPerSec / floor.reqPerSec).toFixed(3),
        });
      } finally {
        await bare.close();
      }
    }
    results.push(result);
  }
  // The server must still be up after the load.
  await probe(origin, '/api/vehicle/family/v1');
} catch (error) {
  console.error(`bench:api: ${error?.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanup();
}

if (results) {
  const rows = results.map((r) => {
    const target = TARGETS[r.name];
    return {
      call: r.name,
      conns: r.connections,
      'req/s': r.reqPerSec,
      'ok/s': r.okPerSec,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'bare req/s': r.bareReqPerSec ?? '–',
      ratio: r.ratio ?? '–',
      'non-2xx': r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      target: target?.text ?? '–',
      met: target ? (target.met(r) ? 'met' : 'NOT met') : '–',
    };
  });
  console.log(`\nbench:api — autocannon on loopback, ${duration} s per call after a ${warmup} s warm-up\n`);
  console.table(rows);
  for (const r of results) {
    if (r.non2xx || r.errors || r.timeouts) {
      console.log(
        `note: ${r.request}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; status codes ${JSON.stringify(r.statusCodes)}`,
      );
    }
  }
  const out = join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  const cpuList = cpus();
  writeFileSync(
    join(out, 'api.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: {
          cpus: cpuList.length,
          cpuModel: cpuList[0]?.model,
          node: process.version,
          platform: `${process.platform}-${process.arch}`,
        },
        options: { durationS: duration, warmupS: warmup, connections: override ?? { get: 32, login: 16 } },
        results: results.map((r) => ({
          ...r,
          target: TARGETS[r.name]?.text ?? null,
          targetMet: TARGETS[r.name] ? TARGETS[r.name].met(r) : null,
        })),
      },
      null,
      2,
    ),
  );
  console.log(`saved to ${join('bench-results', 'api.json')}`);
}
process.exit(exitCode);
