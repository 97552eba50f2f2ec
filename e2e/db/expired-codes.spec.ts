import pg from 'pg';
import { expect, test } from '../fixtures';
import { call, codeIn, enterpriseBody, uniqueEmail, waitForMail } from '../api/support';

// Codes live 10 minutes; to see one expire, these tests age it in the database. They need the
// PostgreSQL run (`npm run test:api:postgres`), where the test can reach the server's database.
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');
test.use({ allowedConsole: [/status of 4\d\d/] });

async function age(tempUuid: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      "update verifications set expires_at = now() - interval '1 minute', last_sent_at = now() - interval '11 minutes' where id = $1",
      [tempUuid],
    );
  } finally {
    await client.end();
  }
}

test('an expired link says so, and the resent code activates the account', async ({ page, request }) => {
  const email = uniqueEmail('expired.link');
  const body = enterpriseBody(email);
  const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body });
  const link = /\/verifyemail\?\S+/.exec((await waitForMail(request, email)).text)?.[0] ?? '';
  await age(registered.body.data.tempUuid);

  await page.goto(link);
  await page.getByLabel('密碼', { exact: true }).fill(body.password);
  await page.getByRole('button', { name: '啟用帳號' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '驗證碼已過期，請重新寄送驗證碼' })).toBeVisible();
  await page.getByRole('button', { name: '重新寄送驗證碼' }).click();
  await expect(page.getByText('驗證碼已重新寄出')).toBeVisible();
  await page.getByLabel('6 位數驗證碼').fill(codeIn(await waitForMail(request, email, 2)));
  await page.getByRole('button', { name: '驗證', exact: true }).click();
  await expect(page.getByText('電子郵件已驗證，您的帳號已啟用。')).toBeVisible();
});

test('an expired code typed at registration says so', async ({ page, request }) => {
  const email = uniqueEmail('expired.code');
  const registered = await call<{ tempUuid: string }>(request, 'POST', '/member/member/v1/register', { body: enterpriseBody(email) });
  const code = codeIn(await waitForMail(request, email));
  await age(registered.body.data.tempUuid);

  await page.goto(`/verifyemail?tempUuid=${registered.body.data.tempUuid}`);
  await page.getByLabel('6 位數驗證碼').fill(code);
  await page.getByRole('button', { name: '驗證', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '驗證碼已過期' })).toBeVisible();
});
