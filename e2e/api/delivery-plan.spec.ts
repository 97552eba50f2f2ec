import { expect, test, type APIRequestContext } from '@playwright/test';
import { call, send, waitForMailAbout } from './support';
import { placedPreorder, staffCall, staffToken, taipeiDay, staffSend } from './staff-support';

// Issue 36: a delivery's plan is always in step order. Moving 生產完成 to 01/15 left 到港／出廠 at 01/11,
// and the buyer read that production ended after the truck left.

type Changed = { number: string; status: string; version: number };
type Step = { step: number; label: string; plannedAt: string | null; doneAt: string | null };
type Record = { version: number; contract: { uuid: string; price: { deposit: number } }; milestones: Step[] };

const dayOf = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Taipei' }).format(new Date(iso));
const slash = (day: string) => day.replaceAll('-', '/');
const plus = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T12:00:00+08:00`) + days * 86_400_000).toISOString());

/** A new member's contract, the rest of its review period waived, signed with its deposit: its delivery under way. */
async function signedContract(request: APIRequestContext) {
  const { member, preorder } = await placedPreorder(request);
  const token = await staffToken(request, 'northSales');
  const converted = await staffSend(request, token, {
    call: 'POST /staff/preorders/v1/{number}/convert',
    params: { number: preorder.number },
    body: { version: 1 },
  });
  expect(converted.body.code, JSON.stringify(converted.body)).toBe('00000');
  const path = `/staff/contracts/v1/${converted.body.data.number}`;
  const record = async () => (await staffCall<Record>(request, token, 'GET', path)).body.data;
  const ready = await record();
  const waived = await send(request, {
    call: 'POST /order/contract/v1/{uuid}/waive-review',
    params: { uuid: ready.contract.uuid },
    token: member.token,
    body: { understood: true },
  });
  expect(waived.body.code, JSON.stringify(waived.body)).toBe('00000');
  const signed = await staffCall<Changed>(request, token, 'POST', `${path}/sign`, {
    version: (await record()).version,
    signedOn: taipeiDay(),
    depositAmount: ready.contract.price.deposit,
    depositPaidOn: taipeiDay(),
    depositMethod: 'transfer',
  });
  expect(signed.body.code, JSON.stringify(signed.body)).toBe('00000');
  return { member, token, path, record };
}

test('moving 生產完成 later moves every later step as far; the member reads each move with its reason and is mailed the whole plan in order', async ({
  request,
}) => {
  const { member, token, path, record } = await signedContract(request);
  const before = await record();
  const built = before.milestones.find((step) => step.label === '生產完成')!;
  const to = plus(dayOf(built.plannedAt!), 5);

  const moved = await staffCall<Changed>(request, token, 'POST', `${path}/plan`, {
    version: before.version,
    step: built.step,
    plannedOn: to,
    reason: 'parts',
  });
  expect(moved.body.code, JSON.stringify(moved.body)).toBe('00000');

  const after = await record();
  const days = (steps: Step[]) => steps.map((step) => [step.label, step.plannedAt && dayOf(step.plannedAt)]);
  expect(days(after.milestones)).toEqual(
    before.milestones.map((step) => [
      step.label,
      step.plannedAt && (step.step >= built.step && !step.doneAt ? plus(dayOf(step.plannedAt), 5) : dayOf(step.plannedAt)),
    ]),
  );

  // The member's delivery: every moved step with its reason, no step before the one ahead of it.
  const delivery = await call<{ milestones: (Step & { moves: { oldDate: string; newDate: string; reason: string }[] })[] }>(
    request,
    'GET',
    `/order/delivery/v1/${after.contract.uuid}`,
    { token: member.token },
  );
  const steps = delivery.body.data.milestones;
  for (const step of steps.filter((item) => item.step >= built.step))
    expect([step.label, step.moves.map((move) => move.reason)]).toEqual([step.label, ['零件供應']]);
  const planned = steps.map((step) => dayOf(step.doneAt ?? step.plannedAt!));
  expect(planned).toEqual([...planned].sort());

  // The mail lists the whole new plan in step order (the contract's own mails may arrive before or after it).
  const mail = await waitForMailAbout(request, member.email, '「生產完成」預計日期變更');
  const lines = after.milestones.map((step, index) => {
    const was = before.milestones[index];
    if (step.doneAt) return `${step.step}. 「${step.label}」已完成 ${slash(dayOf(step.doneAt))}`;
    if (step.plannedAt === was.plannedAt) return `${step.step}. 「${step.label}」預計 ${slash(dayOf(step.plannedAt!))}`;
    return `${step.step}. 「${step.label}」${slash(dayOf(was.plannedAt!))} → ${slash(dayOf(step.plannedAt!))}（變更）`;
  });
  const at = lines.map((line) => mail.text.indexOf(line));
  expect(
    at.every((index) => index >= 0),
    `${lines.join('\n')}\n---\n${mail.text}`,
  ).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
});

test('a date before the step ahead is refused naming it, the same date again is 日期未變更; nothing is written', async ({ request }) => {
  const { token, path, record } = await signedContract(request);
  const before = await record();
  const built = before.milestones.find((step) => step.label === '生產完成')!;
  const shipped = before.milestones.find((step) => step.label === '到港／出廠')!;

  const early = await staffCall(request, token, 'POST', `${path}/plan`, {
    version: before.version,
    step: shipped.step,
    plannedOn: plus(dayOf(built.plannedAt!), -1),
    reason: 'shipping',
  });
  expect([early.status, early.body.code, early.body.message]).toEqual([
    422,
    'S00422',
    `「到港／出廠」不能早於「生產完成」的預計日期 ${slash(dayOf(built.plannedAt!))}`,
  ]);
  const same = await staffCall(request, token, 'POST', `${path}/plan`, {
    version: before.version,
    step: built.step,
    plannedOn: dayOf(built.plannedAt!),
  });
  expect([same.status, same.body.message]).toEqual([422, `「生產完成」的預計日期已是 ${slash(dayOf(built.plannedAt!))}，日期未變更`]);
  expect((await record()).milestones).toEqual(before.milestones);
});
