// The production server: Next's request handler behind a plain Node HTTP server, so that the
// caller's address comes from the socket. `next start` keeps an X-Forwarded-For the client sent,
// which would let anyone pick the address that per-IP limits count. Here the header is replaced by
// the socket address, or, with TRUSTED_PROXY_HOPS=n, the socket address is appended to what our
// own n proxies wrote (lib/server/http/client-ip.ts reads it back).
// Usage: node lib/scripts/server.mjs [port] [hostname]
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import next from 'next';
import { createPageCache } from './page-cache.mjs';

const { securityHeaders } = createRequire(import.meta.url)('../security-headers.js');
// The methods Next serves; it answers any other (TRACE, CONNECT, WebDAV's) with a bare 500.
const METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

// Headers only Next itself may set between its own parts: from outside they skip the middleware
// (CVE-2025-29927's x-middleware-subrequest) or make Next answer `{}` without running the page or the
// API route (x-middleware-prefetch), which the page cache would then keep for everyone.
const INTERNAL_HEADER = /^(x-middleware-|x-invoke-|x-now-route-matches$|x-matched-path$|x-prerender-revalidate)/;

/** Another method: the API's N00404 envelope (as for a method a route does not serve), else 405. */
function refuseMethod(request, response) {
  const headers = Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]));
  headers['Cache-Control'] = 'no-store';
  if ((request.url ?? '').startsWith('/api/')) {
    response.writeHead(404, { ...headers, 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ code: 'N00404', message: '查無資料', data: null }));
  } else {
    response.writeHead(405, { ...headers, Allow: [...METHODS].join(', '), 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Method Not Allowed');
  }
}

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

// A request head past Node's 16 KiB (a huge query string) never reaches Next: answer it with the
// API's envelope (V00001) rather than Node's bare 431.
const TOO_LARGE = JSON.stringify({ code: 'V00001', message: '資料格式不正確，請檢查標示的欄位', data: { errors: [{ path: '', message: '請求的網址或標頭過大' }] } });

function onClientError(error, socket) {
  if (!socket.writable) return;
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    return;
  }
  socket.end(
    [
      'HTTP/1.1 422 Unprocessable Entity',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(TOO_LARGE)}`,
      'Cache-Control: no-store',
      'X-Frame-Options: DENY',
      "Content-Security-Policy: frame-ancestors 'none'",
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      TOO_LARGE,
    ].join('\r\n'),
  );
}

createServer((request, response) => {
  for (const name of Object.keys(request.headers)) if (INTERNAL_HEADER.test(name)) delete request.headers[name];
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = trustedHops > 0 && forwarded ? `${forwarded}, ${socketAddress}` : socketAddress;
  if (!METHODS.has(request.method ?? '')) refuseMethod(request, response);
  else serve(request, response, handle);
})
  .on('clientError', onClientError)
  .listen(port, hostname, () => {
    console.log(`portal ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
  });
