import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF_PASSWORD } from '@/lib/server/seed/staff-data';
import { ownServer, rawRequest, type RawAnswer } from './own-server';
import { signInStaff, staffEmail, staffSecret } from './staff-support';

// A body is counted as it arrives and cut at 32 KiB (96 KiB for the console's calls, 7 MiB for its
// picture upload; lib/api/body-limits.ts, lib/runtime/request-guards.ts limitBody), on every route,
// however it is framed or encoded: a 300 MiB upload costs the server neither its memory nor time.

const MIB = 1024 * 1024;
const UPLOAD = 300 * MIB;
// A bound that a busy 2-core machine keeps; the real figure is printed.
const ANSWER_WITHIN_MS = 10_000;

/** 300 MiB of a JSON-looking body, produced as it is sent and never held whole. */
function hugeBody() {
  const piece = Buffer.alloc(64 * 1024, 'a');
  return Readable.from(
    (function* produce() {
      yield Buffer.from('{"account":"');
      for (let sent = 0; sent < UPLOAD; sent += piece.length) yield piece;
    })(),
  );
}

const residentMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

let server: Awaited<ReturnType<typeof ownServer>>;
/** 行銷's console token on this server: a session that may upload pictures. */
let editorToken: string;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await ownServer();
  const own = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${server.port}` });
  editorToken = await signInStaff(own, staffEmail('marketing'), DEMO_STAFF_PASSWORD, staffSecret('marketing'));
  await own.dispose();
});

/** A token of a console token's shape that opens no session. */
const MADE_UP_TOKEN = 'A'.repeat(43);
/** The route's own answer to a picture that is no picture: it read the body whole. */
const notAPicture = (answer: RawAnswer) => [answer.status, JSON.parse(answer.body).data?.errors?.[0]?.path];
test.afterAll(async () => server?.stop());

/** Sends the upload and reports the answer and the most the server's memory grew while it lasted. */
async function upload(path: string, headers: Record<string, string>) {
  // Warm the route first, so that its first load is not counted as the upload's cost.
  await rawRequest(server.port, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: Readable.from([Buffer.from('{}')]),
  });
  const idle = residentMiB(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid))), 20);
  let answer: RawAnswer;
  try {
    answer = await rawRequest(server.port, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: hugeBody(),
    });
    // Anything read after the answer would still show: keep watching a moment longer.
    await new Promise((resolve) => setTimeout(resolve, 500));
  } finally {
    clearInterval(sampler);
  }
  console.log(
    `${path} ${JSON.stringify(headers)}: answered ${answer.status} in ${Math.round(answer.ms)} ms, memory +${(peak - idle).toFixed(1)} MiB`,
  );
  return { answer, grewMiB: peak - idle };
}

const framings: [string, Record<string, string>][] = [
  ['chunked, no Content-Length', {}],
  ['chunked and gzip-encoded', { 'Content-Encoding': 'gzip' }],
  ['chunked and deflate-encoded', { 'Content-Encoding': 'deflate' }],
  ['an honest Content-Length of 300 MiB', { 'Content-Length': String(UPLOAD + 12) }],
];

for (const [label, headers] of framings) {
  test(`a 300 MiB body (${label}) to the API is cut at 32 KiB with V00001, memory stays within 50 MiB`, async () => {
    test.setTimeout(60_000);
    const { answer, grewMiB } = await upload('/api/login/v1', headers);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'V00001',
      message: '資料格式不正確，請檢查標示的欄位',
      data: { errors: [{ path: '', message: '資料量過大' }] },
    });
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers.connection).toBe('close');
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(grewMiB).toBeLessThan(50);
  });
}

for (const path of ['/news', '/member/purchase', '/no-such-page']) {
  test(`a 300 MiB chunked POST to the page ${path} is a plain 413 with the security headers, memory stays within 50 MiB`, async () => {
    test.setTimeout(60_000);
    const { answer, grewMiB } = await upload(path, {});
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toBeDefined();
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(grewMiB).toBeLessThan(50);
  });
}

test('a body within 32 KiB still reaches the route, chunked or with its length', async () => {
  // 30 KiB of white space inside valid JSON: the route reads it and answers the login itself.
  const login = `{"account":"nobody@example.com",${' '.repeat(30 * 1024)}"password":"Wrong-Password-1"}`;
  const framings: Record<string, string>[] = [{ 'Content-Length': String(Buffer.byteLength(login)) }, {}];
  for (const framed of framings) {
    const answer = await rawRequest(server.port, '/api/login/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...framed },
      body: Readable.from([Buffer.from(login.slice(0, 1000)), Buffer.from(login.slice(1000))]),
    });
    expect(JSON.parse(answer.body).code, JSON.stringify(framed)).toBe('L00002');
  }
});

test('a 300 MiB body behind a lying Content-Length of 30 KiB is refused at once, memory stays within 50 MiB', async () => {
  test.setTimeout(60_000);
  const { answer, grewMiB } = await upload('/api/login/v1', { 'Content-Length': String(30 * 1024) });
  // The 30 KiB it declared are the body; what follows is no HTTP request, and Node's parser refuses it
  // with a 400 and closes the connection, usually before the route's own answer (V00001) is out.
  expect([400, 422]).toContain(answer.status);
  expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(grewMiB).toBeLessThan(50);
  expect((await rawRequest(server.port, '/api/vehicle/family/v1')).status).toBe(200);
});

test("the console's calls may carry an article (96 KiB), a picture upload 7 MiB, and no more; each other call still stops at its own 32 KiB", async () => {
  test.setTimeout(60_000);
  const { answer, grewMiB } = await upload('/api/staff/news/v1', {});
  expect(answer.status).toBe(422);
  expect(JSON.parse(answer.body).data).toEqual({ errors: [{ path: '', message: '資料量過大' }] });
  expect(grewMiB).toBeLessThan(50);
  // A picture upload with the token of a session that may upload may carry 7 MiB, and is cut there too.
  const token = { 'cv-staff-token': editorToken };
  const picture = await upload('/api/staff/media/v1', token);
  expect(picture.answer.status).toBe(422);
  expect(JSON.parse(picture.answer.body).data).toEqual({ errors: [{ path: '', message: '資料量過大' }] });
  expect(picture.grewMiB).toBeLessThan(50);
  // 1 MiB of picture: held whole with the editor's token (the route then finds it no picture), cut at 96 KiB
  // without one, and with a made-up token of the same shape (the guard looks its session up first).
  const mib = `{"alt":"卡車","data":"${'A'.repeat(1024 * 1024)}"}`;
  const send = (headers: Record<string, string>) =>
    rawRequest(server.port, '/api/staff/media/v1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(mib)), ...headers },
      body: Readable.from([Buffer.from(mib)]),
    });
  expect(notAPicture(await send(token))).toEqual([422, 'data']);
  for (const stranger of [await send({}), await send({ 'cv-staff-token': MADE_UP_TOKEN })]) {
    expect(stranger.status).toBe(422);
    expect(JSON.parse(stranger.body).data).toEqual({ errors: [{ path: '', message: '資料量過大' }] });
  }
  // 40 KiB to a console call that takes 32: its route refuses it, before any sign-in is looked at.
  const padded = `{"email":"nobody@example.com",${' '.repeat(40 * 1024)}"password":"Wrong-Password-1"}`;
  const refused = await rawRequest(server.port, '/api/staff/login/v1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(padded)) },
    body: Readable.from([Buffer.from(padded)]),
  });
  expect(JSON.parse(refused.body)).toMatchObject({ code: 'V00001', data: { errors: [{ path: '', message: '資料量過大' }] } });
});

test('at most four pictures are held at once, two an address: another upload meanwhile is told to come back, unread; a sender that falls silent loses its place', async () => {
  test.setTimeout(90_000);
  const mib = `{"alt":"卡車","data":"${'A'.repeat(1024 * 1024)}"}`;
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(mib)),
    'cv-staff-token': editorToken,
  };
  /** A sender from its own loopback address that sends the head and the first bytes of a 1 MiB picture, then waits. */
  const slowFrom = (localAddress: string, token = editorToken) => {
    const socket = connect({ port: server.port, host: '127.0.0.1', localAddress });
    const head = Object.entries({ ...headers, 'cv-staff-token': token }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST /api/staff/media/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\n${head.join('')}\r\n${mib.slice(0, 1000)}`);
    socket.on('error', () => undefined);
    return socket;
  };
  const send = (localAddress: string) =>
    rawRequest(server.port, '/api/staff/media/v1', { method: 'POST', headers, body: Readable.from([Buffer.from(mib)]), localAddress });
  const busy = { status: 500, retryAfter: '5', body: { code: 'E00500', message: '系統忙碌中，請稍後再試', data: null } };
  const answerOf = async (localAddress: string) => {
    const answer = await send(localAddress);
    return { status: answer.status, retryAfter: answer.headers['retry-after'], body: JSON.parse(answer.body) };
  };
  // Made-up tokens of a console token's shape hold no place, from however many addresses (issue 35):
  // the editor's upload is read whole (and found no picture).
  const strangers = ['127.0.0.11', '127.0.0.11', '127.0.0.12', '127.0.0.12', '127.0.0.13'].map((address) =>
    slowFrom(address, MADE_UP_TOKEN),
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notAPicture(await send('127.0.0.9'))).toEqual([422, 'data']);
  } finally {
    for (const socket of strangers) socket.destroy();
  }
  // One address holds two places: its third upload waits its turn, another address's goes through.
  const office = [slowFrom('127.0.0.2'), slowFrom('127.0.0.2')];
  try {
    await expect.poll(() => answerOf('127.0.0.2')).toEqual(busy);
    expect(notAPicture(await send('127.0.0.9'))).toEqual([422, 'data']);
  } finally {
    for (const socket of office) socket.destroy();
  }
  // Four addresses hold every place: a fifth is told to come back.
  const slow = ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((address) => slowFrom(address));
  try {
    await expect.poll(() => answerOf('127.0.0.7')).toEqual(busy);
    // A sender that falls silent is dropped after 10 s, and its place freed.
    await expect.poll(async () => notAPicture(await send('127.0.0.7')), { timeout: 20_000 }).toEqual([422, 'data']);
  } finally {
    for (const socket of slow) socket.destroy();
  }
});
