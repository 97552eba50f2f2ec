/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createStaticFiles } from './static-files';

const SCRIPT = 'console.log("泰嵐");'.repeat(50);
let server: Server;
let origin: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'nested'));
  for (const name of ['a.js', 'nested/b.css']) {
    writeFileSync(join(dir, name), SCRIPT);
    writeFileSync(join(dir, `${name}.gz`), gzipSync(SCRIPT));
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(SCRIPT));
  }
  writeFileSync(join(dir, 'plain.js'), SCRIPT); // built without its copies
  writeFileSync(join(dir, 'secret.txt'), 'not a script');
  writeFileSync(join(dir, 'secret.txt.gz'), gzipSync('not a script'));
  writeFileSync(join(dir, 'secret.txt.br'), brotliCompressSync('not a script'));
  const answerStatic = createStaticFiles(dir);
  server = createServer((req, res) => answerStatic(req, res) || res.end('next'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // The path as written, not normalised as a URL would be (a visitor's request may carry `..`).
    const { hostname, port } = new URL(origin);
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

it('sends the brotli copy to a browser that takes it, and the gzip copy to one that takes only gzip', async () => {
  const br = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('application/javascript; charset=UTF-8');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.headers['x-content-type-options']).toBe('nosniff');
  expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

  const gzip = await get('/_next/static/chunks/nested/b.css?dpl=1', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers['content-type']).toBe('text/css; charset=UTF-8');
  expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
});

it('honours an encoding refused with q=0, even beside *', async () => {
  const refusedBr = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br;q=0, gzip' });
  expect(refusedBr.headers['content-encoding']).toBe('gzip');
  const starWithoutGzip = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'gzip;q=0, br;q=0, *' });
  expect(starWithoutGzip.body.toString()).toBe('next');
  const star = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br;q=0, *' });
  expect(star.headers['content-encoding']).toBe('gzip');
});

it('answers a repeated request by its ETag with 304 and no body', async () => {
  const first = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br' });
  const again = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.vary).toBe('Accept-Encoding');
  expect(again.headers.etag).toBe(first.headers.etag);
  const other = await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"another"' });
  expect(other.status).toBe(200);
});

it('leaves to Next what it has no copy for, what takes neither encoding, HEAD, ranges and any other address', async () => {
  const toNext = async (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }, method = 'GET') =>
    (await get(path, headers, method)).body.toString();
  expect(await toNext('/_next/static/chunks/plain.js')).toBe('next');
  expect(await toNext('/_next/static/chunks/a.js', { 'accept-encoding': 'identity' })).toBe('next');
  expect(await toNext('/_next/static/chunks/a.js', { 'accept-encoding': 'br, gzip;q=0', range: 'bytes=0-9' })).toBe('next');
  expect((await get('/_next/static/chunks/a.js', { 'accept-encoding': 'br' }, 'HEAD')).headers['content-encoding']).toBeUndefined();
  expect(await toNext('/_next/static/chunks/secret.txt')).toBe('next');
  expect(await toNext('/_next/static/chunks/nested/../a.js')).toBe('next');
  expect(await toNext('/_next/static/chunks/a.js.br')).toBe('next');
});
