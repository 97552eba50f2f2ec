/** @jest-environment node */
import { idempotencyKeyHeader } from '@/lib/schemas/order';
import { strictObject, string } from '@/lib/schemas/z';
import { getDb } from '../db/client';
import { route, ok } from './route';
import { maybeHousekeep } from '../services/housekeeping';
import { keepDispatching } from '../mail/outbox';

jest.mock('../db/client', () => ({ getDb: jest.fn() }));
jest.mock('../services/housekeeping', () => ({ maybeHousekeep: jest.fn() }));
jest.mock('../mail/outbox', () => ({ keepDispatching: jest.fn(), dispatchMail: jest.fn() }));
jest.mock('../core/logger', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() }, safeReason: () => '' }));

const call = route({}, async () => ok());
const request = () => new Request('http://portal.test/api/vehicle/family/v1');

describe('route: a database that is not there', () => {
  it('answers E00500 with HTTP 500 as lib/api/codes.ts says, and Retry-After, when the server refuses the connection', async () => {
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

describe('route: the headers an operation declares', () => {
  const handler = jest.fn(async ({ headers }: { headers: Record<string, string> }) => ok(headers));
  const place = route(
    {
      body: strictObject({ name: string() }),
      headers: [{ name: 'Idempotency-Key', required: true, schema: idempotencyKeyHeader, description: 'one per attempt' }],
    },
    handler,
  );
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    place(
      new Request('http://portal.test/api/order/order/v1', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const refusal = {
    code: 'V00001',
    message: '資料格式不正確，請檢查標示的欄位',
    data: { errors: [{ path: 'Idempotency-Key', message: '缺少或格式不正確的 Idempotency-Key 標頭（8 至 100 個英數字元）' }] },
  };

  beforeEach(() => {
    jest.mocked(getDb).mockResolvedValue({} as never);
    handler.mockClear();
  });

  it.each([
    ['missing', {}],
    ['too short', { 'Idempotency-Key': 'short' }],
    ['with a space', { 'Idempotency-Key': 'with space key' }],
  ])('refuses a required header %s with V00001 on its name, before the handler runs', async (_, headers: Record<string, string>) => {
    const response = await post({ name: 'T9' }, headers);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refusal);
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands a valid header to the handler', async () => {
    const response = await post({ name: 'T9' }, { 'Idempotency-Key': 'attempt-0001' });
    expect(await response.json()).toEqual({ code: '00000', message: expect.any(String), data: { 'Idempotency-Key': 'attempt-0001' } });
  });

  it("names the body's errors first, as the handler's own check did", async () => {
    const response = await post({ name: 7 });
    expect((await response.json()).data.errors.map((error: { path: string }) => error.path)).toEqual(['name']);
  });
});

describe('route: an answer checked against its operation', () => {
  const spec = { dataSchema: strictObject({ number: string() }) };

  it('passes an answer that meets the schema', async () => {
    jest.mocked(getDb).mockResolvedValue({} as never);
    const answer = await route(spec, async () => ok({ number: 'P-1' }))(request());
    expect(await answer.json()).toEqual({ code: '00000', message: '成功', data: { number: 'P-1' } });
  });

  it('fails a handler whose answer drifted from its schema with E00500, in tests and development', async () => {
    jest.mocked(getDb).mockResolvedValue({} as never);
    // The types refuse this answer too; the cast plays a handler that gets it wrong at run time.
    const drifted = route(spec, async () => ok({ numbr: 'P-1' } as never))(request());
    const answer = await drifted;
    expect(answer.status).toBe(500);
    expect((await answer.json()).code).toBe('E00500');
  });
});

describe('route: no background work', () => {
  it('starts neither housekeeping nor the mail dispatcher: the server does once, when it starts (instrumentation.ts)', async () => {
    jest.mocked(getDb).mockResolvedValue({} as Awaited<ReturnType<typeof getDb>>);
    const response = await call(request());
    expect(response.status).toBe(200);
    expect(maybeHousekeep).not.toHaveBeenCalled();
    expect(keepDispatching).not.toHaveBeenCalled();
  });
});
