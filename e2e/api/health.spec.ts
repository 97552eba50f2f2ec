import { expect, test } from '@playwright/test';
import { ownServer } from './own-server';

// What a load balancer asks of an instance (issue 21): /healthz while it serves, /readyz whether to send
// it requests. On SIGTERM it says at once that it is not ready, goes on serving for DRAIN_DELAY_MS so the
// balancer can stop sending, then stops. A server of its own; once, not again on PostgreSQL.
test.skip(Boolean(process.env.DATABASE_URL), 'runs once, on the embedded database');

test('an instance is live and ready; told to stop, it is not ready at once, still serves while it drains, then leaves', async () => {
  test.setTimeout(120_000);
  const server = await ownServer({ DRAIN_DELAY_MS: '1500' });
  const origin = `http://127.0.0.1:${server.port}`;
  const ask = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { status: response.status, text: await response.text(), cache: response.headers.get('cache-control') };
  };
  try {
    expect(await ask('/healthz')).toEqual({ status: 200, text: 'live', cache: 'no-store' });
    expect(await ask('/readyz')).toEqual({ status: 200, text: 'ready', cache: 'no-store' });

    process.kill(server.pid, 'SIGTERM');
    // The signal arrives a moment later.
    await expect.poll(() => ask('/readyz'), { intervals: [20] }).toEqual({ status: 503, text: 'not ready: draining', cache: 'no-store' });
    expect((await ask('/healthz')).status).toBe(200);
    const served = await fetch(`${origin}/api/vehicle/family/v1`);
    expect(served.status, 'a request while it drains is still served').toBe(200);
    expect(served.headers.get('connection')).toBe('close');

    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            () => 'answering',
            () => 'gone',
          ),
        { timeout: 15_000 },
      )
      .toBe('gone');
  } finally {
    await server.stop();
  }
});
