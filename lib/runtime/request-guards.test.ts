/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { API_CODES } from '@/lib/api/codes';
import { MAX_HELD_LARGE_BODIES } from '@/lib/api/body-limits';
import { createStaffSession } from '@/lib/server/auth/staff-sessions';
import { openedDatabase } from '@/lib/server/db/handle';
import { clientIp } from '@/lib/server/http/client-ip';
import { addStaff, openTestDatabase } from '@/lib/testing/test-database';
import { STAFF_TOKEN_HEADER } from '@/lib/api/token-headers';
import { cleanRequestHeaders, limitBody, refuseMalformedPath, refuseMethod } from './request-guards';

jest.mock('server-only', () => ({}));
// The process's database, as Next's routes opened it: here a test database of its own.
jest.mock('@/lib/server/db/handle', () => ({ openedDatabase: jest.fn() }));

const request = (url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ({ url, method: 'GET', headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

/** What a refusal wrote: its status, headers and body. */
function recorder() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: '' };
  const response = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }),
    end: (body?: string) => Object.assign(sent, { body: String(body ?? '') }),
  } as unknown as ServerResponse;
  return { sent, response };
}

describe('the caller address the guards hand to the routes', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it('is the socket address, whatever address the caller claimed', () => {
    const spoofed = request('/api/member/session/v1', { 'x-forwarded-for': '198.51.100.66' }, '203.0.113.9');
    cleanRequestHeaders(spoofed, 0);
    expect(clientIp(new Headers(spoofed.headers as Record<string, string>))).toBe('203.0.113.9');
  });

  it('behind one trusted proxy, is the client that proxy saw, not what the client claimed to it', () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    const proxied = request('/api/member/session/v1', { 'x-forwarded-for': '198.51.100.66, 192.0.2.7' }, '10.0.0.2');
    cleanRequestHeaders(proxied, 1);
    expect(clientIp(new Headers(proxied.headers as Record<string, string>))).toBe('192.0.2.7');
  });
});

describe("the guards' refusals under /api carry the API's own envelope texts (lib/api/codes.ts)", () => {
  it('a method Next does not serve: N00404', () => {
    const { sent, response } = recorder();
    refuseMethod({ ...request('/api/vehicle/family/v1', {}), method: 'TRACE' } as IncomingMessage, response);
    expect(sent.status).toBe(API_CODES.N00404.status);
    expect(JSON.parse(sent.body)).toEqual({ code: 'N00404', message: API_CODES.N00404.message, data: null });
  });

  it('a path whose percent-encoding does not decode: V00001 naming the problem', () => {
    const { sent, response } = recorder();
    expect(refuseMalformedPath(request('/api/%ff', {}), response)).toBe(true);
    expect(sent.status).toBe(400);
    expect(JSON.parse(sent.body)).toEqual({
      code: 'V00001',
      message: API_CODES.V00001.message,
      data: { errors: [{ path: '', message: '網址含有無效的百分比編碼' }] },
    });
  });

  it('outside /api the same refusals are plain text', () => {
    const { sent, response } = recorder();
    refuseMethod({ ...request('/', {}), method: 'TRACE' } as IncomingMessage, response);
    expect([sent.status, sent.body, sent.headers.Allow]).toEqual([
      405,
      'Method Not Allowed',
      'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE',
    ]);
  });
});

describe('a picture on its way holds one of the places only for a console session that may upload', () => {
  let close: () => Promise<void>;
  let server: Server;
  let port: number;
  let editorToken: string;
  let salesToken: string;
  const tricklers: Socket[] = [];

  beforeAll(async () => {
    const database = openTestDatabase();
    jest.mocked(openedDatabase).mockReturnValue(database as never);
    const { db } = await database;
    close = (await database).close;
    const device = { userAgent: 'jest', ip: '192.0.2.50' };
    editorToken = await createStaffSession(db, (await addStaff(db, 'editor@staff.example', 'marketing')).id, device);
    salesToken = await createStaffSession(db, (await addStaff(db, 'sales@staff.example', 'dealer_sales')).id, device);
    // The guard in front of a stand-in for Next that reads the body whole and answers 201.
    server = createServer((request, response) =>
      limitBody(request, response, () => {
        request.resume();
        request.on('end', () => response.writeHead(201, { 'Content-Type': 'application/json' }).end('{}'));
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 60_000);

  afterEach(() => {
    for (const socket of tricklers.splice(0)) socket.destroy();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await close();
  });

  const madeUpToken = () => randomBytes(32).toString('base64url');
  const headers = (token: string, from: string, length: number) => ({
    'Content-Type': 'application/json',
    'Content-Length': String(length),
    [STAFF_TOKEN_HEADER]: token,
    'X-Forwarded-For': from,
  });

  /** An upload that declares 5 MB and sends a few bytes, then nothing; resolves once its head is in. */
  function trickle(token: string, from: string) {
    const socket = connect(port, '127.0.0.1');
    tricklers.push(socket);
    socket.on('error', () => undefined);
    const head = Object.entries(headers(token, from, 5_000_000)).map(([name, value]) => `${name}: ${value}`);
    socket.write(['POST /api/staff/media/v1 HTTP/1.1', 'Host: portal.test', ...head, '', '{"alt":"'].join('\r\n'));
    return new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** A whole upload of `bytes` bytes: the status and the body of its answer. */
  function upload(token: string, from: string, bytes: number) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/staff/media/v1', headers: headers(token, from, bytes) },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (piece: string) => (body += piece));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.end(Buffer.alloc(bytes, 'a'));
    });
  }

  it('four trickling uploads with made-up tokens from two addresses take no place: an editor still uploads', async () => {
    for (let place = 0; place < MAX_HELD_LARGE_BODIES; place += 1) await trickle(madeUpToken(), `198.51.100.${place % 2}`);
    const answer = await upload(editorToken, '192.0.2.50', 1_000_000);
    expect(answer.status).toBe(201);
  });

  it('a made-up token, or the session of a role that may not upload, gets only the small limit', async () => {
    for (const token of [madeUpToken(), salesToken]) {
      const answer = await upload(token, '198.51.100.7', 1_000_000);
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.body).data.errors[0].message).toBe('資料量過大');
    }
  });

  it('while the database cannot say who sends it, a picture is asked to come back later, as when no place is free', async () => {
    jest.mocked(openedDatabase).mockReturnValueOnce(undefined);
    const answer = await upload(editorToken, '192.0.2.50', 1_000_000);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body).code).toBe('E00500');
  });
});
