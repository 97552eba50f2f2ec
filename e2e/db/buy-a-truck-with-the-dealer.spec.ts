import { newMember } from '../api/support';
import { expectAccessible } from '../axe';
import { configure, firstFamily, readAndAccept } from '../configurator';
import { expect, signIn, test } from '../fixtures';
import { staff } from './staff';

// The whole purchase as the member sees it, with the dealer's steps made by `npm run staff` beside the
// running portal (PostgreSQL only: the embedded database belongs to the server process).
test.skip(!process.env.DATABASE_URL, 'the embedded database belongs to the server process');

test('a member places a pre-order, the dealer converts it, and the member follows the contract and the delivery', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Five `npm run staff` commands, each a process that starts tsx and opens the database: 3–6 s apiece on a busy machine.
  test.setTimeout(120_000);
  const member = await newMember(request);
  await signIn(context, baseURL!, { account: member.email, password: member.password });
  const family = await firstFamily(request);
  await configure(page, family);
  await readAndAccept(page);
  await page.getByRole('button', { name: '成為車主：送出預購' }).click();
  const number = (await page.getByTestId('preorder-number').textContent())!;

  await page.goto('/member/purchase?tab=1');
  const main = page.getByRole('main');
  const preorder = main.getByRole('list', { name: '預購單列表' }).getByRole('listitem');
  await expect(preorder).toHaveCount(1);
  await expect(preorder).toContainText(number);
  await expect(preorder).toContainText('已送出');

  // The dealer calls, then makes the contract: the 5-day review period starts.
  expect((await staff('contact', number)).code).toBe(0);
  await page.reload();
  await expect(preorder).toContainText('經銷商聯繫中');
  const converted = await staff('convert', number);
  expect(converted.code).toBe(0);
  const contractNumber = /CT\d{8}-\d{6}/.exec(converted.out)![0];
  await page.reload();
  await expect(preorder).toContainText('已轉合約');
  await preorder.getByRole('link', { name: /查看合約/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('合約明細');
  await expect(main.getByText(contractNumber)).toBeVisible();
  await expect(main.getByText('合約審閱中')).toBeVisible();
  await expect(main.getByText('審閱期至', { exact: true })).toBeVisible();
  await expect(main.getByText('訂金待付')).toBeVisible();
  await expectAccessible(page);

  // The member waives the rest of the review period on the contract's page; only then may the dealer
  // record the signature on day 1.
  expect((await staff('sign', contractNumber)).code).toBe(1);
  const review = main.getByRole('region', { name: '審閱期' });
  await review.getByRole('button', { name: '放棄剩餘審閱期…' }).click();
  await review.getByText('我已了解放棄審閱期的影響').click();
  await expect(review.getByRole('checkbox', { name: '我已了解放棄審閱期的影響' })).toBeChecked();
  await review.getByRole('button', { name: '確認放棄剩餘審閱期' }).click();
  await expect(review).toContainText('在會員專區聲明放棄剩餘的審閱期');

  // Signed and in production: the delivery moves on the member's page.
  expect((await staff('sign', contractNumber)).code).toBe(0);
  expect((await staff('advance', contractNumber)).code).toBe(0);
  await main
    .getByRole('link', { name: /交車進度/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('交車進度');
  const current = main.locator('[aria-current="step"]');
  await expect(current).toContainText('生產完成');
  await expect(main.getByRole('listitem').filter({ hasText: '排產' })).toContainText('已完成');
  expect((await staff('advance', contractNumber)).code).toBe(0);
  await page.reload();
  await expect(current).toContainText('到港／出廠');

  await page.goto('/member/purchase?tab=2');
  await expect(main.getByRole('list', { name: '合約列表' }).getByRole('listitem')).toContainText('生產中');
  await expect(main.getByText('訂金已付，尾款待付')).toBeVisible();
});
