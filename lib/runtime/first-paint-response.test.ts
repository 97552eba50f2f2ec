/** @jest-environment node */
import compression from 'compression';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { indexSheet } from './first-paint-index.mjs';
import { heldSheet, rewriteFirstPaint } from './first-paint-response';

const sheets = { 'abc.css': indexSheet('.card{padding:8px}.other{margin:0}') };
const HEAD = '<html><head><link rel="stylesheet" href="/_next/static/chunks/abc.css" data-precedence="next"/></head>';

type Answer = (response: ServerResponse) => void;

/** The server's pipeline in small: compression, then the rewrite, then what stands in for Next. */
async function fetchThrough(answer: Answer, encoding = 'gzip', cookie = '', index: typeof sheets = sheets) {
  const compress = compression();
  const server = createServer((request: IncomingMessage, response: ServerResponse) =>
    compress(request as never, response as never, () => {
      rewriteFirstPaint(request, response, index);
      answer(response);
    }),
  ).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
      httpRequest(
        { port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': encoding, ...(cookie && { cookie }) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              headers: response.headers,
              text: (response.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
            });
          });
        },
      )
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

// As Next streams a page: its headers first, then the document in pieces.
const streamedPage: Answer = (response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.writeHead(200);
  response.write(HEAD);
  response.write(Buffer.from('<body><div class="card">泰嵐</div>'));
  response.end('<script src="/_next/static/chunks/main.js" async=""></script></body></html>');
};

describe('rewriteFirstPaint', () => {
  it.each(['gzip', 'identity'])('rewrites a streamed page whole, before it is compressed (%s)', async (encoding) => {
    const { headers, text } = await fetchThrough(streamedPage, encoding);
    expect(headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
    expect(text).toContain('<style data-first-paint="abc.css">.card{padding:8px}</style>');
    expect(text).toContain(
      `<div class="card">泰嵐</div><script data-boot='{"sheets":[["/_next/static/chunks/abc.css","next"]],"scripts":["/_next/static/chunks/main.js"]}'>`,
    );
    expect(text.endsWith('</script></body></html>')).toBe(true);
    expect(text).not.toContain('.other');
  });

  it('sends a browser whose cookie names the sheet the page as Next rendered it, with its scripts still after the paint', async () => {
    const { text } = await fetchThrough(streamedPage, 'gzip', 'theme=x; sheet=abc.css');
    expect(text).toContain(HEAD.replace('</head>', ''));
    expect(text).not.toContain('data-first-paint');
    expect(text).toContain(`data-boot='{"sheets":[],"scripts":["/_next/static/chunks/main.js"]}'`);
  });

  it('trusts the cookie only for a sheet of this build', () => {
    const asking = (cookie: string) => ({ headers: { cookie } }) as IncomingMessage;
    expect(heldSheet(asking('sheet=abc.css'), sheets)).toBe('abc.css');
    expect(heldSheet(asking('a=1;  sheet=abc.css'), sheets)).toBe('abc.css');
    expect(heldSheet(asking('sheet=old.css'), sheets)).toBe('');
    expect(heldSheet(asking('xsheet=abc.css'), sheets)).toBe('');
    expect(heldSheet(asking('sheet=abc.css'), null)).toBe('');
  });

  it('sends a page it cannot rewrite as Next rendered it, rather than leaving the answer open', async () => {
    const broken = { 'abc.css': { layers: [], entries: null } } as never;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { text } = await fetchThrough(streamedPage, 'gzip', '', broken);
    expect(text).toBe(
      `${HEAD}<body><div class="card">泰嵐</div><script src="/_next/static/chunks/main.js" async=""></script></body></html>`,
    );
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"path":"/"'));
    errors.mockRestore();
  });

  it('passes what is not a page through as it comes', async () => {
    const json = JSON.stringify({ html: HEAD });
    const { text } = await fetchThrough((response) => {
      response.setHeader('content-type', 'application/json');
      response.end(json);
    });
    expect(text).toBe(json);
  });

  it('leaves a page whose length was already sent as it was', async () => {
    const page = `${HEAD}<body class="card"></body></html>`;
    const { text } = await fetchThrough((response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(page) });
      response.end(page);
    });
    expect(text).toBe(page);
  });
});
