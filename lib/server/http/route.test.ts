/** @jest-environment node */
import { getDb } from '../db/client';
import { route, ok } from './route';

jest.mock('../db/client', () => ({ getDb: jest.fn() }));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));

const call = route({}, async () => ok());
const request = () => new Request('http://portal.test/api/vehicle/family/v1');

describe('route: a database that is not there', () => {
  it('answers E00500 with HTTP 500 as API.md says, and Retry-After, when the server refuses the connection', async () => {
    jest.mocked(getDb).mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    const response = await call(request());
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ code: 'E00500', message: '系統忙碌中，請稍後再試', data: null });
  });

  it('answers a bug as before: 500 E00500, no Retry-After', async () => {
    jest.mocked(getDb).mockRejectedValue(new TypeError('x is undefined'));
    const response = await call(request());
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await response.json()).code).toBe('E00500');
  });
});
