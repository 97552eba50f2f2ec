import { expect, test } from '@playwright/test';
import { call, DEMO, login, send } from './support';

// Fixed, so the test titles are the same each time the file is loaded.
const SOME_UUID = '6f1c2b9e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

/** Every call that needs a member, with a body that would otherwise be acceptable. */
const MEMBER_CALLS: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/member/member/v1' },
  { method: 'PUT', path: '/member/member/v1', body: { name: '王小明' } },
  { method: 'PUT', path: '/member/member/v1/reset', body: { oldPassword: 'x', newPassword: 'Harbor-Lantern-Ferry-7' } },
  { method: 'GET', path: '/member/member/v1/email/send?email=new@example.com' },
  { method: 'POST', path: '/member/member/v1/email/send', body: { email: 'new@example.com', password: DEMO.password } },
  { method: 'GET', path: '/member/member/v1/email/valid?email=new@example.com&code=123456' },
  { method: 'POST', path: '/login/v1/logout' },
  { method: 'GET', path: '/order/order/v1' },
  { method: 'POST', path: '/order/order/v1', body: {} },
  { method: 'GET', path: `/order/order/v1/${SOME_UUID}` },
  { method: 'GET', path: '/order/contract/v1' },
  { method: 'GET', path: `/order/contract/v1/${SOME_UUID}` },
  { method: 'GET', path: `/order/quote/v1/${SOME_UUID}/pdf` },
  { method: 'GET', path: `/order/delivery/v1/${SOME_UUID}` },
  { method: 'GET', path: '/member/configuration/v1' },
  { method: 'POST', path: '/member/configuration/v1', body: {} },
  { method: 'GET', path: `/member/configuration/v1/${SOME_UUID}` },
  { method: 'PUT', path: `/member/configuration/v1/${SOME_UUID}`, body: { name: '新名', version: 1 } },
  { method: 'DELETE', path: `/member/configuration/v1/${SOME_UUID}`, body: { version: 1 } },
];

test.describe('calls that need a member', () => {
  for (const { method, path, body } of MEMBER_CALLS) {
    test(`${method} ${path.split('?')[0]}: A00001 without a token, A00005 with a bad or revoked one`, async ({ request }) => {
      const none = await call(request, method, path, { body });
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ code: 'A00001', message: '請先登入', data: null });

      const forged = await call(request, method, path, { body, token: 'forged-token-forged-token-forged-token-123' });
      expect(forged.body.code).toBe('A00005');
      expect(forged.status).toBe(401);

      const token = await login(request, DEMO.enterprise);
      await send(request, { call: 'POST /login/v1/logout', token });
      const revoked = await call(request, method, path, { body, token });
      expect(revoked.body.code).toBe('A00005');
    });
  }

  test('an expired session is A00009 (needs the PostgreSQL run, where the test can reach the database)', async ({ request }) => {
    test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');
    const { Client } = await import('pg');
    const token = await login(request, DEMO.enterprise);
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(token).digest('hex');
      await client.query("update sessions set last_seen_at = now() - interval '3 hours' where token_hash = $1", [hash]);
      const idle = await send(request, { call: 'GET /member/member/v1', token });
      expect(idle.status).toBe(401);
      expect(idle.body.code).toBe('A00009');
    } finally {
      await client.end();
    }
  });
});

test.describe('every answer', () => {
  test('is the envelope with the frame-deny headers, also for unknown paths', async ({ request }) => {
    const response = await request.get('/api/no/such/call', { headers: { Accept: 'application/json' } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ code: 'N00404', message: '查無資料', data: null });
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('a method a path does not serve is N00404 in the envelope', async ({ request }) => {
    const post = await call(request, 'POST', '/vehicle/family/v1', { body: {} });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ code: 'N00404', message: '查無資料', data: null });
    const del = await request.delete('/api/login/v1');
    expect(del.status()).toBe(404);
    expect((await del.json()).code).toBe('N00404');
  });
});
