/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_CODES } from '@/lib/api-codes';
import { clientIp } from '@/lib/server/http/client-ip';
import { cleanRequestHeaders, refuseMalformedPath, refuseMethod } from './request-guards';

jest.mock('server-only', () => ({}));

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

describe("the guards' refusals under /api carry the API's own envelope texts (lib/api-codes.ts)", () => {
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
