import { expectAccessible } from './axe';
import { enrolledStaff, placedPreorder, staffTokenOf, staffSend } from './api/staff-support';
import { expect, test } from './fixtures';
import { signInAt } from './staff-desk';

// Issue 36 at a dealer's desk, on a phone and on a desktop: 轉為合約 says whom it mails and what starts
// before anything is sent; 返回 changes nothing; a refusal (here someone else changed the pre-order
// meanwhile) shows beside the button that was pressed, in view, and is read out.

test.use({ allowedConsole: [/status of 409 \(Conflict\)/] });

test('converting a pre-order is confirmed first, and its refusal shows beside the button', async ({ page, request }) => {
  const width = page.viewportSize()!.width;
  const { member, preorder } = await placedPreorder(request);
  const sales = await enrolledStaff(request, { name: '北區確認業務' });
  await signInAt(page, sales);
  await page.goto(`/staff/preorders/${preorder.number}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`預購單 ${preorder.number}`);
  const work = page.getByRole('region', { name: '處理' });

  await work.getByRole('button', { name: '轉為合約' }).click();
  const asked = page.getByRole('dialog', { name: `將預購單 ${preorder.number} 轉為合約？` });
  await expect(asked).toContainText(`寄出合約通知信給 張測試（${member.email}），審閱期 5 天自今日起算`);
  await expectAccessible(page);
  await page.screenshot({ path: `/work/shots/actions/confirm-convert-${width}.png` });
  await asked.getByRole('button', { name: '返回' }).click();
  await expect(asked).toBeHidden();
  await expect(work.getByRole('button', { name: '轉為合約' })).toBeFocused();

  // Someone else marks it 聯繫中 meanwhile: the page's version is stale.
  const other = await staffTokenOf(request, await enrolledStaff(request, { name: '北區另一位業務' }));
  await staffSend(request, other, {
    call: 'POST /staff/preorders/v1/{number}/contacting',
    params: { number: preorder.number },
    body: { version: 1 },
  });
  expect(
    (await staffSend(request, other, { call: 'GET /staff/preorders/v1/{number}', params: { number: preorder.number } })).body.data.preorder
      .status,
  ).toBe('contacting');

  await work.getByRole('button', { name: '轉為合約' }).click();
  await asked.getByRole('button', { name: '確認轉為合約' }).click();
  const refusal = work.getByRole('alert');
  await expect(refusal).toContainText('此筆資料剛被其他人更新');
  await expect(refusal).toBeInViewport();
  // Only there (Next's route announcer is an empty alert of its own).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(1);
  await expect(page.getByText('經銷商聯繫中').first()).toBeVisible();
  await page.screenshot({ path: `/work/shots/actions/refusal-beside-convert-${width}.png` });

  // Confirmed again on the record as it is now, it converts.
  await work.getByRole('button', { name: '轉為合約' }).click();
  await asked.getByRole('button', { name: '確認轉為合約' }).click();
  await expect(page.getByRole('link', { name: /^CT\d{8}-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});
