import { AGREEMENT } from '@/lib/server/seed/agreement-data';
import { expectAccessible } from './axe';
import { newMember } from './api/support';
import { enrolledStaff, staffToken, staffSend } from './api/staff-support';
import { configure, firstFamily, readAndAccept } from './configurator';
import { expect, signIn, test } from './fixtures';
import { desk, leaveDesk, signInAt } from './staff-desk';

// Issue 20 at a desk (1440 px): headquarters publishes a new version of the pre-order agreement while a
// buyer, who has read and accepted the one before, is about to place a pre-order. The buyer is told,
// reads the new text and accepts it before anything is placed; the pre-order names the new version.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(180_000);

test('a new agreement published meanwhile is read and accepted before the pre-order is placed', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const member = await newMember(request);
  await signIn(context, baseURL!, { account: member.email, password: member.password });
  const family = await firstFamily(request);
  await configure(page, family);
  await readAndAccept(page);

  const token = await staffToken(request, 'hq');
  // The colleague's version first is answered 409, which the browser logs.
  const hq = await desk(browser, baseURL!, [/status of 409/]);
  await signInAt(hq, await enrolledStaff(request, { role: 'hq_sales', dealerCode: null, name: '測試總公司' }));
  await hq.getByRole('link', { name: '預購須知' }).click();
  await expect(hq.getByRole('heading', { level: 1 })).toHaveText('預購須知');
  const form = hq.getByRole('form', { name: '新版預購須知' });
  await expect(form.getByLabel('內容')).toHaveValue(family.agreement.text);
  const code = `e2e-${Date.now().toString(36)}`;
  const clause = '七、本須知自公告日起適用於新送出之預購；先前已成立之預購仍依當時同意之版本辦理。';
  await form.getByLabel('版本代號').fill(code);
  // Written from the seed's text, whatever earlier tests of the run published.
  const newText = `${AGREEMENT.text}\n\n${clause}`;
  await form.getByLabel('內容').fill(newText);
  await form.getByRole('button', { name: '發布新版' }).click();
  const confirm = form.getByRole('group', { name: '確認發布' });
  await expect(confirm).toContainText('發布後立即生效且無法撤回；要更正，請再發布一版。');
  // Enter in a field checks the form again; only the button publishes.
  await form.getByLabel('版本代號').press('Enter');
  await expect(confirm).toBeVisible();
  expect((await staffSend(request, token, { call: 'GET /staff/agreements/v1' })).body.data[0].version).toBe(family.agreement.version);

  // A colleague publishes first: told in words, what was typed stays, and it goes on top of theirs.
  const colleague = {
    replaces: family.agreement.version,
    version: `${code}-c`,
    title: '泰嵐商用車線上預購條款',
    text: `${AGREEMENT.text}\n\n（同事修訂）`,
  };
  expect((await staffSend(request, token, { call: 'POST /staff/agreements/v1', body: colleague })).body.code).toBe('00000');
  await confirm.getByRole('button', { name: '確定發布，立即生效' }).click();
  await expect(form.getByRole('alert')).toContainText('您填的內容仍在表單中');
  await expect(form.getByLabel('版本代號')).toHaveValue(code);
  await expect(form.getByLabel('內容')).toHaveValue(newText);
  await expect(hq.getByRole('region', { name: '各版本' }).getByRole('listitem').first()).toContainText(`第 ${code}-c 版`);
  await form.getByRole('button', { name: '發布新版' }).click();
  await confirm.getByRole('button', { name: '確定發布，立即生效' }).click();
  await expect(hq.getByText(`已發布第 ${code} 版預購須知`)).toBeVisible();
  await expect(form.getByLabel('版本代號')).toHaveValue('');
  await expect(hq.getByRole('region', { name: '各版本' }).getByRole('listitem').first()).toContainText(`第 ${code} 版`);
  await expect(hq.getByRole('region', { name: '各版本' }).getByRole('listitem').first()).toContainText('（生效中）');
  await expectAccessible(hq);
  await hq.screenshot({ path: 'test-results/screens/staff-agreements-1440.png', fullPage: true });
  await leaveDesk(hq);

  // The buyer's acceptance was for the text before: told, shown the new one, and asked again.
  await page.getByRole('button', { name: '成為車主：送出預購' }).click();
  await expect(page.getByText('預購須知已更新：請閱讀下方的新版須知並勾選同意，再按送出。')).toBeVisible();
  await expect(page.getByRole('region', { name: /預購須知/ })).toContainText(clause);
  await expect(page.getByRole('checkbox', { name: '我已閱讀並同意預購須知' })).not.toBeChecked();
  await readAndAccept(page);
  await page.getByRole('button', { name: '成為車主：送出預購' }).click();
  await expect(page).toHaveURL(/\/vehicleowner\/preorder-result\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id');
  const placed = await request.get(`/api/order/order/v1/${id}`, { headers: { 'cv-web-token': member.token } });
  expect(((await placed.json()) as { data: { agreementVersion: string } }).data.agreementVersion).toBe(code);
});
