import type { Browser } from '@playwright/test';
import { formatDate } from '@/lib/format/dates';
import { expectAccessible } from './axe';
import { newMember, waitForMail } from './api/support';
import { enrolledStaff } from './api/staff-support';
import { configure, firstFamily, readAndAccept } from './configurator';
import { expect, signIn, test } from './fixtures';
import { desk, leaveDesk, signInAt } from './staff-desk';

// Issue 18's journey at a dealer's desk (1440 px): a member places a pre-order; the northern dealer's
// sales finds it, calls, converts, records the signature and deposit, plans, moves a date with a
// reason and delivers step by step; the member reads each step in the mail and in 進度紀錄. The
// console is desktop-first: this file runs in the desktop project.

test.skip(({ viewport }) => (viewport?.width ?? 0) < 600, 'the staff console is desktop-first');
test.setTimeout(240_000);

/** A member's own browser (a context of its own, beside the staff's), signed in. */
async function memberBrowser(browser: Browser, baseURL: string, member: { email: string; password: string }) {
  const page = await desk(browser, baseURL);
  await signIn(page.context(), baseURL, { account: member.email, password: member.password });
  return page;
}

/** The page a notice's link leads to, on the server under test. */
const linkIn = (mail: { text: string }) => {
  const link = /https?:\/\/\S+?(\/member\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in: ${mail.text.slice(0, 300)}`);
  return link;
};

test('the northern sales takes a new pre-order to delivery; the member is told at each step', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The member configures and places the pre-order in a browser of their own.
  const member = await newMember(request);
  const memberPage = await memberBrowser(browser, baseURL!, member);
  await configure(memberPage, await firstFamily(request));
  await readAndAccept(memberPage);
  await memberPage.getByRole('button', { name: '成為車主：送出預購' }).click();
  await expect(memberPage).toHaveURL(/\/vehicleowner\/preorder-result\?id=/);
  const number = (await memberPage.getByTestId('preorder-number').textContent())!;

  // The test's own people (the demo staff's codes would be spent by tests running beside it).
  const [north, south, admin] = [
    await enrolledStaff(request, { name: '北區測試業務' }),
    await enrolledStaff(request, { dealerCode: 'south', name: '南區測試業務' }),
    await enrolledStaff(request, { role: 'admin', dealerCode: null, name: '測試管理員' }),
  ];
  await signInAt(page, north);
  await expect(page.getByText(/第 1 \/ \d+ 頁，共 \d+ 筆/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-preorders-1440.png', fullPage: true });
  await page.getByRole('searchbox').or(page.getByLabel(/^搜尋/)).fill(number);
  await page.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(page.getByText('第 1 / 1 頁，共 1 筆')).toBeVisible();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`預購單 ${number}`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-preorder-1440.png', fullPage: true });

  // Nobody had it: marking it 聯繫中 makes it hers, and its history says so.
  const facts = page.getByRole('region', { name: '預購單', exact: true });
  await expect(facts).toContainText('尚未指派');
  await page.getByRole('button', { name: '標記為經銷商聯繫中' }).click();
  await expect(page.getByText('經銷商聯繫中').first()).toBeVisible();
  await expect(facts).toContainText('北區測試業務');
  await expect(page.getByRole('region', { name: '歷程' })).toContainText('北區測試業務 標記聯繫中時接手此預購單');
  await page.getByLabel('內容').fill('確認車斗尺寸與交車地點');
  await page.getByLabel('下一步').fill('週五回電報價');
  await page.getByRole('button', { name: '記錄', exact: true }).click();
  await expect(page.getByRole('region', { name: '聯繫紀錄' })).toContainText('確認車斗尺寸與交車地點');
  expect((await waitForMail(request, member.email, 3)).subject).toContain('經銷商將與您聯繫');

  await page.getByRole('button', { name: '轉為合約' }).click();
  const converting = page.getByRole('dialog', { name: `將預購單 ${number} 轉為合約？` });
  await expect(converting).toContainText(`將建立合約並寄出合約通知信給 張測試（${member.email}），審閱期 5 天自今日起算`);
  await converting.getByRole('button', { name: '確認轉為合約' }).click();
  const contractLink = page.getByRole('link', { name: /^CT\d{8}-\d{6}$/ });
  await expect(contractLink).toBeVisible();
  const ready = await waitForMail(request, member.email, 4);
  expect(ready.subject).toContain('請審閱');
  const contractNumber = (await contractLink.textContent())!;

  // The member follows the mail's link to the contract's full text, then its page: under review, with its review period.
  await memberPage.goto(linkIn(ready));
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('合約全文');
  await expect(memberPage.getByRole('article', { name: '汽車買賣契約書' })).toContainText(`合約編號 ${contractNumber}`);
  await memberPage.getByRole('navigation', { name: '相關頁面' }).getByRole('link', { name: '合約明細' }).click();
  await expect(memberPage.getByText(contractNumber).first()).toBeVisible();
  await expect(memberPage.getByText('審閱中').first()).toBeVisible();
  await expect(memberPage.getByRole('region', { name: '進度紀錄' })).toContainText('合約已備妥，請審閱');

  await contractLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('合約 CT');
  await expect(page.getByText('簽約並收到訂金後，才能更新交車進度。')).toBeVisible();

  // Day 1 of the review period: the console says why the signature waits and from when.
  const signing = page.getByRole('region', { name: '簽約與訂金' });
  await expect(signing).toContainText('起才能記錄簽約');
  await expect(signing.getByRole('button', { name: '記錄簽約與訂金' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/staff-contract-reviewing-1440.png', fullPage: true });

  // The member has read the contract and waives the rest of the period, after reading what they give up.
  const review = memberPage.getByRole('region', { name: '審閱期' });
  await review.getByRole('button', { name: '放棄剩餘審閱期…' }).click();
  await expect(review).toContainText('放棄審閱期不等於簽約');
  await memberPage.setViewportSize({ width: 375, height: 812 });
  await memberPage.screenshot({ path: 'test-results/screens/member-review-waiver-375.png', fullPage: true });
  await review.getByText('我已了解放棄審閱期的影響').click();
  await expect(review.getByRole('checkbox', { name: '我已了解放棄審閱期的影響' })).toBeChecked();
  await review.getByRole('button', { name: '確認放棄剩餘審閱期' }).click();
  await expect(review).toContainText('在會員專區聲明放棄剩餘的審閱期');
  await expect(memberPage.getByRole('region', { name: '進度紀錄' })).toContainText('買方放棄剩餘審閱期');
  await memberPage.screenshot({ path: 'test-results/screens/member-review-waived-375.png', fullPage: true });
  expect((await waitForMail(request, member.email, 5)).subject).toContain('您已放棄剩餘的審閱期');

  await page.reload();
  await expect(page.getByText('（買方於會員專區聲明）')).toBeVisible();
  await page.getByRole('button', { name: '記錄簽約與訂金' }).click();
  const signingAsked = page.getByRole('dialog', { name: '記錄簽約與訂金？' });
  await expect(signingAsked).toContainText(`寄信通知買方 張測試（${member.email}）`);
  await signingAsked.getByRole('button', { name: '確認記錄簽約與訂金' }).click();
  await expect(page.getByText('已記錄簽約與訂金，並通知會員').first()).toBeVisible();
  expect((await waitForMail(request, member.email, 6)).subject).toContain('已簽約並收到訂金');

  // 排產 is moved three weeks out for parts: the member reads the old date, the new one and why.
  const production = page.getByRole('listitem').filter({ hasText: '2. 排產' });
  const later = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date(Date.now() + 21 * 86_400_000));
  await production.getByLabel('預計日期').fill(later);
  await production.getByLabel('改期原因').selectOption('parts');
  await production.getByRole('button', { name: '更新預計日期' }).click();
  // The console shows the plan the move makes, every later step moved as far, and sends it only once confirmed.
  const plan = production.getByRole('region', { name: '變更後的交車計畫' });
  await expect(plan.getByRole('listitem')).toHaveCount(5);
  await expect(plan.getByRole('listitem').first()).toContainText(`排產：`);
  await expect(plan.getByRole('listitem').first()).toContainText(`→ ${later.replaceAll('-', '/')}`);
  await expect(plan.getByRole('listitem').last()).toContainText('交車：');
  await production.screenshot({ path: `test-results/screens/console-plan-preview-${page.viewportSize()!.width}.png` });
  await plan.getByRole('button', { name: '確認變更' }).click();
  await expect(production).toContainText('（原因：零件供應）');
  const moved = await waitForMail(request, member.email, 7);
  expect(moved.subject).toContain('預計日期變更');
  expect(moved.text).toContain('零件供應');

  await production.getByRole('button', { name: '標記完成…' }).click();
  await expect(production.getByRole('note')).toContainText(`張測試（${member.email}）`);
  await production.getByRole('button', { name: '確認完成「排產」' }).click();
  await expect(production).toContainText('已完成');
  expect((await waitForMail(request, member.email, 8)).subject).toContain('排產');

  // The rest of the way, one milestone at a time, each mailed (no local parts: no 加裝).
  const rest = ['生產完成', '到港／出廠', '領牌'];
  for (const [index, label] of rest.entries()) {
    const row = page.getByRole('listitem').filter({ hasText: `. ${label}` });
    await row.getByRole('button', { name: '標記完成…' }).click();
    await row.getByRole('button', { name: `確認完成「${label}」` }).click();
    await expect(row).toContainText('已完成');
    expect((await waitForMail(request, member.email, 9 + index)).subject).toContain(`：${label} 已完成`);
  }
  // 交車 is asked for first, saying who is mailed and that it pays nothing.
  const handover = page.getByRole('listitem').filter({ hasText: '. 交車' });
  await handover.getByRole('button', { name: '標記完成…' }).click();
  await expect(handover.getByRole('note')).toContainText(`寄信通知買方 張測試（${member.email}）`);
  await expect(handover.getByRole('note')).toContainText('交車不代表付清');
  await handover.getByRole('button', { name: '確認完成「交車」' }).click();
  await expect(handover).toContainText('已完成');
  expect((await waitForMail(request, member.email, 12)).subject).toContain('已交車');
  await expect(page.getByText('已交車').first()).toBeVisible();
  const payment = page.getByRole('region', { name: '價格與付款' });
  await expect(payment).toContainText('訂金已付，尾款待付');

  // The balance comes in as its own act, confirmed with the mail it sends.
  const balance = page.getByRole('region', { name: '收到尾款' });
  await balance.getByLabel('付款方式').selectOption('loan');
  await balance.getByRole('button', { name: '記錄收到尾款…' }).click();
  await expect(balance.getByRole('note')).toContainText('以貸款撥款收到尾款');
  await expect(balance.getByRole('note')).toContainText('款項將全部付清');
  await page.screenshot({ path: 'test-results/screens/staff-balance-confirm-1440.png', fullPage: true });
  await balance.getByRole('button', { name: '確認記錄尾款' }).click();
  await expect(payment).toContainText('已付清');
  expect((await waitForMail(request, member.email, 13)).subject).toContain('已收到尾款');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-contract-1440.png', fullPage: true });
  await page.getByRole('navigation', { name: '作業系統' }).getByRole('link', { name: '合約', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('合約');
  await expect(page.getByRole('link', { name: contractNumber })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-contracts-1440.png', fullPage: true });

  // The member's timeline tells each step, the moved date with both days and the reason, and no staff-only line.
  await memberPage.goto(linkIn(ready));
  await memberPage.getByRole('navigation', { name: '相關頁面' }).getByRole('link', { name: '合約明細' }).click();
  const timeline = memberPage.getByRole('region', { name: '進度紀錄' });
  for (const line of [
    '經銷商聯繫中',
    '合約已備妥，請審閱',
    '買方放棄剩餘審閱期',
    '已簽約並收到訂金',
    '「排產」預計日期變更',
    '零件供應',
    '「交車」完成',
    '收到尾款',
  ])
    await expect(timeline).toContainText(line);
  await expect(timeline).not.toContainText('確認車斗尺寸與交車地點');
  await leaveDesk(memberPage);

  // The southern dealer's sales finds neither record, by search or by address.
  const southern = await desk(browser, baseURL!, [/status of 404/]);
  await signInAt(southern, south);
  await southern.getByRole('searchbox').or(southern.getByLabel(/^搜尋/)).fill(number);
  await southern.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(southern.getByText('第 1 / 1 頁，共 0 筆')).toBeVisible();
  for (const address of [`/staff/preorders/${number}`, `/staff/contracts/${contractNumber}`]) {
    await southern.goto(address);
    await expect(southern.getByText(/^找不到(預購單|合約) .*不在您負責的範圍內。$/)).toBeVisible();
    await expect(southern.getByRole('button', { name: '轉為合約' })).toHaveCount(0);
  }
  await leaveDesk(southern);

  // The administrator's audit page lists every step of the pre-order, by whom.
  const auditor = await desk(browser, baseURL!);
  await signInAt(auditor, admin);
  await auditor.goto('/staff/audit');
  await auditor.getByLabel('紀錄（單號、員工電子郵件或消息網址代稱）').fill(contractNumber);
  await auditor.getByRole('button', { name: '篩選' }).click();
  const entries = auditor.getByRole('table', { name: '稽核紀錄' });
  for (const action of ['建立合約', '記錄簽約與訂金', '變更預計日期', '完成交車進度']) await expect(entries).toContainText(action);
  // In words, never codes: the status, the dealer and the person by name, the signature in Taipei's time.
  const signedEntry = entries.getByRole('row').filter({ hasText: '記錄簽約與訂金' });
  await expect(signedEntry).toContainText('狀態：已簽約');
  await expect(signedEntry).toContainText(`負責業務：${north.name}`);
  await expect(signedEntry).toContainText(/經銷商：泰嵐汽車/);
  await expect(signedEntry).toContainText(`簽約時間：${formatDate(new Date())}`);
  await expect(entries).not.toContainText(/\b(status|dealerCode|assigneeId|signedAt|north|signed)\b/);
  await auditor.getByLabel('紀錄（單號、員工電子郵件或消息網址代稱）').fill(number);
  await auditor.getByRole('button', { name: '篩選' }).click();
  for (const action of ['標記經銷商聯繫中', '業務接手預購單', '記錄聯繫', '預購單轉為合約']) await expect(entries).toContainText(action);
  await expect(entries).toContainText(north.name);
  // Before and after, field by field: the pre-order went from 已送出 to 聯繫中.
  await expect(entries.getByRole('row').filter({ hasText: '標記經銷商聯繫中' })).toContainText('狀態：已送出');
  await expect(entries.getByRole('row').filter({ hasText: '標記經銷商聯繫中' })).toContainText('狀態：經銷商聯繫中');
  // By person, the record's filter kept: the northern sales's entries, each by name.
  await auditor.getByLabel('人員').selectOption({ label: `${north.name}（${north.email}）` });
  // The rows are waited for, not the count (read at once, they may be mid-reload).
  await expect(entries.locator('tbody tr td:nth-child(2)')).toHaveText([north.name, north.name, north.name, north.name]);
  await expect(auditor.getByText('第 1 / 1 頁，共 4 筆')).toBeVisible();
  await expectAccessible(auditor);
  await auditor.screenshot({ path: 'test-results/screens/staff-audit-1440.png', fullPage: true });

  // Headquarters' and the administrator's lists filter by dealer and family, and say how many.
  await auditor.getByRole('navigation', { name: '作業系統' }).getByRole('link', { name: '預購單', exact: true }).click();
  await auditor.getByLabel(/^搜尋/).fill(number);
  await auditor.getByRole('button', { name: '搜尋', exact: true }).click();
  await expect(auditor.getByText('第 1 / 1 頁，共 1 筆')).toBeVisible();
  await auditor.getByLabel('經銷商').selectOption({ label: '泰嵐汽車 高雄營業所' });
  await expect(auditor.getByText('沒有符合條件的資料。')).toBeVisible();
  await auditor.getByLabel('經銷商').selectOption({ label: '泰嵐汽車 桃園營業所' });
  await expect(auditor.getByRole('link', { name: number })).toBeVisible();
  const families = auditor.getByLabel('車系').locator('option');
  await expect(families).not.toHaveCount(1);
  await auditor.getByLabel('車系').selectOption({ index: 2 });
  await expect(auditor.getByText('沒有符合條件的資料。')).toBeVisible();
  await auditor.getByLabel('車系').selectOption({ index: 1 });
  await expect(auditor.getByRole('link', { name: number })).toBeVisible();
  expect(new URL(auditor.url()).searchParams.get('dealer')).toBe('north');
  await leaveDesk(auditor);
});
