import { expectAccessible } from './axe';
import { drainMail, mailTo, uniqueEmail, waitForMail, type Answer, send } from './api/support';
import { enrolledStaff, placedPreorder, staffCall, staffTokenOf, taipeiDay } from './api/staff-support';
import { expect, isMobile, signIn, test } from './fixtures';

// Issue 18, the member's side (375 px and 1440 px): 購車管理 tells each step of the purchase with its
// date, every moved date with the old day, the new one and the reason, and none of the staff's own
// notes; /member/info chooses which notices come by mail, and a notice turned off is not sent.

test.setTimeout(120_000);

test('the member turns the milestone mails off, then reads every step and the moved date in 進度紀錄', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // An address as long as a company's can be: it must wrap on a phone, not run off the screen.
  const { member, preorder } = await placedPreorder(request, 'individual', { email: uniqueEmail('procurement.department.heavy-vehicles') });
  await signIn(context, baseURL!, { account: member.email, password: member.password });

  await page.goto('/member/info');
  const notices = page.getByRole('region', { name: '購車通知信' });
  await expect(notices).toContainText('合約備妥、簽約收款與取消的通知一律寄送');
  await notices.getByText('交車進度的每一步').click();
  await expect(page.getByText('已關閉「交車進度的每一步」通知')).toBeVisible();
  await expect(notices.getByRole('checkbox', { name: '交車進度的每一步' })).not.toBeChecked();
  expect((await send(request, { call: 'GET /member/notice/v1', token: member.token })).body.data).toEqual({
    contacting: true,
    milestones: false,
    dateMoves: true,
  });

  // The dealer's side, through the console's calls, by a salesperson of the test's own.
  const staff = await staffTokenOf(request, await enrolledStaff(request));
  const path = `/staff/preorders/v1/${preorder.number}`;
  const ok = <T>(answer: Answer<T>) => {
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
    return answer.body.data;
  };
  ok(await staffCall(request, staff, 'POST', `${path}/contacting`, { version: 1 }));
  ok(await staffCall(request, staff, 'POST', `${path}/contacts`, { kind: 'visit', note: '拜訪時確認車斗與尾門配置', nextStep: '' }));
  const converted = await staffCall<{ number: string }>(request, staff, 'POST', `${path}/convert`, { version: 2 });
  const contractPath = `/staff/contracts/v1/${converted.body.data.number}`;
  type Record = { version: number; contract: { uuid: string; price: { deposit: number } } };
  const ready = (await staffCall<Record>(request, staff, 'GET', contractPath)).body.data;
  // Signed on the day it is ready: the buyer waives the rest of the review period first.
  ok(
    await send(request, {
      call: 'POST /order/contract/v1/{uuid}/waive-review',
      params: { uuid: ready.contract.uuid },
      token: member.token,
      body: { understood: true },
    }),
  );
  const contract = (await staffCall<Record>(request, staff, 'GET', contractPath)).body.data;
  const signed = await staffCall<{ version: number }>(request, staff, 'POST', `${contractPath}/sign`, {
    version: contract.version,
    signedOn: taipeiDay(),
    depositAmount: contract.contract.price.deposit,
    depositPaidOn: taipeiDay(),
    depositMethod: 'transfer',
  });
  const moved = await staffCall<{ version: number }>(request, staff, 'POST', `${contractPath}/plan`, {
    version: ok(signed).version,
    step: 2,
    plannedOn: taipeiDay(30),
    reason: 'customer',
  });
  const done = await staffCall(request, staff, 'POST', `${contractPath}/done`, {
    version: moved.body.data.version,
    step: 2,
    doneOn: taipeiDay(),
  });
  expect(done.body.code, JSON.stringify(done.body)).toBe('00000');

  // Mailed: the code, the receipt, the dealer's call, the contract, the waiver, the signature and the moved date; not 排產's completion.
  await waitForMail(request, member.email, 7);
  await drainMail(request);
  const mails = await mailTo(request, member.email);
  expect(mails).toHaveLength(7);
  expect(mails.filter((mail) => mail.subject.includes('已完成'))).toEqual([]);
  expect(mails.filter((mail) => mail.subject.includes('預計日期變更'))).toHaveLength(1);
  // The signature's mail does not promise the mails the member turned off.
  const signedMail = mails.find((mail) => mail.subject.includes('已簽約並收到訂金'))!;
  expect(signedMail.text).not.toContain('會在每一步完成時通知您');
  expect(signedMail.text).toContain('您已關閉交車進度的通知信');

  await page.goto('/member/purchase?tab=2');
  await page.getByRole('main').getByRole('link', { name: '合約明細' }).first().click();
  const timeline = page.getByRole('region', { name: '進度紀錄' });
  const lines = timeline.getByRole('listitem');
  await expect(lines.first()).toContainText('預購單已送出');
  for (const line of [
    '經銷商聯繫中',
    '合約已備妥，請審閱',
    '已簽約並收到訂金',
    '「排產」預計日期變更',
    '（原因：客戶要求）',
    '「排產」完成',
  ])
    await expect(timeline).toContainText(line);
  // The new day, as the page writes dates (2026/12/25).
  await expect(timeline).toContainText(`→ ${taipeiDay(30).replaceAll('-', '/')}（原因：客戶要求）`);
  // The staff's own notes are not the member's.
  await expect(timeline).not.toContainText('拜訪時確認車斗與尾門配置');
  await expectAccessible(page);
  // The long e-mail address wraps in its card: nothing runs off a phone's screen.
  if (isMobile(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await timeline.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/screens/member-timeline-${isMobile(page) ? 375 : 1440}.png`, fullPage: true });
});
