// The production server: Next's request handler behind a plain Node HTTP server, so that the
// caller's address comes from the socket. `next start` keeps an X-Forwarded-For the client sent,
// which would let anyone pick the address that per-IP limits count. Here the header is replaced by
// the socket address, or, with TRUSTED_PROXY_HOPS=n, the socket address is appended to what our
// own n proxies wrote (lib/server/http/client-ip.ts reads it back).
// Usage: node lib/scripts/server.mjs [port] [hostname]
import { createServer } from 'node:http';
import next from 'next';
import { createPageCache } from './page-cache.mjs';
import { cleanRequestHeaders, METHODS, onClientError, refuseMethod } from './request-guards.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const hostname = process.argv[3] ?? process.env.HOSTNAME ?? '0.0.0.0';
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS) || 0;

if (!process.env.SMTP_URL) {
  console.warn('portal: SMTP_URL is not set, so mail stays in the local outbox and /dev/mailbox shows it to anyone: a demo set-up, not for the internet.');
}

const app = next({ dev: false, hostname, port, dir: new URL('../..', import.meta.url).pathname });
const handle = app.getRequestHandler();
await app.prepare();
const serve = createPageCache();

const server = createServer((request, response) => {
  cleanRequestHeaders(request, trustedHops);
  if (!METHODS.has(request.method ?? '')) refuseMethod(request, response);
  else serve(request, response, handle);
})
  .on('clientError', onClientError)
  .listen(port, hostname, () => {
    console.log(`portal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
    // Open the database and read the catalog now rather than on the first visitor's request (about
    // 1.5 s on PGlite); after a crash the restarted server is ready sooner. A database that is not
    // there yet is opened by the next request instead.
    fetch(`http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}/api/vehicle/family/v1`).catch(() => undefined);
  });

// A deploy or Ctrl-C: take no new connections, let the requests under way finish (a pre-order's
// transaction commits rather than being cut), then close the database (lib/server/db/client.ts keeps
// it on globalThis) and leave. A request still running after 10 s is given up.
const SHUTDOWN_GRACE_MS = 10_000;
function shutDown() {
  setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  server.close(async () => {
    const database = await globalThis.__portalDb?.catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.once('SIGTERM', shutDown);
process.once('SIGINT', shutDown);
