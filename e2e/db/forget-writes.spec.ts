import pg from 'pg';
import { expect, test } from '../fixtures';
import { call, newMember, uniqueEmail } from '../api/support';

// Forgot-password must cost the same for an unknown address as for a member (docs/api.md, Errors: the same
// answer in the same time), so it must write the same rows. Counting them needs the PostgreSQL run
// (`npm run test:api:postgres`), where the test can reach the server's database.
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');

/** The rows an address has in the tables a forgot-password request writes. */
async function rowsOf(email: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const count = async (query: string) => Number((await client.query<{ n: string }>(query, [email])).rows[0].n);
    return {
      verifications: await count("select count(*) as n from verifications where email = $1 and purpose = 'forget'"),
      outbox: await count('select count(*) as n from outbox where to_address = $1'),
      mailCounter: await count("select coalesce(sum(count), 0) as n from rate_limits where key = 'mail-to:' || $1"),
    };
  } finally {
    await client.end();
  }
}

test('a forgot-password request writes the same rows for an unknown address as for a member', async ({ request }) => {
  const member = await newMember(request);
  const written: Record<string, number>[] = [];
  for (const email of [member.email, uniqueEmail('unknown')]) {
    const before = await rowsOf(email);
    expect((await call(request, 'GET', `/login/v1/forget?email=${encodeURIComponent(email)}`)).body.code).toBe('00000');
    const after = await rowsOf(email);
    written.push(Object.fromEntries(Object.entries(after).map(([table, n]) => [table, n - before[table as keyof typeof before]])));
  }
  expect(written[0]).toEqual({ verifications: 1, outbox: 1, mailCounter: 1 });
  expect(written[1]).toEqual(written[0]);
});
