import pg from 'pg';
import { expect, signIn, test } from '../fixtures';
import { newMember } from '../api/support';
import { configure, firstFamily, readAndAccept } from '../configurator';

// The catalog changes under a configuration: the test withdraws the vehicle in the database, which
// needs the PostgreSQL run (`npm run test:api:postgres`).
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');
test.use({ allowedConsole: [/status of 422/] });

async function setActive(vehicleUuid: string, active: boolean) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('update vehicles set active = $2 where id = $1', [vehicleUuid, active]);
  } finally {
    await client.end();
  }
}

test('a vehicle withdrawn after it was configured is refused with the reason, and nothing is ordered', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const member = await newMember(request);
  await signIn(context, baseURL!, { account: member.email, password: member.password });
  const family = await firstFamily(request);
  await configure(page, family);
  await readAndAccept(page);
  await setActive(family.vehicles[0].uuid, false);
  try {
    await page.getByRole('button', { name: '成為車主：送出預購' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '所選車型已停售，請重新選擇' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\?preorder=1$/);
    const mine = await request.get('/api/order/order/v1', { headers: { 'cv-web-token': member.token } });
    expect((await mine.json()).data).toEqual([]);
  } finally {
    await setActive(family.vehicles[0].uuid, true);
  }
});
