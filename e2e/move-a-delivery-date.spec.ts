import { expectAccessible } from './axe';
import { type Answer, send } from './api/support';
import { enrolledStaff, placedPreorder, staffCall, staffTokenOf, taipeiDay, staffSend } from './api/staff-support';
import { expect, isMobile, signIn, test } from './fixtures';
import { signInAt } from './staff-desk';
import { purchaseDetailPath } from '@/lib/urls/member.mjs';
import { staffContractPath } from '@/lib/urls/staff.mjs';

// Issue 36 (375 px and 1440 px): moving 生產完成 later in the console shows the plan it makes, every
// later step moved as far, before it is sent; a date before the step ahead is refused beside the step;
// the member reads each moved date with its reason, and once handed over the day is 交車日.

test.setTimeout(150_000);

const slash = (day: string) => day.replaceAll('-', '/');
const dayOf = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date(iso));
const plus = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T12:00:00+08:00`) + days * 86_400_000).toISOString());

test('the staff see the new plan before confirming a later date; the member reads every moved step with its reason', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const width = isMobile(page) ? 375 : 1440;
  const { member, preorder } = await placedPreorder(request);
  const account = await enrolledStaff(request, { name: '北區改期業務' });
  const staff = await staffTokenOf(request, account);
  const ok = <T>(answer: Answer<T>) => {
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('00000');
    return answer.body.data;
  };
  const { number } = ok(
    await staffSend(request, staff, {
      call: 'POST /staff/preorders/v1/{number}/convert',
      params: { number: preorder.number },
      body: { version: 1 },
    }),
  );
  const contractPath = `/staff/contracts/v1/${number}`;
  type Step = { step: number; label: string; plannedAt: string | null; doneAt: string | null };
  type Record = { version: number; contract: { uuid: string; price: { deposit: number } }; milestones: Step[] };
  const record = async () => ok(await staffCall<Record>(request, staff, 'GET', contractPath));
  const ready = await record();
  ok(
    await send(request, {
      call: 'POST /order/contract/v1/{uuid}/waive-review',
      params: { uuid: ready.contract.uuid },
      token: member.token,
      body: { understood: true },
    }),
  );
  ok(
    await staffCall(request, staff, 'POST', `${contractPath}/sign`, {
      version: (await record()).version,
      signedOn: taipeiDay(),
      depositAmount: ready.contract.price.deposit,
      depositPaidOn: taipeiDay(),
      depositMethod: 'transfer',
    }),
  );
  const before = (await record()).milestones;
  const dayBefore = (label: string) => dayOf(before.find((step) => step.label === label)!.plannedAt!);

  // The console: 到港／出廠 before 生產完成 is refused beside the step, naming it.
  await signInAt(page, account);
  await page.goto(staffContractPath(number));
  const shipped = page.getByRole('listitem').filter({ hasText: '. 到港／出廠' });
  await shipped.getByLabel('預計日期').fill(plus(dayBefore('生產完成'), -1));
  await shipped.getByLabel('改期原因').selectOption('shipping');
  await shipped.getByRole('button', { name: '更新預計日期' }).click();
  await expect(shipped.getByRole('alert')).toHaveText(`「到港／出廠」不能早於「生產完成」的預計日期 ${slash(dayBefore('生產完成'))}`);
  await shipped.screenshot({ path: `/work/shots/plan/console-refusal-${width}.png` });

  // 生產完成 five days later: the plan it makes, each later step five days later, sent only once confirmed.
  const built = page.getByRole('listitem').filter({ hasText: '. 生產完成' });
  await built.getByLabel('預計日期').fill(plus(dayBefore('生產完成'), 5));
  await built.getByLabel('改期原因').selectOption('parts');
  await built.getByRole('button', { name: '更新預計日期' }).click();
  const plan = built.getByRole('region', { name: '變更後的交車計畫' });
  const later = before.filter((step) => step.step >= 3);
  await expect(plan.getByRole('listitem')).toHaveText(
    later.map((step) => `${step.label}：${slash(dayOf(step.plannedAt!))} → ${slash(plus(dayOf(step.plannedAt!), 5))}`),
  );
  await expect(plan).toContainText('原因：零件供應');
  await built.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/plan/console-preview-${width}.png`, fullPage: true });
  expect((await record()).milestones).toEqual(before);
  await plan.getByRole('button', { name: '確認變更' }).click();
  await expect(page.getByText('預計日期已更新').first()).toBeVisible();
  await expect(shipped).toContainText(`預計 ${slash(plus(dayBefore('到港／出廠'), 5))}`);
  await expect(shipped).toContainText(`${slash(dayBefore('到港／出廠'))} → ${slash(plus(dayBefore('到港／出廠'), 5))}（原因：零件供應）`);
  // The same date again says so, rather than asking for a reason.
  await built.getByRole('button', { name: '更新預計日期' }).click();
  await expect(built.getByRole('alert')).toContainText('日期未變更');

  // The member's delivery page: each moved step with its old day, its new day and why.
  await signIn(context, baseURL!, { account: member.email, password: member.password });
  await page.goto(purchaseDetailPath('delivery', ready.contract.uuid, 2));
  const steps = page.getByRole('list', { name: '交車階段' });
  for (const step of later)
    await expect(steps.getByRole('listitem').filter({ hasText: step.label })).toContainText(
      `→ ${slash(plus(dayOf(step.plannedAt!), 5))}（原因：零件供應）`,
    );
  await expect(page.getByText('預計交車日')).toBeVisible();
  await expectAccessible(page);
  if (isMobile(page)) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/work/shots/plan/member-delivery-${width}.png`, fullPage: true });

  // Handed over: the day is 交車日, the day it happened.
  let version = (await record()).version;
  for (const step of before.filter((item) => !item.doneAt))
    version = ok(
      await staffCall<{ version: number }>(request, staff, 'POST', `${contractPath}/done`, {
        version,
        step: step.step,
        doneOn: taipeiDay(),
      }),
    ).version;
  await page.reload();
  await expect(page.getByText('交車日', { exact: true })).toBeVisible();
  await expect(page.getByText('預計交車日')).toHaveCount(0);
  await page.screenshot({ path: `/work/shots/plan/member-delivered-${width}.png`, fullPage: true });
});
