import { keepScreenshot } from './content';
import { expectAccessible } from './axe';
import { call, newMember, waitForMail, send } from './api/support';
import { placedPreorder, staffToken, staffSend } from './api/staff-support';
import { expect, signIn, test } from './fixtures';

// Issue 36: the 預購須知 let a buyer cancel at any time before the contract, and the site offered no way.

test.setTimeout(90_000);

test('a buyer cancels their pre-order on its page with a reason, after a dialog saying what follows, and is mailed', async ({
  page,
  context,
  baseURL,
  request,
}, testInfo) => {
  const { member, preorder } = await placedPreorder(request);
  const receipt = await waitForMail(request, member.email, 2);
  expect(receipt.subject).toBe(`【泰嵐商用車】預購單 ${preorder.number}：已收到您的預購`);
  await signIn(context, baseURL!, { account: member.email, password: member.password });

  await page.goto(`/member/purchase/preorder-spec-${preorder.uuid}?tab=1`);
  const main = page.getByRole('main');
  const section = main.getByRole('region', { name: '取消預購' });
  await expect(section).toContainText('簽約前您可以隨時取消這張預購單');
  await section.getByRole('button', { name: '取消預購單…' }).click();

  const dialog = page.getByRole('dialog', { name: `取消預購單 ${preorder.number}` });
  await expect(dialog).toContainText('無法恢復');
  await expect(dialog).toContainText('通知為您服務的經銷商');
  await dialog.getByRole('button', { name: '確認取消預購' }).click();
  await expect(dialog.getByText('請選擇取消的原因')).toBeVisible();
  await dialog.getByLabel('取消原因').selectOption({ label: '其他原因' });
  await dialog.getByRole('button', { name: '確認取消預購' }).click();
  await expect(dialog.getByText('選擇「其他原因」時，請寫下原因（至少 2 個字）')).toBeVisible();
  await dialog.getByLabel('說明').fill('公司決定延後購車');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'cancel-preorder-dialog');
  await dialog.getByRole('button', { name: '確認取消預購' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`預購單 ${preorder.number} 已取消，確認信已寄到您的信箱`)).toBeVisible();
  await expect(main.getByText('已取消').first()).toBeVisible();
  await expect(main.getByRole('region', { name: '進度紀錄' })).toContainText('會員已取消預購單');
  await expect(main.getByRole('region', { name: '進度紀錄' })).toContainText('原因：公司決定延後購車');
  await expect(main.getByRole('region', { name: '取消預購' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'cancelled-preorder');

  const mail = await waitForMail(request, member.email, 3);
  expect(mail.subject).toBe(`【泰嵐商用車】預購單 ${preorder.number}：已取消`);
  expect(mail.text).toContain(`您已取消預購單 ${preorder.number}`);
  expect(mail.text).toMatch(/經銷商 .+（電話 [\d-]+）/);

  // The dealer sees it on the record's history, by the member's name.
  const hq = await staffToken(request, 'hq');
  const record = await staffSend(request, hq, { call: 'GET /staff/preorders/v1/{number}', params: { number: preorder.number } });
  expect(record.body.data.timeline.at(-1)).toMatchObject({ title: '會員已取消預購單', actor: expect.stringMatching(/^會員 /) });
});

test("cancelling again, after a contract or another member's pre-order is refused in words, and nothing changes", async ({ request }) => {
  const { member, preorder } = await placedPreorder(request);
  const cancel = (uuid: string, token = member.token, body: unknown = { reason: 'changed-plans', note: '' }) =>
    call(request, 'POST', `/order/order/v1/${uuid}/cancel`, { token, body });

  const bad = await cancel(preorder.uuid, member.token, { reason: 'bored', note: '' });
  expect(bad.body.code).toBe('V00001');
  expect(JSON.stringify(bad.body)).toContain('請選擇取消的原因');
  expect((await cancel(preorder.uuid)).body.code).toBe('00000');
  const again = await cancel(preorder.uuid);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'O00004', message: `預購單 ${preorder.number} 已經取消了。` });

  const stranger = await newMember(request);
  expect((await cancel(preorder.uuid, stranger.token)).body.code).toBe('N00404');

  const converted = await placedPreorder(request);
  const hq = await staffToken(request, 'hq');
  expect(
    (
      await staffSend(request, hq, {
        call: 'POST /staff/preorders/v1/{number}/convert',
        params: { number: converted.preorder.number },
        body: { version: 1 },
      })
    ).body.code,
  ).toBe('00000');
  const late = await send(request, {
    call: 'POST /order/order/v1/{uuid}/cancel',
    params: { uuid: converted.preorder.uuid },
    token: converted.member.token,
    body: { reason: 'price', note: '' },
  });
  expect(late.body).toMatchObject({
    code: 'O00004',
    message: `預購單 ${converted.preorder.number} 已簽立合約，無法在網站上取消；如需取消，請聯絡為您服務的經銷商。`,
  });
});
