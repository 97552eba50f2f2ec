import pg from 'pg';
import { expect, test } from '../fixtures';
import { call, codeIn, individualBody, login, uniqueEmail, waitForMail, send } from '../api/support';

// A registration holds its address for 24 hours; to see one lapse, this test ages it in the
// database, which only the PostgreSQL run (`npm run test:api:postgres`) lets a test reach.
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');

async function ageMember(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("update members set created_at = now() - interval '25 hours' where email = $1 and status = 'pending'", [email]);
  } finally {
    await client.end();
  }
}

test('a registration left unverified for 24 hours cannot be verified, and the address registers afresh', async ({ request }) => {
  const email = uniqueEmail('lapsed');
  const first = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', {
    body: individualBody(email, 'Squatter-Password-2026'),
  });
  const code = codeIn(await waitForMail(request, email));
  await ageMember(email);

  const late = await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: first.body.data.tempUuid, code } });
  expect(late.body.code).toBe('C00001');
  // The lapsed registration is no account: logging in with it answers like a free address.
  expect((await call(request, 'POST', '/login/v1', { body: { account: email, password: 'Squatter-Password-2026' } })).body.code).toBe(
    'L00002',
  );

  const again = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body: individualBody(email) });
  expect(again.body.code).toBe('00000');
  const fresh = codeIn(await waitForMail(request, email, 2));
  expect(
    (await send(request, { call: 'POST /member/member/v1/valid', body: { tempUuid: again.body.data.tempUuid, code: fresh } })).body.code,
  ).toBe('00000');
  await login(request, email, 'Blue-Truck-Harbor-88');
});
